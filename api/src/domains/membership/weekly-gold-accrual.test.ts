// Weekly gold earns WEEKLY_GOLD_PER_DAY a Korean day (weekly-gold-accrual.ts): once per member and day,
// today's at the first run, missed days caught up inside the membership only, shown by the reads.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { plusMemberships, weeklyGoldAccruals, weeklyGoldRounds, type MemberRow } from '../../db/schema/index.js';
import { kstDay, kstStartOfDay } from '../../lib/time.js';
import { completeOrder, createOrder } from '../../sandbox/orders.js';
import { joinWeeklyGold } from './service.js';
import { accrualDays, accrueWeeklyGold, WEEKLY_GOLD_CATCH_UP_MS } from './weekly-gold-accrual.js';
import { runWeeklyGoldAccrual } from '../../jobs/index.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const site = { publisher: 'hanpan' as const, mobile: false, host: 'localhost' };

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

/** `days` Korean days from today's 00:00 KST, at `hours` o'clock KST. */
const kstAt = (now: Date, days: number, hours = 0) => new Date(kstStartOfDay(now).getTime() + days * DAY + hours * HOUR);

async function join(member: MemberRow, start: Date) {
  return t.db.transaction((tx) =>
    joinWeeklyGold(tx, { memberId: member.id, productCode: 'PI0002', subscriptionType: 'SUBSCRIPTION', amount: 5_500n, paymentNo: null, maskedEmail: null, now: start }),
  );
}
const roundGold = async (membershipId: number) =>
  (await t.db.select().from(weeklyGoldRounds).where(eq(weeklyGoldRounds.membershipId, membershipId)).orderBy(asc(weeklyGoldRounds.round))).map((r) => r.accumulatedGold);
const accruals = (memberId: number) => t.db.select().from(weeklyGoldAccruals).where(eq(weeklyGoldAccruals.memberId, memberId)).orderBy(asc(weeklyGoldAccruals.day));
const accrue = (member: MemberRow, now: Date) => t.db.transaction((tx) => accrueWeeklyGold(tx, member.id, now));

test('the days of a membership: from the purchase day to the day it ends, none not begun yet', () => {
  const now = new Date();
  const afternoon = { startDate: kstAt(now, -40, 14.5), endDate: kstAt(now, -12, 14.5) };
  const days = accrualDays(afternoon, now);
  // four weeks from 14:30 run on 29 Korean days; the first is due at the purchase, the others at 00:00
  assert.equal(days.length, 29);
  assert.deepEqual(days[0], { day: kstDay(afternoon.startDate), at: afternoon.startDate });
  assert.deepEqual(days[1]!.at, kstAt(now, -39));
  assert.equal(days.at(-1)!.day, kstDay(kstAt(now, -12)));
  // from midnight: exactly 28
  assert.equal(accrualDays({ startDate: kstAt(now, -40), endDate: kstAt(now, -12) }, now).length, 28);
  // a running one: up to today, nothing of tomorrow
  const running = accrualDays({ startDate: kstAt(now, -2, 14.5), endDate: kstAt(now, 26, 14.5) }, now);
  assert.deepEqual(running.map((d) => d.day), [-2, -1, 0].map((n) => kstDay(kstAt(now, n))));
  assert.deepEqual(accrualDays({ startDate: kstAt(now, 1), endDate: kstAt(now, 29) }, now), []);
});

test('an active weekly gold gets 10 gold for today after one run, not 20 after two; the reads show it', async () => {
  const a = await t.login('hpcfan');
  const member = a.member!;
  const now = new Date();
  const wg = await join(member, kstStartOfDay(now)); // bought at today's 00:00 KST: today is its only day so far
  const before = await a.get<{ round: { accumulatedGold: string; goldPerDay: string } }>('/api/membership/me/weekly-gold');
  assert.equal(before.env.body!.round.accumulatedGold, '0'); // a read credits nothing
  assert.ok((await runWeeklyGoldAccrual({ db: t.db, config: t.config, now })) >= 1);
  assert.deepEqual(await roundGold(wg.id), [10n, 0n, 0n, 0n]);
  assert.equal(await runWeeklyGoldAccrual({ db: t.db, config: t.config, now }), 0); // every member's due days are credited
  assert.equal(await accrue(member, new Date(now.getTime() + 60_000)), 0);
  assert.deepEqual(await roundGold(wg.id), [10n, 0n, 0n, 0n]);
  const rows = await accruals(member.id);
  assert.deepEqual(rows.map((r) => [r.day, r.gold, r.membershipId]), [[kstDay(now), 10n, wg.id]]);

  const state = await a.get<{ round: { round: number; accumulatedGold: string; goldPerDay: string } }>('/api/membership/me/weekly-gold');
  assert.equal(state.env.body!.round.round, 1);
  assert.equal(state.env.body!.round.accumulatedGold, '10');
  assert.equal(state.env.body!.round.goldPerDay, '10');
  const all = await a.get<{ totalGold: string; roundCount: number }>('/api/weekly-gold/accumulate-all-gold');
  assert.deepEqual(all.env.body, { totalGold: '10', roundCount: 1 });

  // the next Korean day: 10 more, once
  const tomorrow = kstAt(now, 1, 0.1);
  assert.equal(await accrue(member, tomorrow), 1);
  assert.equal(await accrue(member, tomorrow), 0);
  assert.deepEqual(await roundGold(wg.id), [20n, 0n, 0n, 0n]);
});

