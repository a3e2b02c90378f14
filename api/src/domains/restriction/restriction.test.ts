import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page, Restriction, RestrictionChangeResult, RestrictionHistory } from '@hanpan/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('restriction and purchase limits', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('GET restriction: restricted member in poker7 until tomorrow; limits default to the legal maximum', async () => {
    const r = await (await t.login('restricted')).get<Restriction>('/api/restriction?gameId=poker7');
    assert.equal(r.env.body!.isRestricted, true);
    assert.ok(new Date(r.env.body!.expiredDate!).getTime() > Date.now());
    assert.equal(r.env.body!.limit.monthLimit, '1000000');
    assert.equal(r.env.body!.limit.legalMonthLimit, '1000000');
    assert.equal(r.env.body!.limit.gameStakeLimit, '100000');
    const b = await (await t.login('restricted')).get<Restriction>('/api/restriction?gameId=baduki');
    assert.equal(b.env.body!.isRestricted, false);
    assert.equal((await (await t.guest()).get('/api/restriction')).statusCode, 401);
  });

  it('downgrade takes effect at once; raising back once per month; histories', async () => {
    const a = await t.login('member');
    const down = await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '500000', dayLimit: '100000' });
    assert.equal(down.statusCode, 200);
    assert.equal(down.env.body!.resultType, 'success');
    assert.equal(down.env.body!.limit.monthLimit, '500000');
    assert.equal(down.env.body!.limit.limitAmount, '100000');
    const higherDown = await a.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '600000' });
    assert.equal(higherDown.env.body!.resultType, 'error');
    const dayOverMonth = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '500000', dayLimit: '700000' });
    assert.equal(dayOverMonth.env.body!.resultType, 'day-limit');
    const overLegal = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '2000000' });
    assert.equal(overLegal.env.body!.resultType, 'error');
    assert.match(overLegal.env.body!.message, /법정/);
    const up = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '1000000', dayLimit: null });
    assert.equal(up.env.body!.resultType, 'success');
    assert.equal(up.env.body!.limit.limitAmount, '1000000');
    assert.equal(up.env.body!.limit.canRaise, false);
    await a.put('/api/restriction/downgrade', { monthLimit: '300000' });
    const again = await a.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '1000000' });
    assert.equal(again.env.body!.resultType, 'month-limit');
    const state = await a.get<Restriction>('/api/restriction');
    assert.equal(state.env.body!.limit.monthLimit, '300000');
    const h = await a.get<Page<RestrictionHistory>>('/api/restriction/histories?size=3');
    assert.equal(h.env.body!.totalElements, 7);
    assert.equal(h.env.body!.content[0]!.resultType, 'month-limit');
    assert.equal(h.env.body!.content.length, 3);
  });

  it('punish-limit while restricted; bad input 400; idempotent repeat', async () => {
    const r = await t.login('restricted');
    await r.put('/api/restriction/downgrade', { monthLimit: '200000' });
    const up = await r.put<RestrictionChangeResult>('/api/restriction/upgrade', { monthLimit: '900000' });
    assert.equal(up.env.body!.resultType, 'punish-limit');
    const bad = await r.put('/api/restriction/downgrade', { monthLimit: '12.5' });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.env.header.resultMessage, /monthLimit/);
    assert.equal((await r.put('/api/restriction/downgrade', {})).statusCode, 400);
    const v = await t.login('vplus');
    const headers = { 'idempotency-key': 'restrict-key-0001' };
    const first = await v.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '400000' }, { headers });
    const second = await v.put<RestrictionChangeResult>('/api/restriction/downgrade', { monthLimit: '100000' }, { headers });
    assert.deepEqual(second.env.body, first.env.body);
    const h = await v.get<Page<RestrictionHistory>>('/api/restriction/histories');
    assert.equal(h.env.body!.totalElements, 1);
    assert.equal((await (await t.guest()).put('/api/restriction/upgrade', { monthLimit: '1' })).statusCode, 401);
  });
});
