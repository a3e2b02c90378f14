// THE free-recharge rule (one module: the charge endpoint and the Plus benefit screens both read it).
// Everyone holding less than 1억 may take a free recharge of 3억; how many times a Korean day
// depends on the member's main Plus tier — the 'free charging' benefit of SPEC §1.
import { and, count, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { ledger } from '../../db/schema/index.js';
import { addDays, kstStartOfDay } from '../../lib/time.js';
import { FREE_CHARGES_PER_DAY } from '@hanpan/contracts/constants';

export const FREE_CHARGE_THRESHOLD = 100_000_000n;
export const FREE_CHARGE_AMOUNT = 300_000_000n;
/** Ledger reason of a free recharge (counted per Korean day). */
export const FREE_CHARGE_REASON = 'FREE_CHARGE';
/** Benefit code of the coupon that gives one free recharge more after today's. */
export const FREE_CHARGE_COUPON = 'FREE_CHARGE_PLUS_1';

export type PlusTier = 'V' | 'W' | 'X' | 'Z';
export { FREE_CHARGES_PER_DAY };

const TIER_OF_MAIN_CODE: Readonly<Record<string, PlusTier>> = { PM0004: 'V', PM1004: 'V', PM0005: 'W', PM0006: 'X', PM0007: 'Z' };

/** Main membership code (PM0004 …, mobile pm2… by the same tier letter) → tier, or null. */
export function plusTierOf(mainCode: string | null | undefined): PlusTier | null {
  if (!mainCode) return null;
  return TIER_OF_MAIN_CODE[mainCode.toUpperCase()] ?? null;
}

export function freeChargesPerDay(tier: PlusTier | null): number {
  return FREE_CHARGES_PER_DAY[tier ?? 'NONE'];
}

export async function freeChargesUsedToday(db: DbOrTx, memberId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ledger)
    .where(and(eq(ledger.memberId, memberId), eq(ledger.reason, FREE_CHARGE_REASON), gte(ledger.createdAt, kstStartOfDay(now))));
  return Number(row?.n ?? 0);
}

export interface FreeChargeAllowance {
  perDay: number;
  usedToday: number;
  remainingToday: number;
  nextChargeAvailableAt: Date;
}

/** How many free recharges the member has left today (the Plus 'dailyRemainCount'). */
export async function freeChargeAllowance(db: DbOrTx, memberId: number, tier: PlusTier | null, now = new Date()): Promise<FreeChargeAllowance> {
  const perDay = freeChargesPerDay(tier);
  const usedToday = await freeChargesUsedToday(db, memberId, now);
  return { perDay, usedToday, remainingToday: Math.max(0, perDay - usedToday), nextChargeAvailableAt: addDays(kstStartOfDay(now), 1) };
}
