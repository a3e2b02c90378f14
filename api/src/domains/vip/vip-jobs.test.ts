// The hourly VIP jobs (jobs/index.ts) open a transaction only for the members SQL pre-selects
// (firstAchievementCandidates, savedCoinCandidates); the domain functions stay the authority.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, reloadMember, type TestApp } from '../../test/harness.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import type { Db } from '../../db/client.js';
import { members, payments, vipMembers, vipSavedCoins, wallets, type MemberRow } from '../../db/schema/index.js';
import { runVipFirstAchievement, runVipSavedCoins } from '../../jobs/index.js';
import { addMonths, monthRange, vipMonthOf } from './grades.js';
import { firstAchievement, firstAchievementCandidates, isOpenedVip, savedCoinCandidates, SETTLEMENT_KINDS, vipUserOf } from './service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const now = new Date();
const month = vipMonthOf(now);
/** A day into Korean month `month + delta`. */
const inMonth = (delta: number) => new Date(monthRange(addMonths(month, delta)).start.getTime() + 86_400_000);

let orderNo = -61_000;
async function pay(memberId: number, at: Date, amount: bigint) {
  await t.db.insert(payments).values({ orderId: orderNo--, memberId, kind: 'shop', amount, createdAt: at });
}

/** A copy of the demo 'member' with no payments, no VIP row and no saved coin (its wallet kept). */
async function freshMember(loginId: string, publisher = 'hanpan'): Promise<MemberRow> {
  await cloneMember(t.db, 'member', loginId);
  const [m] = await t.db.select().from(members).where(eq(members.loginId, loginId));
  await t.db.delete(payments).where(eq(payments.memberId, m!.id));
  await t.db.delete(vipMembers).where(eq(vipMembers.memberId, m!.id));
  await t.db.delete(vipSavedCoins).where(eq(vipSavedCoins.memberId, m!.id));
  if (publisher !== 'hanpan') await t.db.update(members).set({ publisher }).where(eq(members.id, m!.id));
  return reloadMember(t.db, loginId, publisher);
}

