// The demo accounts are seeded relative to the day the server starts. Each must show the same state
// on every day of the year: seeded on a month's first minutes, its last day, February 28th and 29th
// or the 31st, a member keeps the membership, options, bankbook, buying room and VIP grade it has
// in the middle of a month. (CI failed on the 1st and on February 28th before: vip's daily limit was
// used up by this month's seeded payment; pluspet's X-Plus ended the moment it was seeded.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, getTableName, inArray, is, sql, TransactionRollbackError } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';
import * as schema from '../schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { activeMain, activeOptions, mainHeldAt, weeklyGoldState } from '../../domains/membership/service.js';
import { bankbookState } from '../../domains/bankbook/service.js';
import { paymentSum, vipBenefits, vipExpectation } from '../../domains/vip/service.js';
import { powerChief } from '../../domains/vip/power-chief.js';
import { addMonths, countingRange, gradeFor, monthRange, PLUS_VIP_BONUS_TIERS, vipMonthOf } from '../../domains/vip/grades.js';
import { addMonthsKst, discountedPrice } from '../../domains/membership/rules.js';
import { findMainProduct } from '../../domains/membership/catalogue.js';
import { weeklyGoldPrevMonth } from '../../domains/events/service.js';
import { getLimitState } from '../../lib/limits.js';
import { koreaTime } from '../../lib/time.js';
import { seedInto } from './index.js';
import { VIP_PAYMENT_PLANS } from './vip.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const DAY = 86_400_000;
const VIP_PLANNED = ['vip', 'zplus', 'vip-premium', 'vip-business'];
const TABLES = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => `"${getTableName(table)}"`)
  .join(', ');

const MAIN_MONTH_KINDS = ['membership-registration', 'membership-change', 'membership-renewal'];

/**
 * The Plus payment history of a main membership as the checks compare it (no dates: they move with
 * the seed day): the completed orders that paid a month of it, oldest first, by kind, product and
 * amount; whether each was paid at the start of its month (the current month's start stepped back
 * month by month, the first on the first-register day) and priced as the renewal job prices that
 * month's group use (5% off from the 13th); options orders by amount.
 */
async function plusHistory(tx: Tx, memberId: number, main: schema.PlusMembershipRow) {
  const rows = await tx
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.memberId, memberId), eq(schema.orders.status, 'COMPLETED'), inArray(schema.orders.kind, [...MAIN_MONTH_KINDS, 'membership'])))
    .orderBy(asc(schema.orders.createdAt), asc(schema.orders.id));
  const months = rows.filter((o) => MAIN_MONTH_KINDS.includes(o.kind));
  const n = months.length;
  return {
    months: months.map((o) => `${o.kind} ${o.params.codes} ${o.amount}`),
    group: main.continuousGroupUsageCount,
    monthly: months.every((o, i) => o.createdAt.getTime() === addMonthsKst(main.startDate, i - (n - 1)).getTime()) && months[0]?.createdAt.getTime() === main.firstRegisterDate.getTime(),
    priced: months.every((o, i) => {
      const product = findMainProduct(String(o.params.codes).split(',')[0]!)!;
      return o.kind === 'membership-registration' || o.amount === discountedPrice(product.price, main.continuousGroupUsageCount - (n - 1 - i));
    }),
    options: rows.filter((o) => o.kind === 'membership').map((o) => `${o.params.codes} ${o.amount}`),
  };
}

