// Lucky flip (PO0031) and dealer fee discount (PO0030) draws: recorded with their roll.
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { dealerDiscountDays, luckyFlipDraws, weeklyGoldRounds } from '../../db/schema/index.js';
import type { Page, ProbabilityTable } from '@hanpan/contracts';
import { lockWallets } from '../../lib/ledger.js';
import { creditWithOverflow } from '../overmoney/service.js';
import { formatKoreanUnits } from '../../lib/money.js';
import { ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { DEALER_DISCOUNT_TABLE, LUCKY_FLIP_TABLE, TABLE_TOTAL, draw, probabilityPercent } from './draws.js';
import { holdingLimit } from './rules.js';
import { activeOptions, kstDay, luckyFlipAvailability } from './service.js';

/** SPEC §9 discount total money constant: the most dealer fee one day's discount can save. */
export const DISCOUNT_TOTAL_MONEY = 400_000_000_000_000n;

export function probabilityTable(kind: 'lucky-flip' | 'dealer-discount'): ProbabilityTable {
  if (kind === 'lucky-flip') {
    return {
      kind,
      total: TABLE_TOTAL,
      entries: LUCKY_FLIP_TABLE.map((e) => ({ label: `${formatKoreanUnits(e.value)}`, value: e.value.toString(), weight: e.weight, percent: probabilityPercent(e.weight) })),
    };
  }
  return {
    kind,
    total: TABLE_TOTAL,
    entries: DEALER_DISCOUNT_TABLE.map((e) => ({ label: `${e.value}% 할인`, value: String(e.value), weight: e.weight, percent: probabilityPercent(e.weight) })),
  };
}

export async function drawLuckyFlip(tx: Tx, memberId: number, idempotencyKey: string | undefined, now = new Date()) {
  await lockWallets(tx, [memberId]);
  const options = await activeOptions(tx, memberId, now);
  const hasOption = options.some((o) => o.productCode === 'PO0031');
  const avail = await luckyFlipAvailability(tx, options, now);
  if (!hasOption) throw ruleError('ERROR_NOT_MEMBERSHIP', '럭키 플립 옵션 가입자만 이용할 수 있습니다.', undefined, '럭키 플립 실패');
  if (!avail) throw ruleError('ERROR_USE_ALL_LUCKY_FLIP', '이번 혜택 기간의 럭키 플립을 이미 사용했습니다.', undefined, '럭키 플립 실패');
  const { entry, roll } = draw(LUCKY_FLIP_TABLE);
  const [row] = await tx
    .insert(luckyFlipDraws)
    .values({ memberId, membershipId: avail.option.id, periodIndex: avail.periodIndex, roll, money: entry.value })
    .returning({ id: luckyFlipDraws.id });
  // The prize is decided: what does not fit under the holding limit is kept in the over-money store.
  const res = await creditWithOverflow(tx, {
    memberId, amount: entry.value, limit: holdingLimit(options.map((o) => o.productCode)), reason: 'LUCKY_FLIP',
    description: `럭키 플립 ${formatKoreanUnits(entry.value)} 당첨`, refType: 'lucky_flip', refId: row!.id, idempotencyKey,
  });
  return { drawId: row!.id, money: entry.value.toString(), balance: res.balanceAfter.toString(), storedOverMoney: res.stored.toString() };
}

export async function luckyFlipHistory(db: DbOrTx, memberId: number, page: PageRequest): Promise<Page<{ id: number; createdAt: string; money: string }>> {
  const where = eq(luckyFlipDraws.memberId, memberId);
  const rows = await db.select().from(luckyFlipDraws).where(where).orderBy(desc(luckyFlipDraws.createdAt), desc(luckyFlipDraws.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(luckyFlipDraws).where(where);
  return toPage(rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), money: r.money.toString() })), page, Number(total?.n ?? 0));
}

/** Draws one member's discount for the day (daily-draws job); recorded once, never redrawn. */
export async function drawDealerDiscountDay(tx: Tx, memberId: number, now = new Date()): Promise<boolean> {
  const { entry, roll } = draw(DEALER_DISCOUNT_TABLE);
  const rows = await tx.insert(dealerDiscountDays).values({ memberId, day: kstDay(now), discountRate: entry.value, roll }).onConflictDoNothing().returning({ id: dealerDiscountDays.id });
  return rows.length > 0;
}

/** Today's dealer discount as drawn by the daily-draws job (a read: null until the job drew it). */
export async function dealerDiscountToday(db: DbOrTx, memberId: number, now = new Date()) {
  const options = await activeOptions(db, memberId, now);
  const active = options.some((o) => o.productCode === 'PO0030');
  if (!active) return { active: false, today: null, maxTotalDiscountAmount: DISCOUNT_TOTAL_MONEY.toString() };
  const day = kstDay(now);
  const [row] = await db.select().from(dealerDiscountDays).where(and(eq(dealerDiscountDays.memberId, memberId), eq(dealerDiscountDays.day, day))).limit(1);
  return {
    active: true,
    today: row ? { date: row.day, discountRate: row.discountRate, totalDiscountAmount: row.totalDiscountAmount.toString() } : null,
    maxTotalDiscountAmount: DISCOUNT_TOTAL_MONEY.toString(),
  };
}

export async function dealerDiscountHistory(db: DbOrTx, memberId: number, page: PageRequest) {
  const where = eq(dealerDiscountDays.memberId, memberId);
  const rows = await db.select().from(dealerDiscountDays).where(where).orderBy(desc(dealerDiscountDays.day)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(dealerDiscountDays).where(where);
  return toPage(
    rows.map((r) => ({ date: r.day, discountRate: r.discountRate, totalDiscountAmount: r.totalDiscountAmount.toString() })),
    page,
    Number(total?.n ?? 0),
  );
}

/** Gold of every round so far: a round that has not started yet (a running membership's later weeks) is not counted. */
export async function accumulatedGold(db: DbOrTx, memberId: number, now = new Date()) {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${weeklyGoldRounds.accumulatedGold}), 0)::text`, n: count() })
    .from(weeklyGoldRounds)
    .where(and(eq(weeklyGoldRounds.memberId, memberId), lte(weeklyGoldRounds.startDateTime, now)));
  return { totalGold: row?.s ?? '0', roundCount: Number(row?.n ?? 0) };
}
