// contracts' Korean particles (the API's messages and the pages share them); contracts has no runner of its own.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { monthText, withParticle } from '@hanpan/contracts/korean';
import { searchStatus } from '@hanpan/contracts/search';

test('particles follow the last syllable of Hangul words', () => {
  assert.equal(withParticle('5억', '를'), '5억을');
  assert.equal(withParticle('게임 머니', '을'), '게임 머니를');
  assert.equal(withParticle('펫샵 베이직', '이'), '펫샵 베이직이');
  assert.equal(withParticle('골드 아이템', '가'), '골드 아이템이');
  assert.equal(withParticle('이용권', '는'), '이용권은');
  assert.equal(withParticle('1회 결제', '으로'), '1회 결제로');
  assert.equal(withParticle('한판 상점', '로'), '한판 상점으로');
  assert.equal(withParticle('서울', '으로'), '서울로');
  assert.equal(withParticle('아바타', '과'), '아바타와');
});

test('digits and Latin letters are read as Koreans say them', () => {
  assert.equal(withParticle('1억 2', '을'), '1억 2를');
  assert.equal(withParticle('3', '를'), '3을');
  assert.equal(withParticle('7', '으로'), '7로');
  assert.equal(withParticle('6', '으로'), '6으로');
  assert.equal(withParticle('X-Plus', '으로'), 'X-Plus로');
  assert.equal(withParticle('V-Plus', '이'), 'V-Plus가');
  assert.equal(withParticle('PC방', '을'), 'PC방을');
  assert.equal(withParticle('HPC', '를'), 'HPC를');
});

test('closing brackets and punctuation are looked past', () => {
  assert.equal(withParticle('보유 한도 증가(II)', '를'), '보유 한도 증가(II)를');
  assert.equal(withParticle('"골드"', '을'), '"골드"를');
});

test("searchStatus: the count with its counter, nothing found, and silence without a search or while the last answer still shows", () => {
  const answered = (totalElements: number, isPlaceholderData = false) => ({ data: { totalElements }, isPlaceholderData });
  assert.equal(searchStatus('통장', answered(3), '건'), "'통장' 검색 결과 3건");
  assert.equal(searchStatus('한판왕', answered(1), '명'), "'한판왕' 검색 결과 1명");
  assert.equal(searchStatus('뷁', answered(0), '건'), "'뷁'에 대한 검색 결과가 없습니다.");
  assert.equal(searchStatus('', answered(3), '건'), '');
  assert.equal(searchStatus('통장', answered(3, true), '건'), '');
  assert.equal(searchStatus('통장', { isPlaceholderData: false }, '건'), '');
});

test('a month is said the Korean way', () => {
  assert.equal(monthText('2026-07'), '7월');
  assert.equal(monthText('2026-11', true), '2026년 11월');
});