/** What a player of each demo account meets, as of `now` (and whether the membership is still there tomorrow). */
async function demoState(tx: Tx, now: Date) {
  const ctx = await seedInto(tx, now);
  const state: Record<string, Record<string, unknown>> = {};
  for (const [loginId, member] of Object.entries(ctx.members).sort(([a], [b]) => a.localeCompare(b))) {
    const main = await activeMain(tx, member.id, now);
    const limit = await getLimitState(tx, t.config, member.id, now);
    const bankbook = main ? await bankbookState(tx, member.id, 'VIEW', now).catch((e: { body?: { code?: string } }) => e.body?.code ?? 'error') : null;
    const vip = await vipBenefits(tx, member, now);
    state[loginId] = {
      main: main?.productCode ?? null,
      // the month's 결제 번호 is a completed payment of the member (null: a renewal being processed)
      mainPaid: main ? (main.paymentNo === null ? 'in progress' : (await tx.select({ id: schema.orders.id }).from(schema.orders).where(and(eq(schema.orders.orderNo, main.paymentNo), eq(schema.orders.memberId, member.id), eq(schema.orders.status, 'COMPLETED')))).length === 1) : null,
      mainTomorrow: (await activeMain(tx, member.id, new Date(now.getTime() + DAY)))?.productCode ?? null,
      options: (await activeOptions(tx, member.id, now)).map((o) => o.productCode).sort(),
      weeklyGoldRound: (await weeklyGoldState(tx, member.id, now)).round !== null,
      dayLimit: limit.dayLimit?.toString() ?? null,
      monthLimit: limit.monthLimit.toString(),
      monthLeft: VIP_PLANNED.includes(loginId) ? limit.remainingMonth.toString() : null,
      canBuy: limit.remaining > 0n,
      bankbook: bankbook && typeof bankbook === 'object' ? { used: bankbook.usedCount, remain: bankbook.remainCount, refusal: bankbook.errorCode } : bankbook,
      plusHistory: main ? await plusHistory(tx, member.id, main) : null,
      // the VIP demo accounts' payments of this month and the five before (seed/vip.ts plans them as
      // sums per month; the others' renewals fall in either month, which moves no state above) and
      // the three-month windows that decide last month's, this month's and next month's grade
      paid: VIP_PLANNED.includes(loginId)
        ? await inTurn([-5, -4, -3, -2, -1, 0], async (delta) => {
            const { start, end } = monthRange(addMonths(vipMonthOf(now), delta));
            return (await paymentSum(tx, member.id, start, end)).toString();
          })
        : null,
      windows: VIP_PLANNED.includes(loginId)
        ? await inTurn([-1, 0, 1], async (delta) => {
            const { start, end } = countingRange(addMonths(vipMonthOf(now), delta));
            const sum = await paymentSum(tx, member.id, start, end);
            return `${sum} ${gradeFor(sum)}`;
          })
        : null,
      // the Plus tier held when the month began, as the month's VIP settlement reads it: W-Plus and
      // above earn its bonus (a long-time member's months before the running one are seeded too)
      plusBonusAtMonthStart: VIP_PLANNED.includes(loginId)
        ? PLUS_VIP_BONUS_TIERS.includes(findMainProduct((await mainHeldAt(tx, member.id, monthRange(vipMonthOf(now)).start))?.productCode ?? '')?.tier ?? '')
        : null,
      vip: vip.currentVipUser.grade,
      vipLast: vip.lastVipUser?.grade ?? 'NONE',
      vipInARow: vip.currentVipUser.retentionMonth,
      vipExpected: (await vipExpectation(tx, member, false, now)).expectedVipGrade,
      // the power chief of the seed's month: last Korean month's games (seed/vip.ts)
      powerChief: VIP_PLANNED.includes(loginId) ? await powerChief(tx, member, now).then((p) => `${p.status} ${p.lastMonthGameCount}`) : null,
      // weekly gold: each run's rounds, whether each run ended by the time the next began, and how
      // many of them the weekly-gold event shows as last month's results
      weeklyGold: await weeklyGoldRuns(tx, member.id, now),
    };
  }
  return state;
}

/**
 * `read` for each item, one after another: a transaction is one connection, and pg deprecates a
 * query sent while the client is still running another (a warning in the PostgreSQL run).
 */
async function inTurn<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await read(item));
  return results;
}

async function weeklyGoldRuns(tx: Tx, memberId: number, now: Date) {
  const runs = await tx
    .select()
    .from(schema.plusMemberships)
    .where(and(eq(schema.plusMemberships.memberId, memberId), eq(schema.plusMemberships.kind, 'WEEKLY_GOLD')))
    .orderBy(asc(schema.plusMemberships.startDate));
  if (runs.length === 0) return null;
  const rounds = await inTurn(runs, async (r) => (await tx.select().from(schema.weeklyGoldRounds).where(eq(schema.weeklyGoldRounds.membershipId, r.id))).length);
  return {
    rounds,
    inTurn: runs.every((r, i) => i === 0 || runs[i - 1]!.endDate.getTime() <= r.startDate.getTime()),
    lastMonthShown: (await weeklyGoldPrevMonth(tx, memberId, now)).rounds.length > 0,
  };
}

