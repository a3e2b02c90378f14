// Purchase limits (web-board game rules): the legal monthly maximum (config, 1,000,000원 since the
// 2026-02-03 amendment), a member's own lower day/month limits, and the per-game stake cap (a tenth).
import { and, eq, gte, sql } from 'drizzle-orm';
import { purchaseLimitRefusal } from '@hanpan/contracts/purchase-limit';
import type { AppConfig } from '../config.js';
import type { DbOrTx, Tx } from '../db/client.js';
import { payments, spendingLimits } from '../db/schema/index.js';
import { ruleError } from './errors.js';
import { lockWallets } from './ledger.js';
import { minBig } from './money.js';
import { kstDaysBetween, kstStartOfDay, kstStartOfMonth, kstStartOfNextMonth } from './time.js';

export interface LimitState {
  legalMonthLimit: bigint;
  /** effective monthly limit (member's own or the legal one) */
  monthLimit: bigint;
  /** member's own daily limit, null when none */
  dayLimit: bigint | null;
  usedThisMonth: bigint;
  usedToday: bigint;
  remainingMonth: bigint;
  remainingDay: bigint | null;
  /** what can still be spent right now */
  remaining: bigint;
  /** one game's stake may not exceed a tenth of the monthly limit */
  gameStakeLimit: bigint;
  lastRaisedAt: Date | null;
}

async function sumPayments(db: DbOrTx, memberId: number, since: Date): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.memberId, memberId), gte(payments.createdAt, since)));
  return BigInt(row?.total ?? '0');
}

export async function getLimitState(db: DbOrTx, config: AppConfig, memberId: number, now = new Date()): Promise<LimitState> {
  const [own] = await db.select().from(spendingLimits).where(eq(spendingLimits.memberId, memberId)).limit(1);
  const legal = config.legalMonthlyLimit;
  const monthLimit = own?.monthLimit != null ? minBig(own.monthLimit, legal) : legal;
  const dayLimit = own?.dayLimit ?? null;
  const usedThisMonth = await sumPayments(db, memberId, kstStartOfMonth(now));
  const usedToday = await sumPayments(db, memberId, kstStartOfDay(now));
  const remainingMonth = monthLimit - usedThisMonth > 0n ? monthLimit - usedThisMonth : 0n;
  const remainingDay = dayLimit === null ? null : dayLimit - usedToday > 0n ? dayLimit - usedToday : 0n;
  return {
    legalMonthLimit: legal,
    monthLimit,
    dayLimit,
    usedThisMonth,
    usedToday,
    remainingMonth,
    remainingDay,
    remaining: remainingDay === null ? remainingMonth : minBig(remainingDay, remainingMonth),
    gameStakeLimit: monthLimit / 10n,
    lastRaisedAt: own?.lastRaisedAt ?? null,
  };
}

/**
 * What can still be paid before this Korean month ends: the month's remainder, or less when a daily
 * limit caps today's remainder and each day left (on the month's last day, only today's remainder).
 */
export function spendableUntilMonthEnd(s: Pick<LimitState, 'dayLimit' | 'remainingDay' | 'remainingMonth'>, now = new Date()): bigint {
  if (s.dayLimit === null || s.remainingDay === null) return s.remainingMonth;
  const daysAfterToday = BigInt(kstDaysBetween(now, kstStartOfNextMonth(now)) - 1);
  return minBig(s.remainingMonth, s.remainingDay + s.dayLimit * daysAfterToday);
}

/**
 * Refuses a purchase of `amount` 원 over the remaining day or month limit (422, remaining in the message).
 * Locks the member's wallet row first so two purchases paid at the same moment (two tabs) are
 * checked one after the other: without it both could read the same remaining limit on PostgreSQL.
 * `now`: the moment the payment row is dated with (payments.createdAt), so a payment checked just
 * after midnight counts in the day and month it was checked against, not the transaction's start.
 */
export async function assertCanSpend(tx: Tx, config: AppConfig, memberId: number, amount: bigint, now = new Date()): Promise<LimitState> {
  await lockWallets(tx, [memberId]);
  const s = await getLimitState(tx, config, memberId, now);
  const refused = purchaseLimitRefusal(s, amount);
  if (refused) {
    const day = refused.code === 'ERROR_DAY_LIMIT';
    throw ruleError(refused.code, refused.message, {
      remaining: (day ? s.remainingDay ?? 0n : s.remainingMonth).toString(),
      limit: (day ? s.dayLimit ?? 0n : s.monthLimit).toString(),
    });
  }
  return s;
}