test('missed days are caught up inside the membership only, each day into the round running at its 00:00', async () => {
  const member = (await t.login('vplus')).member!;
  const now = new Date();
  // bought 10 days ago at 14:30 KST: round 1 runs to day -3 14:30, round 2 from then
  const wg = await join(member, kstAt(now, -10, 14.5));
  // the job ran on day -5, then not again until now
  assert.equal(await accrue(member, kstAt(now, -5, 0.1)), 6); // days -10 … -5
  assert.deepEqual(await roundGold(wg.id), [60n, 0n, 0n, 0n]);
  assert.equal(await accrue(member, now), 5); // days -4 … 0
  // round 1: days -10 … -3 (day -3 began before round 2 did), round 2: days -2 … 0
  assert.deepEqual(await roundGold(wg.id), [80n, 30n, 0n, 0n]);
  assert.deepEqual((await accruals(member.id)).map((r) => r.day), Array.from({ length: 11 }, (_, i) => kstDay(kstAt(now, i - 10))));
  const a = await t.login('vplus');
  assert.equal((await a.get<{ round: { accumulatedGold: string } }>('/api/membership/me/weekly-gold')).env.body!.round.accumulatedGold, '30');
  assert.deepEqual((await a.get<{ totalGold: string; roundCount: number }>('/api/weekly-gold/accumulate-all-gold')).env.body, { totalGold: '110', roundCount: 2 });
});

test('an ended membership gets its days and nothing after; a day two memberships share is credited once', async () => {
  const member = (await t.login('pluspet')).member!;
  const now = new Date();
  // four weeks from day -31 14:30 to day -3 14:30, never credited (downtime): its 29 days, none after it
  const old = await join(member, kstAt(now, -31, 14.5));
  // the next one bought on its last day, at 15:00
  const next = await join(member, kstAt(now, -3, 15));
  assert.notEqual(old.id, next.id);
  assert.equal(await accrue(member, now), 29 + 3); // day -3 is the old one's (it ran at 00:00); the new one's -2 … 0
  assert.deepEqual(await roundGold(old.id), [80n, 70n, 70n, 70n]);
  assert.deepEqual(await roundGold(next.id), [30n, 0n, 0n, 0n]);
  const rows = await accruals(member.id);
  assert.equal(rows.length, 32);
  assert.equal(new Set(rows.map((r) => r.day)).size, 32);
  assert.ok(rows.every((r) => r.day >= kstDay(old.startDate) && r.day <= kstDay(now)));
  assert.equal(rows.filter((r) => r.membershipId === old.id).at(-1)!.day, kstDay(kstAt(now, -3)));
});

test('no weekly gold, or one that ended before the catch-up reach: nothing', async () => {
  const none = (await t.login('beginner')).member!;
  const now = new Date();
  assert.equal(await accrue(none, now), 0);
  assert.deepEqual(await accruals(none.id), []);
  const lapsed = (await t.login('vip')).member!;
  const start = new Date(now.getTime() - WEEKLY_GOLD_CATCH_UP_MS - 28 * DAY - HOUR);
  const wg = await join(lapsed, start);
  assert.ok(wg.endDate.getTime() < now.getTime() - WEEKLY_GOLD_CATCH_UP_MS);
  assert.equal(await runWeeklyGoldAccrual({ db: t.db, config: t.config, now }), 0);
  assert.equal(await accrue(lapsed, now), 0);
  assert.deepEqual(await roundGold(wg.id), [0n, 0n, 0n, 0n]);
  assert.deepEqual(await accruals(lapsed.id), []);
});

test('two runs at once credit a day once', async () => {
  const member = (await t.login('plusover')).member!;
  const now = new Date();
  const wg = await join(member, kstAt(now, -1, 9));
  const counts = await Promise.all([accrue(member, now), accrue(member, now), runWeeklyGoldAccrual({ db: t.db, config: t.config, now })]);
  assert.equal(counts.reduce((s, n) => s + n, 0), 2); // days -1 and 0, whoever got them
  assert.deepEqual(await roundGold(wg.id), [20n, 0n, 0n, 0n]);
});

test('a weekly gold bought through the payment page has its first day at once; the job adds nothing more that day', async () => {
  const a = await t.login('friend-a');
  const member = a.member!;
  const o = await createOrder(t.db, t.config, { member, kind: 'weekly-gold', params: { codes: 'PI0002' }, site, returnUrl: '/' });
  await completeOrder(t.db, t.config, member, o.orderNo);
  const [wg] = await t.db.select().from(plusMemberships).where(and(eq(plusMemberships.memberId, member.id), eq(plusMemberships.kind, 'WEEKLY_GOLD')));
  assert.deepEqual(await roundGold(wg!.id), [10n, 0n, 0n, 0n]);
  await runWeeklyGoldAccrual({ db: t.db, config: t.config, now: new Date() });
  assert.deepEqual(await roundGold(wg!.id), [10n, 0n, 0n, 0n]);
  assert.equal((await a.get<{ round: { accumulatedGold: string } }>('/api/membership/me/weekly-gold')).env.body!.round.accumulatedGold, '10');
});
