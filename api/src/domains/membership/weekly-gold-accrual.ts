// Weekly gold (PI0002) earns WEEKLY_GOLD_PER_DAY gold for every Korean day (Asia/Seoul) of the membership,
// into the round running when that day's gold is due (the weekly-gold-accrual job; the purchase credits its
// own day at once). One weekly_gold_accruals row per member and day, written in the transaction that adds
// the gold, makes a second run, a second process or a catch-up after downtime a no-op for a credited day.
//
// Which days, which round (the rounds are 7×24 h from the purchase moment, not Korean weeks):
// - every Korean day on which the membership runs at some moment, from the purchase day to the day it
//   ends (a purchase at 14:30 earns the purchase day and the last morning's day too: 29 days, 290 gold;
//   one at midnight earns 28). Never a day before the start or from the end on, never a day not yet begun.
// - a day's gold is due at the day's 00:00 KST, or at the purchase moment on the purchase day, and goes
//   to the round running at that moment: the round the panel shows as 현재 회차 when the job's first
//   run of the day comes. (The day the next round begins at 14:30 is the earlier round's: it ran at 00:00.)
// - a member is credited once a day even when one membership ends and the next begins that day (the
//   one that ran at 00:00 gets it).
import { and, asc, eq, gte, inArray, lte, gt, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { plusMemberships, weeklyGoldAccruals, weeklyGoldRounds } from '../../db/schema/index.js';
import { addDays, kstDay, kstStartOfDay } from '../../lib/time.js';
import { WEEKLY_GOLD_PER_DAY } from './service.js';

const DAY_MS = 86_400_000;

/**
 * How far back the job looks for a membership with days still to credit: longer than a whole membership
 * (4 weeks), so a run after downtime credits every missed day of one that ended meanwhile. A membership
 * that ended before that (35 days of downtime) is left as it is.
 */
export const WEEKLY_GOLD_CATCH_UP_MS = 35 * DAY_MS;

/**
 * Adds gold to one weekly gold round: the one way a round's gold changes (the daily accrual, a gold item).
 * A whole, positive amount, in the caller's transaction.
 */
export async function addRoundGold(tx: Tx, roundId: number, gold: bigint): Promise<void> {
  if (gold <= 0n) throw new RangeError(`weekly gold round ${roundId}: gold to add must be positive (${gold})`);
  await tx
    .update(weeklyGoldRounds)
    .set({ accumulatedGold: sql`${weeklyGoldRounds.accumulatedGold} + ${gold}` })
    .where(eq(weeklyGoldRounds.id, roundId));
}

export interface AccrualDay {
  /** YYYY-MM-DD (KST) */
  day: string;
  /** when the day's gold is due: the day's 00:00 KST, or the membership's start on its first day */
  at: Date;
}

/** The Korean days of a weekly gold membership whose gold is due by `now`, oldest first. */
export function accrualDays(m: { startDate: Date; endDate: Date }, now: Date): AccrualDay[] {
  const days: AccrualDay[] = [];
  for (let dayStart = kstStartOfDay(m.startDate); ; dayStart = addDays(dayStart, 1)) {
    const at = dayStart < m.startDate ? m.startDate : dayStart;
    if (at >= m.endDate || at > now) break;
    days.push({ day: kstDay(at), at });
  }
  return days;
}

/** The weekly gold memberships the job looks at: begun by `now`, ended no earlier than the catch-up reach. */
function accruingMemberships(now: Date) {
  return and(
    eq(plusMemberships.kind, 'WEEKLY_GOLD'),
    // a weekly gold is never changed or cancelled today; a CHANGED row's end is when it stopped
    inArray(plusMemberships.status, ['ACTIVE', 'CHANGED']),
    lte(plusMemberships.startDate, now),
    gt(plusMemberships.endDate, new Date(now.getTime() - WEEKLY_GOLD_CATCH_UP_MS)),
  );
}

type AccruingMembership = { id: number; memberId: number; startDate: Date; endDate: Date };

async function memberships(db: DbOrTx, now: Date, memberId?: number): Promise<AccruingMembership[]> {
  const where = memberId === undefined ? accruingMemberships(now) : and(accruingMemberships(now), eq(plusMemberships.memberId, memberId));
  return db
    .select({ id: plusMemberships.id, memberId: plusMemberships.memberId, startDate: plusMemberships.startDate, endDate: plusMemberships.endDate })
    .from(plusMemberships)
    .where(where)
    .orderBy(asc(plusMemberships.memberId), asc(plusMemberships.startDate), asc(plusMemberships.id));
}

/**
 * Credits one member's weekly gold days due by `now` that are not credited yet (today's and any missed
 * ones), in `tx`. Returns how many days it credited (0: nothing was due).
 */
export async function accrueWeeklyGold(tx: Tx, memberId: number, now = new Date()): Promise<number> {
  let credited = 0;
  const perRound = new Map<number, bigint>();
  // oldest membership first: on a day one ends and the next begins, the one that ran at 00:00 takes it
  for (const m of await memberships(tx, now, memberId)) {
    const days = accrualDays(m, now);
    if (days.length === 0) continue;
    const rounds = await tx.select().from(weeklyGoldRounds).where(eq(weeklyGoldRounds.membershipId, m.id)).orderBy(asc(weeklyGoldRounds.round));
    const rows = days.flatMap(({ day, at }) => {
      const round = rounds.find((r) => r.startDateTime <= at && at < r.endDateTime);
      // no round for that moment (a broken row): nothing recorded, so a repaired round still gets it
      return round ? [{ memberId, membershipId: m.id, roundId: round.id, day, gold: WEEKLY_GOLD_PER_DAY }] : [];
    });
    if (rows.length === 0) continue;
    // the unique (member, day) row decides: a day credited before (or by a process just now) is skipped
    const inserted = await tx.insert(weeklyGoldAccruals).values(rows).onConflictDoNothing().returning({ roundId: weeklyGoldAccruals.roundId, gold: weeklyGoldAccruals.gold });
    for (const r of inserted) perRound.set(r.roundId, (perRound.get(r.roundId) ?? 0n) + r.gold);
    credited += inserted.length;
  }
  // rounds in id order (the lock order of lib/ledger.ts for rows other than wallets)
  for (const roundId of [...perRound.keys()].sort((a, b) => a - b)) await addRoundGold(tx, roundId, perRound.get(roundId)!);
  return credited;
}

/** The members whose weekly gold has a due day with no accrual row (read outside any transaction). */
export async function weeklyGoldAccrualCandidates(db: Db, now: Date): Promise<number[]> {
  const list = await memberships(db, now);
  if (list.length === 0) return [];
  const firstDay = list.reduce((min, m) => (m.startDate < min ? m.startDate : min), now);
  const done = await db
    .select({ memberId: weeklyGoldAccruals.memberId, day: weeklyGoldAccruals.day })
    .from(weeklyGoldAccruals)
    .where(and(inArray(weeklyGoldAccruals.memberId, db.select({ memberId: plusMemberships.memberId }).from(plusMemberships).where(accruingMemberships(now))), gte(weeklyGoldAccruals.day, kstDay(firstDay))));
  const credited = new Set(done.map((r) => `${r.memberId}:${r.day}`));
  const due = new Set<number>();
  for (const m of list) if (accrualDays(m, now).some((d) => !credited.has(`${m.memberId}:${d.day}`))) due.add(m.memberId);
  return [...due].sort((a, b) => a - b);
}
