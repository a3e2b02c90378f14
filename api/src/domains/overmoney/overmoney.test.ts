import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OverMoneyHistoryItem, OverMoneyState, OverMoneyWithdrawResult, Page, RuleErrorBody } from '@hanpan/contracts';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { ledger, luckyFlipDraws, overMoneyAccounts, overMoneyLedger, wallets } from '../../db/schema/index.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { creditWithOverflow, ledgerSum, withdrawOverMoney } from './service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const moneyOf = async (memberId: number) => (await t.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.money;
const storeOf = async (memberId: number) => (await t.db.select().from(overMoneyAccounts).where(eq(overMoneyAccounts.memberId, memberId)))[0]?.balance ?? 0n;

test('state: stored money, room under the holding limit, what can be withdrawn now', async () => {
  const a = await t.login('plusover'); // W-Plus, 9,990억 of 1조, 120억 stored
  const r = await a.get<OverMoneyState>('/api/over-money');
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(
    { stored: r.env.body!.storedMoney, money: r.env.body!.money, limit: r.env.body!.holdingLimit, room: r.env.body!.room, can: r.env.body!.withdrawableMoney },
    { stored: '12000000000', money: '999000000000', limit: '1000000000000', room: '1000000000', can: '1000000000' },
  );
  assert.ok(r.env.body!.lastStoredAt);
  const h = await a.get<Page<OverMoneyHistoryItem>>('/api/over-money/histories?page=0&size=2');
  assert.equal(h.env.body!.totalElements, 3);
  assert.equal(h.env.body!.totalPages, 2);
  assert.equal(h.env.body!.content[0]!.kind, 'STORE');
  assert.equal(h.env.body!.content[0]!.balanceAfter, '12000000000');
  const w = await a.get<Page<OverMoneyHistoryItem>>('/api/over-money/histories?kind=WITHDRAW');
  assert.equal(w.env.body!.totalElements, 1);
  assert.equal(w.env.body!.content[0]!.amount, '-2000000000');
  // a member with nothing stored sees zeros and an empty history
  const m = await t.login('member');
  assert.equal((await m.get<OverMoneyState>('/api/over-money')).env.body!.storedMoney, '0');
  assert.equal((await m.get<Page<unknown>>('/api/over-money/histories')).env.body!.totalElements, 0);
});

test('withdraw: all there is room for, through the ledger; idempotent; then ERROR_OVERMONEY; nothing else moves', async () => {
  const a = await t.login('plusover');
  const id = a.member!.id;
  const key = { headers: { 'idempotency-key': 'over-money-0001' } };
  const r = await a.post<OverMoneyWithdrawResult>('/api/over-money/withdraw', {}, key);
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(r.env.body, { withdrawnMoney: '1000000000', storedMoney: '11000000000', money: '1000000000000' });
  assert.match(r.env.header.resultMessage, /초과 머니 10억/);
  const again = await a.post<OverMoneyWithdrawResult>('/api/over-money/withdraw', {}, key);
  assert.deepEqual(again.env.body, r.env.body);
  assert.equal(await moneyOf(id), 1_000_000_000_000n);
  assert.equal(await storeOf(id), 11_000_000_000n);
  assert.equal(await ledgerSum(t.db, id), 11_000_000_000n);
  const rows = await t.db.select().from(ledger).where(and(eq(ledger.memberId, id), eq(ledger.reason, 'OVER_MONEY_WITHDRAW')));
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.amount, 1_000_000_000n);
  const full = await a.post('/api/over-money/withdraw', {});
  assert.equal(full.statusCode, 422);
  assert.equal(ruleCode(full), 'ERROR_OVERMONEY');
  assert.equal((full.env.body as RuleErrorBody).title, '초과 머니 찾기 실패');
  assert.equal(await storeOf(id), 11_000_000_000n);
});

test('withdraw an amount: more than stored or than fits is refused; bad input 400; guests 401; CSRF', async () => {
  const a = await t.login('rich'); // 9,970억 of 1조 (room 30억), 30억 stored
  const id = a.member!.id;
  assert.equal(ruleCode(await a.post('/api/over-money/withdraw', { amount: '3000000001' })), 'ERROR_OVER_STORED_MONEY');
  const part = await a.post<OverMoneyWithdrawResult>('/api/over-money/withdraw', { amount: '1000000000' });
  assert.equal(part.statusCode, 200, part.body);
  assert.equal(part.env.body!.storedMoney, '2000000000');
  assert.equal(await moneyOf(id), 998_000_000_000n);
  for (const bad of [{ amount: '0' }, { amount: '-5' }, { amount: '1.5' }, { amount: 'abc' }, { amount: '1'.repeat(19) }, { amount: 'a\u0000' }]) {
    const r = await a.post('/api/over-money/withdraw', bad);
    assert.equal(r.statusCode, 400, JSON.stringify(bad));
    assert.match(r.env.header.resultMessage, /[가-힣]/);
  }
  assert.equal((await a.get('/api/over-money/histories?size=1000')).statusCode, 400);
  assert.equal((await a.get('/api/over-money/histories?kind=OTHER')).statusCode, 400);
  assert.equal((await a.post('/api/over-money/withdraw', {}, { noCsrf: true })).statusCode, 403);
  const g = await t.guest();
  for (const url of ['/api/over-money', '/api/over-money/histories']) assert.equal((await g.get(url)).statusCode, 401);
  assert.equal((await g.post('/api/over-money/withdraw', {})).statusCode, 401);
  // nothing stored
  assert.equal(ruleCode(await (await t.login('member')).post('/api/over-money/withdraw', {})), 'ERROR_NO_OVER_MONEY');
});

