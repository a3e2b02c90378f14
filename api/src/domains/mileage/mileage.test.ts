import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { MileageCurrent, MileageExchangeResult, MileageHistoryItem, MileageMonthly, Page, RuleErrorBody } from '@hanpan/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { ledger, mileageGrants, wallets } from '../../db/schema/index.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const code = (r: { env: { body: unknown } }) => (r.env.body as RuleErrorBody).code;
const kstToday = () => new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);

test('current and soon-to-expire mileage', async () => {
  const a = await t.login('vplus');
  const r = await a.get<MileageCurrent>('/api/mileage/current');
  assert.equal(r.statusCode, 200);
  assert.equal(r.env.body!.currentMileage, '18500');
  assert.equal(r.env.body!.soonToExpireMileage, '3700');
  assert.equal((await (await t.guest()).get('/api/mileage/current')).statusCode, 401);
});

test('exchange: positive multiple of the unit, current view, money paid, FIFO, idempotent', async () => {
  const a = await t.login('vplus');
  const [w0] = await t.db.select().from(wallets).where(eq(wallets.memberId, a.member!.id));
  const ex = (mileage: string, currentHoldMileage: string, headers: Record<string, string> = {}) =>
    a.post<MileageExchangeResult>('/api/mileage/exchange', { mileage, currentHoldMileage }, { headers });
  assert.equal(code(await ex('1500', '18500')), 'ERROR_INVALID_UNIT');
  assert.equal(code(await ex('0', '18500')), 'ERROR_INVALID_UNIT');
  assert.equal(code(await ex('-1000', '18500')), 'ERROR_INVALID_UNIT');
  assert.equal(code(await ex('20000', '18500')), 'ERROR_INSUFFICIENT');
  const stale = await ex('1000', '18000');
  assert.equal(stale.statusCode, 409);
  assert.equal((await a.post('/api/mileage/exchange', { mileage: 'abc', currentHoldMileage: '18500' })).statusCode, 400);
  const r = await ex('4000', '18500', { 'idempotency-key': 'mileage-vplus-1' });
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.currentMileage, '14500');
  assert.equal(r.env.body!.paidMoney, '400000000000');
  assert.equal(BigInt(r.env.body!.money), w0!.money + 400_000_000_000n);
  const again = await ex('4000', '18500', { 'idempotency-key': 'mileage-vplus-1' });
  assert.deepEqual(again.env.body, r.env.body);
  // the soon-expiring grant (3,700) was used first
  const cur = await a.get<MileageCurrent>('/api/mileage/current');
  assert.equal(cur.env.body!.soonToExpireMileage, '0');
  assert.equal(cur.env.body!.currentMileage, '14500');
  // the old view is stale now
  assert.equal((await ex('1000', '18500')).statusCode, 409);
  const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, a.member!.id));
  assert.equal(rows.filter((l) => l.reason === 'MILEAGE_EXCHANGE').length, 2);
});

test('expired grants are written off before reading', async () => {
  const a = await t.login('member'); // 3,200 = 640 soon + 2,560
  const [g] = await t.db.select().from(mileageGrants).where(eq(mileageGrants.memberId, a.member!.id)).orderBy(mileageGrants.expiresAt).limit(1);
  await t.db.update(mileageGrants).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(mileageGrants.id, g!.id));
  const r = await a.get<MileageCurrent>('/api/mileage/current');
  assert.equal(r.env.body!.currentMileage, (3200n - g!.remaining).toString());
  const h = await a.get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${kstToday()}&endDate=${kstToday()}`);
  assert.equal(h.env.body!.content[0]!.type, 'EXPIRE');
  assert.equal(h.env.body!.content[0]!.mileage, g!.remaining.toString());
});

test('daily and monthly histories, benefit, bad input', async () => {
  const a = await t.login('zplus');
  const from = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
  const d = await a.get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${from}&endDate=${kstToday()}&page=0`);
  assert.equal(d.env.body!.totalElements, 2);
  assert.ok(d.env.body!.content.every((i) => i.type === 'EARN'));
  assert.equal((await a.get(`/api/mileage/histories/daily?startDate=${kstToday()}&endDate=${from}`)).statusCode, 400);
  assert.equal((await a.get('/api/mileage/histories/daily?startDate=2026-13-45&endDate=2026-01-01')).statusCode, 400);
  assert.equal((await a.get('/api/mileage/histories/daily')).statusCode, 400);
  const year = Number(kstToday().slice(0, 4));
  const m = await a.get<MileageMonthly>(`/api/mileage/histories/monthly?year=${year}`);
  assert.equal(m.env.body!.months.length, 12);
  assert.equal((await a.get('/api/mileage/histories/monthly?year=abc')).statusCode, 400);
  const b = await a.get<{ vipAdditionalRatePerMille: number; validityDays: number }>('/api/mileage/benefit');
  assert.equal(b.env.body!.vipAdditionalRatePerMille, 5); // zplus is a VIP (미니멈) this month
  assert.equal(b.env.body!.validityDays, 365);
  // another member's history is not visible: member's own list only
  const other = await (await t.login('beginner')).get<Page<MileageHistoryItem>>(`/api/mileage/histories/daily?startDate=${from}&endDate=${kstToday()}`);
  assert.ok(other.env.body!.content.every((i) => i.mileage !== '73600'));
});
