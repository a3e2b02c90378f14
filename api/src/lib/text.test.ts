// The shared text length rule (contracts/src/text.ts): characters as seen, counted in bounded time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lengthProblem, visibleLength } from '@hanpan/contracts/text';

/** The whole string at once: the reference the sliced count must match. */
const reference = (text: string) => [...new Intl.Segmenter('ko', { granularity: 'grapheme' }).segment(text)].length;

describe('visibleLength', () => {
  it('counts characters as seen, across the slices it reads (emoji, joined emoji, flags, combining marks, CR LF)', () => {
    const samples = [
      '',
      '한판 포커 7',
      'a\r\nb',
      '👍🏻'.repeat(300),
      '👨‍👩‍👧'.repeat(120) + 'x',
      '🇰🇷🇯🇵'.repeat(301),
      'e\u0301'.repeat(700),
      '가\u11a8나'.repeat(333),
      `${'x'.repeat(255)}👨‍👩‍👧${'y'.repeat(255)}🇰🇷`,
    ];
    for (const text of samples) assert.equal(visibleLength(text), reference(text), JSON.stringify(text.slice(0, 20)));
  });

  it('stops counting once past upTo', () => {
    assert.equal(visibleLength('é'.normalize('NFD').repeat(5000), 100) > 100, true);
    assert.ok(visibleLength('é'.normalize('NFD').repeat(5000), 100) < 5000);
    // under the bound: the whole count
    assert.equal(visibleLength('😀'.repeat(40), 100), 40);
  });

  it('a 200,000-character text is not read to its end when a bound is given (QA: one sign-up with such a nickname took the server down)', () => {
    // read a slice (256 units) at a time and stopped past the bound: at most one slice's worth more
    for (const text of ['😀'.repeat(100_000), 'e\u0301'.repeat(100_000), '👨‍👩‍👧'.repeat(25_000)]) {
      const counted = visibleLength(text, 100);
      assert.ok(counted > 100 && counted <= 100 + 256, `${counted}`);
    }
    // one UTF-16 unit per character (Latin, Hangul syllables): no segmenting at all
    assert.equal(visibleLength(`${'가'.repeat(100_000)}a\nb`, 100), 100_003);
  });
});

describe('lengthProblem', () => {
  it('says how long the text is, or that it is far past the bound', () => {
    assert.equal(lengthProblem('가'.repeat(1001), { label: '내용', min: 10, max: 1000 }), '내용은 1,000자까지 입력할 수 있습니다. (지금 1,001자)');
    assert.equal(lengthProblem('😀'.repeat(20_000), { label: '제목', min: 2, max: 50 }), '제목은 50자까지 입력할 수 있습니다. (지금 500자 넘음)');
    assert.equal(lengthProblem('가', { label: '제목', min: 2, max: 50 }), '제목을 2자 이상 입력해 주세요.');
    assert.equal(lengthProblem('👨‍👩‍👧'.repeat(50), { label: '제목', min: 2, max: 50 }), null);
  });
});