/** The db with its transactions counted (the jobs open one per member they look at). */
function countingTransactions(db: Db): { db: Db; count: () => number } {
  let n = 0;
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return (...args: Parameters<Db['transaction']>) => {
          n++;
          return target.transaction(...args);
        };
      }
      const v: unknown = Reflect.get(target, prop, target);
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  });
  return { db: proxy, count: () => n };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const hancoinOf = async (memberId: number) => (await t.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.hancoin;

let below: MemberRow, edge: MemberRow, boundary: MemberRow, spread: MemberRow, thisMonth: MemberRow, partner: MemberRow, claimedOnly: MemberRow;

test('set up: members around the 미니멈 threshold (700,000원 in a counting period)', async () => {
  below = await freshMember('vipjob-below');
  await pay(below.id, inMonth(-1), 699_999n);
  edge = await freshMember('vipjob-edge');
  await pay(edge.id, inMonth(-1), 700_000n);
  // half at the very first instant of Korean month -3 (still month -4 in UTC), half in month -1
  boundary = await freshMember('vipjob-boundary');
  await pay(boundary.id, monthRange(addMonths(month, -3)).start, 350_000n);
  await pay(boundary.id, inMonth(-1), 350_000n);
  // 900,000원 in all, never 700,000원 within three months in a row
  spread = await freshMember('vipjob-spread');
  for (const d of [-7, -3, -1]) await pay(spread.id, inMonth(d), 300_000n);
  // this month's payments count from next month on
  thisMonth = await freshMember('vipjob-this-month');
  await pay(thisMonth.id, now, 700_000n);
  partner = await freshMember('vipjob-partner', 'partner');
  await pay(partner.id, inMonth(-1), 800_000n);
  // VIP this month, only the hancoin claim's row written (not the settlement's)
  claimedOnly = await freshMember('vipjob-claimed');
  await pay(claimedOnly.id, inMonth(-2), 900_000n);
  await t.db.insert(vipSavedCoins).values({ memberId: claimedOnly.id, vipMonth: month, kind: 'BENEFIT_HANCOIN', coin: 1_000n, createdAt: now });
});

test('first VIP month: only members who reached a counting period are candidates; the job records what firstAchievement says', async () => {
  const all = await t.db.select().from(members).orderBy(members.id);
  // what the full scan found: every member without a first VIP month that firstAchievement finds
  const expected = new Map<number, { firstVipMonth: string | null; firstGrade: string | null }>();
  for (const m of all) {
    const [row] = await t.db.select().from(vipMembers).where(eq(vipMembers.memberId, m.id));
    if (row?.firstVipMonth) continue;
    const f = await firstAchievement(t.db, m, now);
    if (f.achieved) expected.set(m.id, { firstVipMonth: f.firstVipMonth, firstGrade: f.firstGrade });
  }
  const candidates = ids(await firstAchievementCandidates(t.db, now));
  for (const id of expected.keys()) assert.ok(candidates.includes(id), `member ${id} qualifies but is no candidate`);
  for (const m of [below, spread, thisMonth]) assert.ok(!candidates.includes(m.id), `${m.loginId} is a candidate`);
  // the partner channel has no VIP programme, but firstAchievement does not ask (kept as it was)
  for (const m of [edge, boundary, partner, claimedOnly]) assert.ok(candidates.includes(m.id), `${m.loginId} is no candidate`);
  assert.deepEqual(expected.get(edge.id), { firstVipMonth: month, firstGrade: 'MINIMUM' });
  assert.deepEqual(expected.get(boundary.id), { firstVipMonth: month, firstGrade: 'MINIMUM' });
  assert.deepEqual(expected.get(claimedOnly.id), { firstVipMonth: addMonths(month, -1), firstGrade: 'MINIMUM' });

  const counted = countingTransactions(t.db);
  assert.equal(await runVipFirstAchievement({ db: counted.db, config: t.config, now }), expected.size);
  assert.equal(counted.count(), candidates.length);
  for (const [id, f] of expected) {
    const [row] = await t.db.select().from(vipMembers).where(eq(vipMembers.memberId, id));
    assert.deepEqual({ firstVipMonth: row?.firstVipMonth ?? null, firstGrade: row?.firstGrade ?? null }, f, `member ${id}`);
  }
  for (const m of [below, spread, thisMonth]) assert.equal((await t.db.select().from(vipMembers).where(eq(vipMembers.memberId, m.id))).length, 0);

  // a second run finds nobody: no transaction at all
  assert.deepEqual(await firstAchievementCandidates(t.db, now), []);
  const again = countingTransactions(t.db);
  assert.equal(await runVipFirstAchievement({ db: again.db, config: t.config, now }), 0);
  assert.equal(again.count(), 0);
});

test('saved coins: only own-portal VIPs of this month not settled yet are candidates; the job pays what settleSavedCoins pays', async () => {
  const all = await t.db.select().from(members).orderBy(members.id);
  // what the full scan paid: every own-portal member, VIP this month, with no settlement row of it
  const expected: number[] = [];
  for (const m of all) {
    const rows = await t.db.select().from(vipSavedCoins).where(and(eq(vipSavedCoins.memberId, m.id), eq(vipSavedCoins.vipMonth, month), inArray(vipSavedCoins.kind, [...SETTLEMENT_KINDS])));
    if (isOpenedVip(m) && rows.length === 0 && (await vipUserOf(t.db, m, month)).vip) expected.push(m.id);
  }
  const candidates = ids(await savedCoinCandidates(t.db, month));
  for (const id of expected) assert.ok(candidates.includes(id), `member ${id} qualifies but is no candidate`);
  for (const m of [below, spread, thisMonth, partner]) assert.ok(!candidates.includes(m.id), `${m.loginId} is a candidate`);
  assert.ok(expected.includes(edge.id) && expected.includes(boundary.id));
  // the hancoin claim's row is no settlement: a VIP who took it before the job came is paid too
  assert.ok(expected.includes(claimedOnly.id));
  // seeded VIPs settled already are no candidates
  const settled = await reloadMember(t.db, 'vip-business');
  assert.ok(!candidates.includes(settled.id));

  const before = new Map(await Promise.all(all.map(async (m) => [m.id, await hancoinOf(m.id)] as const)));
  const counted = countingTransactions(t.db);
  assert.equal(await runVipSavedCoins({ db: counted.db, config: t.config, now }), expected.length);
  assert.equal(counted.count(), candidates.length);
  for (const id of expected) {
    const rows = await t.db.select().from(vipSavedCoins).where(and(eq(vipSavedCoins.memberId, id), eq(vipSavedCoins.vipMonth, month), inArray(vipSavedCoins.kind, [...SETTLEMENT_KINDS])));
    const paid = rows.reduce((s, r) => s + r.coin, 0n);
    assert.ok(paid > 0n, `member ${id}`);
    assert.equal((await hancoinOf(id)) - before.get(id)!, paid, `member ${id}`);
  }
  // exactly 700,000원 counted: 미니멈, 1% + 0.5%
  for (const m of [edge, boundary]) {
    const rows = await t.db.select().from(vipSavedCoins).where(and(eq(vipSavedCoins.memberId, m.id), eq(vipSavedCoins.vipMonth, month)));
    assert.equal(rows.find((r) => r.kind === 'PAYMENT')?.coin, 7_000n, m.loginId);
    assert.equal(rows.find((r) => r.kind === 'PAYMENT_BONUS')?.coin, 3_500n, m.loginId);
  }
  for (const m of [below, spread, thisMonth, partner]) assert.equal(await hancoinOf(m.id), before.get(m.id), m.loginId);

  // a second run finds nobody: no transaction at all
  assert.deepEqual(await savedCoinCandidates(t.db, month), []);
  const again = countingTransactions(t.db);
  assert.equal(await runVipSavedCoins({ db: again.db, config: t.config, now }), 0);
  assert.equal(again.count(), 0);
});
