import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { OngoingEventStatus } from '@hanpan/contracts';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());


test('goldbox: target members only; opening the layer is remembered', async () => {
  const v = await t.login('vip');
  assert.deepEqual((await v.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: false });
  assert.equal((await v.put('/api/events/goldbox/layer', {})).statusCode, 200);
  assert.deepEqual((await v.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: true });
  const m = await t.login('member');
  assert.deepEqual((await m.get('/api/events/goldbox')).env.body, { isTarget: false, isOpenedLayer: false });
  assert.equal(ruleCode(await m.put('/api/events/goldbox/layer', {})), 'ERROR_NOT_TARGET');
  assert.equal((await (await t.guest()).get('/api/events/goldbox')).statusCode, 401);
});

test('goldbox: a member who opened the goldbox in its popup is not invited by the layer again', async () => {
  const z = await t.login('zplus');
  assert.deepEqual((await z.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: false });
  assert.equal((await z.post('/api/events/goldbox/processors', { processorName: 'participate' })).statusCode, 200);
  assert.deepEqual((await z.get('/api/events/goldbox')).env.body, { isTarget: true, isOpenedLayer: true });
});

test('MILEAGE / MONEY_TRANSFER status, set per type, participation', async () => {
  const a = await t.login('vplus');
  const s = await a.get<OngoingEventStatus>('/api/events/status');
  assert.equal(s.env.body!.mileage.status, 'ONGOING');
  assert.equal(s.env.body!.money_transfer.status, 'ONGOING');
  // the new icon shows until the seed-relative cut-off, or until the transfer popup marks it seen
  assert.equal(s.env.body!.money_transfer.isActiveNewIcon, true);
  assert.equal((await a.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] })).statusCode, 200);
  assert.equal((await a.get<OngoingEventStatus>('/api/events/status')).env.body!.money_transfer.isActiveNewIcon, false);
  const seen = await a.put<OngoingEventStatus>('/api/events/status/MILEAGE', { status: 'SEEN' });
  assert.equal(seen.env.body!.mileage.status, 'SEEN');
  assert.equal(seen.env.body!.money_transfer.status, 'ONGOING');
  assert.equal((await a.put('/api/events/status/OTHER', { status: 'SEEN' })).statusCode, 400);
  const p = await a.post<{ result: { participated: boolean } }>('/api/events/money_transfer/processors', { processorName: 'participate' });
  assert.equal(p.statusCode, 200, p.body);
  assert.equal(ruleCode(await a.post('/api/events/money_transfer/processors', { processorName: 'participate' })), 'ERROR_ALREADY_PARTICIPATED');
  assert.equal((await a.get<OngoingEventStatus>('/api/events/status')).env.body!.money_transfer.status, 'PARTICIPATED');
  // the other member is unaffected
  assert.equal((await (await t.login('member')).get<OngoingEventStatus>('/api/events/status')).env.body!.money_transfer.status, 'ONGOING');
  assert.equal(ruleCode(await a.post('/api/events/weekly-gold/processors', { processorName: 'participate' })), 'ERROR_EVENT_NOT_ONGOING');
});

test('processors, prev-month weekly gold, targeting product, ongoing event by id', async () => {
  const z = await t.login('zplus');
  const st = await z.get<{ result: Record<string, unknown> }>('/api/events/goldbox/processors?processorName=status');
  assert.equal(st.env.body!.result.isTarget, true);
  assert.equal(st.env.body!.result.ongoing, true);
  assert.equal((await z.get('/api/events/goldbox/processors?processorName=unknown')).statusCode, 404);
  assert.equal((await z.get('/api/events/goldbox/processors')).statusCode, 400);
  assert.equal((await z.get('/api/events/nothing/processors?processorName=status')).statusCode, 404);
  const wg = await z.get<{ totalGold: string; rounds: unknown[] }>('/api/events/weekly-gold/prev-month-results');
  assert.equal(wg.env.body!.totalGold, '140');
  assert.equal(wg.env.body!.rounds.length, 2);
  assert.equal((await z.get<{ productCode: string }>('/api/events/targeting-product')).env.body!.productCode, 'PO0021');
  assert.equal((await (await t.login('vplus')).get<{ productCode: string }>('/api/events/targeting-product')).env.body!.productCode, 'PM0005');
  assert.equal((await (await t.login('member')).get<{ productCode: string }>('/api/events/targeting-product')).env.body!.productCode, 'PM0004');
  const ev = await z.get<{ ongoing: boolean; name: string }>('/api/events/on-going-event/2');
  assert.equal(ev.env.body!.ongoing, true);
  assert.equal((await z.get<{ ongoing: boolean }>('/api/events/on-going-event/4')).env.body!.ongoing, false);
  assert.equal((await z.get('/api/events/on-going-event/99')).statusCode, 404);
  assert.equal((await z.get('/api/events/on-going-event/x')).statusCode, 400);
});
