import assert from 'node:assert/strict';
import { test } from 'node:test';
import { textOutline } from './textOutline.js';

const LINE = { size: 30, weight: 'bold', centerX: 320, baseline: 74, maxWidth: 608, fill: '#fff' } as const;
/** The line's left edge and scale from its transform. */
const placement = (svg: string) => {
  const m = /translate\(([-\d.]+) ([-\d.]+)\) scale\(([\d.e-]+) -([\d.e-]+)\)/.exec(svg);
  assert.ok(m, svg.slice(0, 200));
  return { left: Number(m[1]), baseline: Number(m[2]), scale: Number(m[3]) };
};

test('a line is one outline per drawn character, centred, at the font size, without <text>', async () => {
  const svg = await textOutline('주말 더블데이', LINE);
  assert.equal((svg.match(/<path /g) ?? []).length, 6); // the space draws nothing
  assert.doesNotMatch(svg, /<text/);
  assert.match(svg, /^<g fill="#fff" /);
  const { left, baseline, scale } = placement(svg);
  assert.equal(baseline, 74);
  assert.equal(scale, Number((30 / 2048).toPrecision(5))); // Pretendard: 2048 units per em
  // centred: as much room on the left as on the right of a line narrower than the picture
  assert.ok(left > 32 && left < 320, String(left));
  assert.equal(await textOutline('주말 더블데이', LINE), svg);
});

test('a line too long for the picture is drawn smaller to fit; a character the font lacks is left out', async () => {
  const long = '이번 주말에는 모든 게임에서 게임 머니를 두 배로 드리는 더블데이 이벤트를 엽니다';
  const { left, scale } = placement(await textOutline(long, LINE));
  assert.ok(scale < 30 / 2048, String(scale));
  assert.ok(Math.abs(left - 16) < 0.01, String(left)); // the width is exactly maxWidth: 16 px each side
  const missing = await textOutline('한\u{1F600}판', LINE);
  assert.equal((missing.match(/<path /g) ?? []).length, 2);
  assert.doesNotMatch(missing, /d=""/);
});

test('the regular weight draws other outlines than the bold', async () => {
  const bold = await textOutline('한판', LINE);
  const regular = await textOutline('한판', { ...LINE, weight: 'regular' });
  assert.notEqual(regular, bold);
});
