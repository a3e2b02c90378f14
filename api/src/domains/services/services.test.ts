import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FaqCategory, FaqDetail, FaqSummary, Page } from '@hanpan/contracts';
import { FAQ_KEYWORD_MAX } from '@hanpan/contracts/search';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('faq', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('faq: categories, zero-based list with keyword, detail', async () => {
    const g = await t.guest();
    const cats = await g.get<FaqCategory[]>('/api/faq/category');
    assert.equal(cats.env.body![0]!.name, '회원/로그인');
    assert.equal(cats.env.body![0]!.articleCount, 3);
    const list = await g.get<Page<FaqSummary>>('/api/faq/list?categoryId=4&page=0&pageSize=2');
    assert.equal(list.env.body!.totalElements, 3);
    assert.equal(list.env.body!.content.length, 2);
    assert.equal(list.env.body!.totalPages, 2);
    const kw = await g.get<Page<FaqSummary>>(`/api/faq/list?keyWord=${encodeURIComponent('무료 충전')}`);
    assert.ok(kw.env.body!.totalElements >= 1);
    assert.ok(kw.env.body!.content.some((f) => f.title.includes('무료 충전')));
    const d = await g.get<FaqDetail>(`/api/faq/detail/${kw.env.body!.content[0]!.id}`);
    assert.match(d.env.body!.content, /1억/);
    assert.equal((await g.get('/api/faq/detail/9999')).statusCode, 404);
    // several words: every one must be in the article, in any order or place
    const search = async (keyWord: string) =>
      (await g.get<Page<FaqSummary>>(`/api/faq/list?pageSize=50&keyWord=${encodeURIComponent(keyWord)}`)).env.body!.content.map((f) => f.title);
    const bankbook = await search('통장');
    assert.ok(bankbook.includes('통장은 어떻게 사용하나요?'), bankbook.join());
    assert.deepEqual(await search('플러스  통장'), (await search('통장 플러스')));
    assert.ok((await search('플러스 통장')).includes('통장은 어떻게 사용하나요?'));
    assert.ok((await search('플러스 통장')).length <= bankbook.length);
    assert.deepEqual(await search('통장 없는말'), []);
    // spacing is free: players type '성인인증' for '성인 인증' (QA), and a space the text lacks still finds it
    assert.ok((await search('성인인증')).includes('채널 입장 조건이 궁금해요.'));
    assert.ok((await search('무료충전')).includes('무료 충전은 언제 받을 수 있나요?'));
    assert.deepEqual(await search('구매한도'), await search('구매 한도'));
    assert.ok((await search('정기 결제')).includes('플러스 정기결제를 그만하고 싶어요.'));
    assert.ok((await search('pc방')).includes('PC방 챔피언십은 어떻게 신청하나요?'));
    // the feature's own name finds its question (the answer says where it is)
    assert.ok((await search('머니 전송')).includes('게임머니를 다른 회원에게 보낼 수 있나요?'));
    // LIKE wildcards are literal: '%' finds only the answer that says '5%', '_' nothing
    assert.deepEqual(await search('%'), ['연속 이용 혜택은 무엇인가요?']);
    assert.deepEqual(await search('_'), []);
    assert.equal((await g.get('/api/faq/list?page=x')).statusCode, 400);
  });

  it('the partner channel (blocked from Plus) neither lists, counts, finds nor opens the Plus answers; the own portal does', async () => {
    const own = await t.guest();
    const partner = await t.guest({ host: 'partner.localhost' });
    const categories = async (g: typeof own) => (await g.get<FaqCategory[]>('/api/faq/category')).env.body!.map((c) => `${c.name}:${c.articleCount}`);
    assert.deepEqual(await categories(own), ['회원/로그인:3', '게임머니/충전:4', '플러스 멤버십:4', '결제/구매 한도:3', '게임 이용:3']);
    assert.deepEqual(await categories(partner), ['회원/로그인:3', '게임머니/충전:4', '결제/구매 한도:3', '게임 이용:3']);
    const all = async (g: typeof own, query = '') => (await g.get<Page<FaqSummary>>(`/api/faq/list?pageSize=50${query}`)).env.body!;
    const ownAll = await all(own);
    const partnerAll = await all(partner);
    assert.equal(ownAll.totalElements, 17);
    assert.equal(partnerAll.totalElements, 13);
    assert.deepEqual(partnerAll.content.filter((f) => f.categoryName === '플러스 멤버십'), []);
    assert.equal((await all(partner, '&categoryId=3')).totalElements, 0);
    // found only outside the Plus answers, in the words the channel reads (its 보유 한도 answer names no 통장)
    assert.deepEqual((await all(own, `&keyWord=${encodeURIComponent('통장')}`)).content.map((f) => f.title).includes('보유 머니 한도가 있나요?'), true);
    assert.deepEqual((await all(partner, `&keyWord=${encodeURIComponent('통장')}`)).content.map((f) => f.title), []);
    // every answer there names no Plus, VIP or mobile site but to say the channel has none (SPEC §6)
    for (const f of partnerAll.content) {
      const { content } = (await partner.get<FaqDetail>(`/api/faq/detail/${f.id}`)).env.body!;
      if (f.title !== '제휴사 계정으로 로그인이 되지 않아요.') assert.doesNotMatch(content, /플러스|VIP|모바일/, f.title);
    }
    const freeCharge = ownAll.content.find((f) => f.title === '무료 충전은 언제 받을 수 있나요?')!;
    assert.match((await own.get<FaqDetail>(`/api/faq/detail/${freeCharge.id}`)).env.body!.content, /플러스 가입자는 등급에 따라/);
    const plusAnswer = ownAll.content.find((f) => f.title === '통장은 어떻게 사용하나요?')!;
    assert.equal((await own.get<FaqDetail>(`/api/faq/detail/${plusAnswer.id}`)).statusCode, 200);
    const refused = await partner.get(`/api/faq/detail/${plusAnswer.id}`);
    assert.equal(refused.statusCode, 404);
    assert.equal(refused.env.header.resultMessage, 'FAQ를 찾을 수 없습니다.');
    // a partner member reads the same list as a partner guest
    const member = await t.login('partner');
    assert.equal((await member.get<Page<FaqSummary>>('/api/faq/list?pageSize=50')).env.body!.totalElements, 13);
  });

  it('takes a keyWord up to FAQ_KEYWORD_MAX, the limit the FAQ page cuts an address\'s word to', async () => {
    const g = await t.guest();
    const atLimit = await g.get<Page<FaqSummary>>(`/api/faq/list?keyWord=${encodeURIComponent('통'.repeat(FAQ_KEYWORD_MAX))}`);
    assert.equal(atLimit.statusCode, 200);
    const over = await g.get(`/api/faq/list?keyWord=${encodeURIComponent('통'.repeat(FAQ_KEYWORD_MAX + 1))}`);
    assert.equal(over.statusCode, 400);
    assert.equal(over.env.header.resultMessage, `검색어는 ${FAQ_KEYWORD_MAX}자까지 쓸 수 있습니다.`);
  });
});