/** The demo seeded as of `now` in a transaction that is rolled back (the test's own data stays as it was). */
async function seededAt(now: Date) {
  const seeded: { state?: Awaited<ReturnType<typeof demoState>> } = {};
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate ${TABLES} restart identity cascade`));
      seeded.state = await demoState(tx, now);
      tx.rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof TransactionRollbackError)) throw e;
    });
  assert.ok(seeded.state);
  return seeded.state;
}

test('every demo account meets the same state on any day it is seeded', async () => {
  const reference = await seededAt(koreaTime(2027, 3, 15, 12));
  // the accounts really hold what the checks compare (not a state of nothing everywhere)
  assert.equal(reference.zplus?.main, 'PM0007');
  assert.equal(reference.vip?.canBuy, true);
  assert.equal(reference.plusfail?.dayLimit, '5000');
  // each Plus month shows the payment that bought it
  for (const id of ['vplus', 'zplus', 'vip', 'rich', 'beginner', 'pluschange', 'plusbegin', 'pluspet', 'plusover']) assert.equal(reference[id]?.mainPaid, true, id);
  // the Plus payment history goes back to the first use: one paid month per group use, each at the
  // start of its month and at the renewal job's price (zplus: 5% off from the 13th; vip: four months
  // of W-Plus, then the change to X-Plus), the options from the month they were taken
  const z = findMainProduct('PM0007')!.price;
  assert.deepEqual(reference.zplus?.plusHistory, {
    months: [`membership-registration PM0007 ${z}`, ...Array.from({ length: 13 }, (_, i) => `membership-renewal PM0007 ${discountedPrice(z, i + 2)}`)],
    group: 14, monthly: true, priced: true,
    options: ['PO0025,PO0026,PO0030,PO0005,PO0031 28600', 'PO0025,PO0026,PO0030,PO0005,PO0031 28600'],
  });
  const v = findMainProduct('PM0004')!.price;
  const w = findMainProduct('PM0005')!.price;
  assert.deepEqual((reference.plusover?.plusHistory as { months: unknown[] } | undefined)?.months, [
    `membership-registration PM0004 ${v}`, `membership-renewal PM0004 ${v}`, `membership-renewal PM0004 ${v}`, `membership-change PM0005 ${w}`, `membership-renewal PM0005 ${w}`,
  ]);
  assert.deepEqual(reference.vip?.plusHistory, {
    months: ['membership-registration PM0005 19800', ...Array.from({ length: 3 }, () => 'membership-renewal PM0005 19800'), 'membership-change PM0006 33000', 'membership-renewal PM0006 33000'],
    group: 6, monthly: true, priced: true,
    options: ['PO0022,PO0026 16500', 'PO0022,PO0026 16500'],
  });
  for (const id of ['vplus', 'rich', 'beginner', 'pluschange', 'plusbegin', 'pluspet', 'plusover']) {
    const h = reference[id]?.plusHistory as { months: unknown[]; group: number; monthly: boolean } | undefined;
    assert.deepEqual([h?.months.length, h?.monthly], [h?.group, true], id);
  }
  // the VIP figures are sums per month, whichever month the Plus payments fell in (seed/vip.ts)
  for (const id of ['vip', 'zplus'] as const) assert.deepEqual(reference[id]?.paid, VIP_PAYMENT_PLANS[id].map(([, total]) => total.toString()), id);
  // and so are the three-month windows: last month's, this month's and next month's grade
  assert.deepEqual(reference.vip?.windows, ['169800 NONE', '1000000 MINIMUM', '1300000 BUSINESS']);
  assert.deepEqual([reference.vip?.vipLast, reference.vip?.vipInARow, reference.vip?.vipExpected], ['NONE', 1, 'BUSINESS']);
  assert.deepEqual(reference.zplus?.windows, ['205000 NONE', '900000 MINIMUM', '945000 MINIMUM']);
  assert.deepEqual([reference.zplus?.vip, reference.zplus?.vipLast, reference.zplus?.vipInARow], ['MINIMUM', 'NONE', 1]);
  // power chief right after seeding: vip-premium (520 games last month), not vip-business (150)
  assert.deepEqual(VIP_PLANNED.map((id) => reference[id]?.powerChief), ['ACTIVE 412', 'ACTIVE 980', 'ACTIVE 520', 'NOT_ENOUGH_GAMES 150']);
  // the monthly purchase limits left: zplus 900,000 of the legal 1,000,000; vip 450,000 of its own 800,000
  assert.deepEqual([reference.zplus?.monthLimit, reference.zplus?.monthLeft, reference.vip?.monthLimit, reference.vip?.monthLeft], ['1000000', '900000', '800000', '450000']);
  // zplus's weekly gold: the run before the running one had its four weeks and ended as the next began
  assert.deepEqual(reference.zplus?.weeklyGold, { rounds: [4, 4], inTurn: true, lastMonthShown: true });
  assert.equal(reference.restricted?.mainPaid, 'in progress');
  // W-Plus and above when the month began (its running month began later): the settlement's Plus bonus
  assert.deepEqual([reference.zplus?.plusBonusAtMonthStart, reference.vip?.plusBonusAtMonthStart, reference['vip-premium']?.plusBonusAtMonthStart], [true, true, false]);
  const days: Array<[string, Date]> = [
    ['a month’s first minutes', koreaTime(2026, 12, 1, 0, 5)],
    ['a year’s last minutes', koreaTime(2026, 12, 31, 23, 55)],
    ['a year’s first minutes', koreaTime(2027, 1, 1, 0, 5)],
    ['January 31st', koreaTime(2027, 1, 31, 12)],
    ['February 27th', koreaTime(2027, 2, 27, 12)],
    ['February 28th', koreaTime(2027, 2, 28, 12)],
    ['March 1st', koreaTime(2027, 3, 1, 0, 5)],
    ['March 29th', koreaTime(2027, 3, 29, 12)],
    ['March 31st', koreaTime(2027, 3, 31, 23, 55)],
    ['April 30th', koreaTime(2027, 4, 30, 12)],
    ['a leap year’s February 29th', koreaTime(2028, 2, 29, 12)],
  ];
  for (const [label, day] of days) assert.deepEqual(await seededAt(day), reference, label);
});