test('concurrent withdrawals never move more than the room or the store holds', async () => {
  const a = await t.login('plusover');
  const id = a.member!.id;
  // make room for 5억 with 110억 stored
  await t.db.update(wallets).set({ money: 999_500_000_000n }).where(eq(wallets.memberId, id));
  const results = await Promise.all(Array.from({ length: 6 }, () => a.post<OverMoneyWithdrawResult>('/api/over-money/withdraw', { amount: '200000000' })));
  assert.equal(results.filter((r) => r.statusCode === 200).length, 2);
  assert.ok(results.filter((r) => r.statusCode !== 200).every((r) => ruleCode(r) === 'ERROR_OVERMONEY'));
  assert.equal(await moneyOf(id), 999_900_000_000n);
  assert.equal(await storeOf(id), 10_600_000_000n);
  assert.equal(await ledgerSum(t.db, id), 10_600_000_000n);
});

test('credits above the limit are stored, not lost: lucky flip at the limit keeps the prize in the store', async () => {
  const z = await t.login('zplus'); // limit 6조 with PO0025 + PO0026
  const id = z.member!.id;
  await t.db.update(wallets).set({ money: 6_000_000_000_000n }).where(eq(wallets.memberId, id));
  const r = await z.post<{ drawId: number; money: string; balance: string; storedOverMoney: string }>('/api/membership/lucky-flip', {});
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.balance, '6000000000000');
  assert.equal(r.env.body!.storedOverMoney, r.env.body!.money);
  const [draw] = await t.db.select().from(luckyFlipDraws).where(eq(luckyFlipDraws.id, r.env.body!.drawId));
  assert.equal(draw!.money.toString(), r.env.body!.money);
  const s = await z.get<OverMoneyState>('/api/over-money');
  assert.equal(s.env.body!.storedMoney, r.env.body!.money);
  assert.equal(s.env.body!.withdrawableMoney, '0');
  const h = await z.get<Page<OverMoneyHistoryItem>>('/api/over-money/histories');
  assert.match(h.env.body!.content[0]!.description, /럭키 플립/);
});

test('creditWithOverflow splits one credit between game money and the store in one transaction', async () => {
  const a = await t.login('vip'); // X-Plus + limit II: 5조
  const id = a.member!.id;
  await t.db.update(wallets).set({ money: 4_999_000_000_000n }).where(eq(wallets.memberId, id));
  const res = await t.db.transaction((tx) => creditWithOverflow(tx, { memberId: id, amount: 3_000_000_000n, limit: 5_000_000_000_000n, reason: 'GAME_RESULT', description: '7포커 게임 결과' }));
  assert.deepEqual(res, { paid: 1_000_000_000n, stored: 2_000_000_000n, balanceAfter: 5_000_000_000_000n });
  assert.equal(await storeOf(id), 2_000_000_000n);
  // a failure after the split rolls both back
  await assert.rejects(
    t.db.transaction(async (tx) => {
      await creditWithOverflow(tx, { memberId: id, amount: 1_000_000_000n, limit: 5_000_000_000_000n, reason: 'GAME_RESULT', description: 'x' });
      throw new Error('boom');
    }),
    /boom/,
  );
  assert.equal(await storeOf(id), 2_000_000_000n);
  assert.equal(await ledgerSum(t.db, id), 2_000_000_000n);
});

test('a withdraw that waited in its transaction carries the moment it was written: newest first, the balances stay in order (QA, PostgreSQL: parallel 찾기 listed 80억 above 75억)', async () => {
  await cloneMember(t.db, 'plusover', 'over-money-inserted-at');
  const a = await t.login('over-money-inserted-at');
  const id = a.member!.id;
  await t.db.update(wallets).set({ money: 998_000_000_000n }).where(eq(wallets.memberId, id));
  const started = Date.now();
  // as a request queued behind another on the wallet's lock: its transaction began well before it writes
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_sleep(0.3)`);
    await withdrawOverMoney(tx, id, 500_000_000n, undefined);
  });
  const [stored] = await t.db.select().from(overMoneyLedger).where(eq(overMoneyLedger.memberId, id)).orderBy(desc(overMoneyLedger.id)).limit(1);
  const [money] = await t.db.select().from(ledger).where(and(eq(ledger.memberId, id), eq(ledger.reason, 'OVER_MONEY_WITHDRAW'))).orderBy(desc(ledger.id)).limit(1);
  assert.ok(stored!.createdAt.getTime() - started >= 250, `written at ${stored!.createdAt.toISOString()}, began ${new Date(started).toISOString()}`);
  assert.ok(money!.createdAt.getTime() - started >= 250);
  const r = await a.post('/api/over-money/withdraw', { amount: '500000000' });
  assert.equal(r.statusCode, 200, r.body);
  const h = await a.get<Page<OverMoneyHistoryItem>>('/api/over-money/histories?kind=WITHDRAW');
  const [newer, older] = h.env.body!.content.map((x) => BigInt(x.balanceAfter));
  assert.equal(older! - newer!, 500_000_000n);
});
