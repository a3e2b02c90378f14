import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChampionshipCount, PcBangSubscription } from '@hanpan/contracts';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { koreaTime } from '../../lib/time.js';
import { currentChampionshipRound, roundWindow } from './service.js';

describe('pc-bang subscription and championship rounds', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { trustProxy: true } });
  });
  after(() => t.close());

  it('a round is the Korean month: midnight KST, not UTC, starts the next one', () => {
    assert.equal(currentChampionshipRound(new Date('2026-01-31T14:59:59Z')), 202601);
    assert.equal(currentChampionshipRound(new Date('2026-01-31T15:00:00Z')), 202602);
    assert.equal(currentChampionshipRound(new Date('2026-12-31T15:00:00Z')), 202701);
    assert.deepEqual(roundWindow(202602), { start: koreaTime(2026, 2, 1), end: koreaTime(2026, 3, 1) });
    assert.deepEqual(roundWindow(202612), { start: new Date('2026-11-30T15:00:00Z'), end: new Date('2026-12-31T15:00:00Z') });
  });

  it('subscription by client IP (x-forwarded-for only with TRUST_PROXY); apply once per round, from a PC-bang', async () => {
    const a = await t.login('member');
    const none = await a.get<PcBangSubscription>('/api/pc-bang/subscription');
    assert.deepEqual([none.env.body!.type, none.env.body!.subscribe], ['NONE', false]);
    const pc = { 'x-forwarded-for': '203.0.113.20' };
    const flat = await a.get<PcBangSubscription>('/api/pc-bang/subscription', { headers: pc });
    assert.deepEqual([flat.env.body!.type, flat.env.body!.name, flat.env.body!.receivableCapsuleFreeTicket], ['FLAT', '한판 PC방 부산점', 2]);
    const round = currentChampionshipRound();
    const notPc = await a.post('/api/pc-bang/championship/apply', { round });
    assert.equal(notPc.statusCode, 422);
    assert.equal(ruleCode(notPc), 'ERROR_NOT_PC_BANG');
    const ok = await a.post<ChampionshipCount>('/api/pc-bang/championship/apply', { round }, { headers: pc });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.deepEqual([ok.env.body!.count, ok.env.body!.applied], [1, true]);
    const twice = await a.post('/api/pc-bang/championship/apply', { round }, { headers: pc });
    assert.equal(twice.statusCode, 422);
    assert.equal(ruleCode(twice), 'ERROR_ALREADY_APPLIED');
    const prev = round % 100 === 1 ? round - 89 : round - 1;
    assert.equal(ruleCode(await a.post('/api/pc-bang/championship/apply', { round: prev }, { headers: pc })), 'ERROR_ROUND_CLOSED');
    const next = round % 100 === 12 ? round + 89 : round + 1;
    assert.equal(ruleCode(await a.post('/api/pc-bang/championship/apply', { round: next }, { headers: pc })), 'ERROR_RECRUIT_NOT_STARTED');
    for (const bad of ['x', 0, 202613, 2147483648, 1e999]) assert.equal((await a.post('/api/pc-bang/championship/apply', { round: bad }, { headers: pc })).statusCode, 400, String(bad));
    assert.equal((await a.get('/api/pc-bang/championship/count?round=202600')).statusCode, 400);
    const c = await (await t.login('vplus')).get<ChampionshipCount>('/api/pc-bang/championship/count');
    const w = roundWindow(round);
    assert.deepEqual(c.env.body, { round, count: 1, applied: false, startTime: w.start.toISOString(), endTime: w.end.toISOString() });
    assert.equal((await (await t.guest()).get('/api/pc-bang/subscription')).statusCode, 401);
  });

  it('without TRUST_PROXY a sender’s x-forwarded-for names no PC-bang: no subscription, no championship', async () => {
    const direct = await createTestApp();
    try {
      const a = await direct.login('member');
      const pc = { 'x-forwarded-for': '203.0.113.20' }; // the PC-bang the proxied app above admits
      assert.equal((await a.get<PcBangSubscription>('/api/pc-bang/subscription', { headers: pc })).env.body!.type, 'NONE');
      assert.equal(ruleCode(await a.post('/api/pc-bang/championship/apply', { round: currentChampionshipRound() }, { headers: pc })), 'ERROR_NOT_PC_BANG');
    } finally {
      await direct.close();
    }
  });

  it('the not-a-PC-bang refusal names no client address (Korean message, code only)', async () => {
    const a = await t.login('friend-b');
    const away = '198.51.100.77';
    const r = await a.post('/api/pc-bang/championship/apply', { round: currentChampionshipRound() }, { headers: { 'x-forwarded-for': away } });
    assert.equal(r.statusCode, 422);
    assert.equal(r.env.header.resultMessage, '한판 가맹 PC방에서만 PC방 챔피언십을 신청할 수 있습니다.');
    assert.deepEqual(r.env.body, { code: 'ERROR_NOT_PC_BANG' });
    assert.ok(!r.body.includes(away), r.body);
    assert.doesNotMatch(r.body, /"ip"|\b\d{1,3}(\.\d{1,3}){3}\b|::1|127\.0\.0\.1/);
    // without a proxy header: the socket address does not show either
    const direct = await a.post('/api/pc-bang/championship/apply', { round: currentChampionshipRound() });
    assert.equal(direct.statusCode, 422);
    assert.deepEqual(direct.env.body, { code: 'ERROR_NOT_PC_BANG' });
    assert.doesNotMatch(direct.body, /"ip"|\b\d{1,3}(\.\d{1,3}){3}\b|::1|127\.0\.0\.1/);
  });

  it('demo switch: outside production the pcbang demo member is at its seeded PC-bang address; off (production) it is where it is', async () => {
    assert.equal(t.config.demoClientAddress, true);
    const p = await t.login('pcbang');
    const sub = await p.get<PcBangSubscription>('/api/pc-bang/subscription');
    assert.deepEqual([sub.env.body!.subscribe, sub.env.body!.type, sub.env.body!.ip, sub.env.body!.name], [true, 'METER', '203.0.113.10', '한판 PC방 강남점']);
    // other members are where they are
    assert.equal((await (await t.login('vip')).get<PcBangSubscription>('/api/pc-bang/subscription')).env.body!.type, 'NONE');
    const applied = await p.post<ChampionshipCount>('/api/pc-bang/championship/apply', { round: currentChampionshipRound() });
    assert.equal(applied.statusCode, 200, applied.body);
    assert.equal(applied.env.body!.applied, true);

    // as production (or DEMO_CLIENT_ADDRESS=off) configures it: config.test.ts checks the switch
    const off = await createTestApp({ config: { trustProxy: true, demoClientAddress: false } });
    try {
      const q = await off.login('pcbang');
      assert.equal((await q.get<PcBangSubscription>('/api/pc-bang/subscription')).env.body!.type, 'NONE');
      assert.equal(ruleCode(await q.post('/api/pc-bang/championship/apply', { round: currentChampionshipRound() })), 'ERROR_NOT_PC_BANG');
    } finally {
      await off.close();
    }
  });
});
