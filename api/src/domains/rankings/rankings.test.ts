import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Ranking } from '@hanpan/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { rankBand } from './routes.js';

describe('rankings', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('bands: each rank from its minimum up to the next one', () => {
    assert.deepEqual(rankBand('신'), { min: 1_000_000_000_000n, max: null });
    assert.deepEqual(rankBand('영웅'), { min: 10_000_000_000n, max: 100_000_000_000n });
    assert.deepEqual(rankBand('평민'), { min: 0n, max: 1_000_000_000n });
    assert.equal(rankBand('왕'), null);
  });

  it('the encoded Korean rank name selects the members of that rank, richest first (guests too)', async () => {
    const guest = await t.guest();
    // %EC%8B%A0 = 신 (god): zplus holds 3.4조
    const god = await guest.get<Ranking>('/api/rankings?rank=%EC%8B%A0');
    assert.equal(god.statusCode, 200, god.body);
    assert.equal(god.env.body!.rank, '신');
    assert.equal(god.env.body!.maximumMoney, null);
    assert.ok(god.env.body!.entries.some((e) => e.nickname === '제트플러스왕'));
    assert.ok(god.env.body!.entries.every((e) => BigInt(e.money) >= 1_000_000_000_000n));
    // 초인: 5000억 up to 1조 — vip (8200억) and rich (9970억), richest first
    const superHuman = await guest.get<Ranking>(`/api/rankings?rank=${encodeURIComponent('초인')}`);
    const nicks = superHuman.env.body!.entries.map((e) => e.nickname);
    assert.ok(nicks.indexOf('머니부자') < nicks.indexOf('브이아이피') && nicks.indexOf('머니부자') >= 0, nicks.join());
    assert.deepEqual(superHuman.env.body!.entries.map((e) => e.position), nicks.map((_, i) => i + 1));
    const moneys = superHuman.env.body!.entries.map((e) => BigInt(e.money));
    assert.deepEqual(moneys, [...moneys].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    assert.equal((await guest.get<Ranking>(`/api/rankings?rank=${encodeURIComponent('평민')}&size=1`)).env.body!.entries.length, 1);
  });

  it('partner visitors see the partner channel’s members only; bad input is a 400', async () => {
    const partner = await t.guest({ host: 'partner.localhost' });
    const r = await partner.get<Ranking>(`/api/rankings?rank=${encodeURIComponent('평민')}`);
    assert.ok(r.env.body!.entries.some((e) => e.nickname === '제휴회원'));
    assert.ok(r.env.body!.entries.every((e) => e.nickname !== '새내기'));
    const guest = await t.guest();
    assert.equal((await guest.get('/api/rankings?rank=god')).statusCode, 400);
    assert.equal((await guest.get('/api/rankings')).statusCode, 400);
    assert.equal((await guest.get(`/api/rankings?rank=${encodeURIComponent('신')}&size=500`)).statusCode, 400);
  });
});
