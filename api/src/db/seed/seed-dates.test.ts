// The demo accounts are seeded relative to the day the server starts. Each must show the same state
// on every day of the year: seeded on a month's first minutes, its last day, February 28th and 29th
// or the 31st, a member keeps the membership, options, bankbook, buying room and VIP grade it has
// in the middle of a month. (CI failed on the 1st and on February 28th before: vip's daily limit was
// used up by this month's seeded payment; pluspet's X-Plus ended the moment it was seeded.)
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq, getTableName, is, sql, TransactionRollbackError } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client.js';
import * as schema from '../schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { activeMain, activeOptions, weeklyGoldState } from '../../domains/membership/service.js';
import { bankbookState } from '../../domains/bankbook/service.js';
import { paymentSum, vipBenefits, vipExpectation } from '../../domains/vip/service.js';
import { addMonths, monthRange, vipMonthOf } from '../../domains/vip/grades.js';
import { getLimitState } from '../../lib/limits.js';
import { koreaTime } from '../../lib/time.js';
import { seedInto } from './index.js';

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
      canBuy: limit.remaining > 0n,
      bankbook: bankbook && typeof bankbook === 'object' ? { used: bankbook.usedCount, remain: bankbook.remainCount, refusal: bankbook.errorCode } : bankbook,
      // the VIP demo accounts' last and this month's payments (seed/vip.ts plans them as sums per
      // month; the others' renewals fall in either month, which moves no state above)
      paid: VIP_PLANNED.includes(loginId)
        ? await Promise.all([-1, 0].map(async (delta) => {
            const { start, end } = monthRange(addMonths(vipMonthOf(now), delta));
            return (await paymentSum(tx, member.id, start, end)).toString();
          }))
        : null,
      vip: vip.currentVipUser.grade,
      vipExpected: (await vipExpectation(tx, member, false, now)).expectedVipGrade,
    };
  }
  return state;
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
  // the VIP figures are sums per month, whichever month the Plus payments fell in
  assert.deepEqual([reference.vip?.paid, reference.zplus?.paid], [['1000000', '300000'], ['750000', '100000']]);
  assert.equal(reference.restricted?.mainPaid, 'in progress');
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
