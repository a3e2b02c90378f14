// Reads and changes a member's Plus memberships. Every write takes a Tx (inside db.transaction).
import { and, desc, eq, gt, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  autoBankbooks, bankbookUses, dealerDiscountDays, luckyFlipDraws, mileageHistories, petShops, plusMemberships,
  weeklyGoldRounds, type PlusMembershipKind, type PlusMembershipRow, type PlusSubscriptionType,
} from '../../db/schema/index.js';
import type { AutoBankbook, MembershipOption, MembershipUser, WeeklyGoldMembership, WeeklyGoldRoundInfo } from '@hanpan/contracts';
import { findMainProduct, findOptionProduct, OPTION_SERVICE, WEEKLY_GOLD_CODE } from './catalogue.js';
import {
  addMonthsKst, benefitDayOf, benefitPeriod, nextBenefitDay, continuousDiscountLabel, discountedPrice, hasContinuousBenefit, holdingLimit, isPaymentInProgress, nextContinuity,
} from './rules.js';
import { kstDay, kstStartOfMonth } from '../../lib/time.js';
import { freeChargeAllowance } from '../charge/rules.js';
import { petRewardMoneyPerUse } from '../petshop/rules.js';

export { kstDay };

/** A running main membership's conditions (ACTIVE, not ended). */
export const runningMainWhere = (now: Date) => [eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE'), gt(plusMemberships.endDate, now)] as const;

/** The member's current main membership (ACTIVE, not ended), newest first. */
export async function activeMain(db: DbOrTx, memberId: number, now = new Date()): Promise<PlusMembershipRow | null> {
  const [row] = await db
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), ...runningMainWhere(now)))
    .orderBy(desc(plusMemberships.startDate))
    .limit(1);
  return row ?? null;
}

/**
 * The main membership the member held at a past moment `at`: a renewed or changed period is no longer
 * ACTIVE (CHANGED, its end moved to when the next began), so the running row alone misses it.
 */
export async function mainHeldAt(db: DbOrTx, memberId: number, at: Date): Promise<PlusMembershipRow | null> {
  const [row] = await db
    .select()
    .from(plusMemberships)
    .where(
      and(
        eq(plusMemberships.memberId, memberId),
        eq(plusMemberships.kind, 'MAIN'),
        inArray(plusMemberships.status, ['ACTIVE', 'CHANGED']),
        lte(plusMemberships.startDate, at),
        gt(plusMemberships.endDate, at),
      ),
    )
    .orderBy(desc(plusMemberships.startDate))
    .limit(1);
  return row ?? null;
}

export async function activeOptions(db: DbOrTx, memberId: number, now = new Date()): Promise<PlusMembershipRow[]> {
  return db
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'OPTION'), eq(plusMemberships.status, 'ACTIVE'), gt(plusMemberships.endDate, now)))
    .orderBy(plusMemberships.id);
}

export async function activeWeeklyGold(db: DbOrTx, memberId: number, now = new Date()): Promise<PlusMembershipRow | null> {
  const [row] = await db
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'WEEKLY_GOLD'), eq(plusMemberships.status, 'ACTIVE'), gt(plusMemberships.endDate, now)))
    .orderBy(desc(plusMemberships.startDate))
    .limit(1);
  return row ?? null;
}

/** Holding-money limit of a member: base 1e12 + active limit options. */
export async function memberHoldingLimit(db: DbOrTx, memberId: number, now = new Date()): Promise<bigint> {
  const options = await activeOptions(db, memberId, now);
  return holdingLimit(options.map((o) => o.productCode));
}

export async function bankbookUsedInPeriod(db: DbOrTx, membershipId: number, periodIndex: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${bankbookUses.useCount}), 0)::int` })
    .from(bankbookUses)
    .where(and(eq(bankbookUses.membershipId, membershipId), eq(bankbookUses.periodIndex, periodIndex)));
  return Number(row?.n ?? 0);
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

export function toOption(row: PlusMembershipRow): MembershipOption | null {
  const p = findOptionProduct(row.productCode);
  if (!p) return null;
  return {
    code: p.code,
    key: p.key,
    serviceCode: OPTION_SERVICE[p.key],
    name: p.name,
    membershipId: row.id,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

export const DONT_OTL_PER_MONTH = 3;

/** The member's membership of `kind` that ends last, whatever its status (null: never had one). */
async function lastOfKind(db: DbOrTx, memberId: number, kind: PlusMembershipKind): Promise<PlusMembershipRow | null> {
  const [row] = await db
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, kind)))
    .orderBy(desc(plusMemberships.endDate))
    .limit(1);
  return row ?? null;
}

export async function weeklyGoldState(db: DbOrTx, memberId: number, now = new Date()): Promise<{ membership: WeeklyGoldMembership; round: WeeklyGoldRoundInfo | null }> {
  const wg = await activeWeeklyGold(db, memberId, now);
  if (!wg) {
    const last = await lastOfKind(db, memberId, 'WEEKLY_GOLD');
    return {
      membership: {
        isJoined: false,
        maskedEmail: last?.maskedEmail ?? null,
        status: last ? 'ENDED' : 'NONE',
        paymentInProgress: false,
        payType: 'GENERAL',
        startDateTime: iso(last?.startDate),
        endDateTime: iso(last?.endDate),
        currentBenefitStartDateTime: null,
        paymentNo: last?.paymentNo ?? null,
      },
      round: null,
    };
  }
  const [round] = await db
    .select()
    .from(weeklyGoldRounds)
    .where(and(eq(weeklyGoldRounds.membershipId, wg.id), lt(weeklyGoldRounds.startDateTime, now), gt(weeklyGoldRounds.endDateTime, now)))
    .limit(1);
  return {
    membership: {
      isJoined: true,
      maskedEmail: wg.maskedEmail,
      status: 'ACTIVE',
      paymentInProgress: isPaymentInProgress(wg.statusDescription),
      payType: 'GENERAL',
      startDateTime: wg.startDate.toISOString(),
      endDateTime: wg.endDate.toISOString(),
      currentBenefitStartDateTime: iso(round?.startDateTime),
      paymentNo: wg.paymentNo,
    },
    round: round
      ? {
          round: round.round,
          startDateTime: round.startDateTime.toISOString(),
          endDateTime: round.endDateTime.toISOString(),
          accumulatedGold: round.accumulatedGold.toString(),
          goldPerDay: WEEKLY_GOLD_PER_DAY.toString(),
        }
      : null,
  };
}
export const WEEKLY_GOLD_PER_DAY = 10n;

export async function autoBankbookState(db: DbOrTx, memberId: number): Promise<AutoBankbook> {
  const [row] = await db.select().from(autoBankbooks).where(eq(autoBankbooks.memberId, memberId)).limit(1);
  if (!row) return { activate: false, status: 'NONE', dateType: null, joinDateTime: null, lastDateTime: null };
  return {
    activate: row.status === 'RESERVED',
    status: row.status,
    dateType: row.dateType,
    joinDateTime: row.joinDateTime.toISOString(),
    lastDateTime: iso(row.lastDateTime),
  };
}

/** Lucky flip is available once per benefit period of an active PO0031 option. */
export async function luckyFlipAvailability(db: DbOrTx, options: PlusMembershipRow[], now: Date): Promise<{ option: PlusMembershipRow; periodIndex: number } | null> {
  const opt = options.find((o) => findOptionProduct(o.productCode)?.key === 'lucky-flip');
  if (!opt) return null;
  const periodIndex = benefitPeriod(opt, now).index;
  const [drawn] = await db
    .select({ id: luckyFlipDraws.id })
    .from(luckyFlipDraws)
    .where(and(eq(luckyFlipDraws.membershipId, opt.id), eq(luckyFlipDraws.periodIndex, periodIndex)))
    .limit(1);
  return drawn ? null : { option: opt, periodIndex };
}

/** The full SPEC §3 membership state of one member. */
export async function membershipUser(db: DbOrTx, memberId: number, now = new Date()): Promise<MembershipUser> {
  const [main, options, wg, auto] = [
    await activeMain(db, memberId, now),
    await activeOptions(db, memberId, now),
    await weeklyGoldState(db, memberId, now),
    await autoBankbookState(db, memberId),
  ];
  const optionCodes = options.map((o) => o.productCode);
  const product = main ? findMainProduct(main.productCode) : undefined;
  const period = main ? benefitPeriod(main, now) : null;
  const used = main && period ? await bankbookUsedInPeriod(db, main.id, period.index) : 0;
  const [pet] = await db.select().from(petShops).where(eq(petShops.memberId, memberId)).limit(1);
  const petOption = options.find((o) => findOptionProduct(o.productCode)?.key === 'pet');
  const [discount] = optionCodes.includes('PO0030')
    ? await db.select().from(dealerDiscountDays).where(and(eq(dealerDiscountDays.memberId, memberId), eq(dealerDiscountDays.day, kstDay(now)))).limit(1)
    : [];
  // Free recharges: the one rule of the charge domain (the charge popup shows the same count).
  const freeCharge = await freeChargeAllowance(db, memberId, product?.tier ?? null, now);
  const [saved] = await db
    .select({ s: sql<string>`coalesce(sum(${mileageHistories.mileage}), 0)::text` })
    .from(mileageHistories)
    .where(and(eq(mileageHistories.memberId, memberId), eq(mileageHistories.type, 'EARN'), gte(mileageHistories.createdAt, kstStartOfMonth(now))));
  const lucky = await luckyFlipAvailability(db, options, now);
  const continuousUsageCount = main?.continuousUsageCount ?? 0;
  const continuousGroupUsageCount = main?.continuousGroupUsageCount ?? 0;
  return {
    membershipId: main?.id ?? null,
    mainCode: main?.productCode ?? '',
    productId: main?.productCode ?? null,
    name: product?.name ?? null,
    continuousUsageCount,
    continuousGroupUsageCount,
    // only the join form reads it, and it shows a member with a running membership no join
    ...(!main && { nextJoinGroupUsageCount: await nextGroupUsage(db, memberId, now) }),
    continuousDiscountText: continuousDiscountLabel(continuousGroupUsageCount),
    continuousBenefit: hasContinuousBenefit(main?.subscriptionType ?? null, continuousUsageCount),
    optionCodes,
    options: options.map(toOption).filter((o): o is MembershipOption => o !== null),
    petShopId: petOption && pet ? pet.id : null,
    petName: petOption && pet ? pet.petName : null,
    petShopMoney: (petOption ? petRewardMoneyPerUse(petOption.productCode, pet?.dressedItems ?? []) : 0n).toString(),
    accountMoney: (product?.bankbookMoney ?? 0n).toString(),
    totalAccountMoney: (product ? product.bankbookMoney * BigInt(product.bankbookCount) : 0n).toString(),
    subscriptionType: main?.subscriptionType ?? null,
    firstRegisterDate: iso(main?.firstRegisterDate),
    nextBenefitSchedule: iso(main && period ? nextBenefitDay(main, period) : null),
    statusDescription: main?.statusDescription ?? null,
    paymentNo: main?.paymentNo ?? null,
    productAmount: (main?.productAmount ?? 0n).toString(),
    nextPaymentAmount: (product && main?.subscriptionType === 'SUBSCRIPTION' ? discountedPrice(product.price, continuousGroupUsageCount + 1) : 0n).toString(),
    startDate: iso(main?.startDate),
    endDate: iso(main?.endDate),
    holdingLimit: holdingLimit(optionCodes).toString(),
    benefits: {
      dailyRemainCount: freeCharge.remainingToday,
      monthlyRemainCount: product ? Math.max(0, product.bankbookCount - used) : 0,
      savedMileage: saved?.s ?? '0',
      dontOtlRemainCount: optionCodes.includes('PO0005') ? DONT_OTL_PER_MONTH : 0,
    },
    autoBankbook: auto,
    discountDealerAmount: discount
      ? { date: discount.day, discountRate: discount.discountRate, totalDiscountAmount: discount.totalDiscountAmount.toString() }
      : null,
    weeklyGoldMembership: wg.membership,
    luckyFlipAvailable: lucky !== null,
    weeklyGoldRoundInfo: wg.round,
  };
}

// ---- joins and changes (called by the payment sandbox fulfilments) ----

/**
 * The group use a main membership joined now would count (the 5% from the 13th): the last main
 * membership's, continued when it ended within the grace (nextContinuity; one running ends now).
 */
export async function nextGroupUsage(db: DbOrTx, memberId: number, now = new Date()): Promise<number> {
  const prev = await lastOfKind(db, memberId, 'MAIN');
  return nextContinuity({
    previous: prev ? { productCode: prev.productCode, endDate: prev.endDate > now ? now : prev.endDate, continuousUsageCount: prev.continuousUsageCount, continuousGroupUsageCount: prev.continuousGroupUsageCount } : undefined,
    productCode: prev?.productCode ?? '',
    now,
  }).continuousGroupUsageCount;
}

export interface JoinInput {
  memberId: number;
  productCode: string;
  subscriptionType: PlusSubscriptionType;
  amount: bigint;
  paymentNo: string | null;
  months?: number;
  /** a trial's length in days, instead of months */
  days?: number;
  /** the benefit day a renewal continues on (benefitDayOf), instead of `now`'s day */
  benefitDay?: number;
  now?: Date;
}

/**
 * Joins or changes the main membership. A running main membership ends now (status CHANGED)
 * and its continuity carries over (SPEC §4).
 */
export async function joinMain(tx: Tx, input: JoinInput): Promise<PlusMembershipRow> {
  const now = input.now ?? new Date();
  const [previous] = await tx
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, input.memberId), eq(plusMemberships.kind, 'MAIN'), inArray(plusMemberships.status, ['ACTIVE', 'CHANGED'])))
    .orderBy(desc(plusMemberships.endDate))
    .limit(1)
    .for('update');
  let prevEnd = previous?.endDate;
  if (previous && previous.status === 'ACTIVE' && previous.endDate > now) {
    await tx.update(plusMemberships).set({ status: 'CHANGED', endDate: now }).where(eq(plusMemberships.id, previous.id));
    prevEnd = now;
  }
  const counts = nextContinuity({
    previous: previous && prevEnd ? { productCode: previous.productCode, endDate: prevEnd, continuousUsageCount: previous.continuousUsageCount, continuousGroupUsageCount: previous.continuousGroupUsageCount } : undefined,
    productCode: input.productCode,
    now,
  });
  const [row] = await tx
    .insert(plusMemberships)
    .values({
      memberId: input.memberId,
      kind: 'MAIN',
      productCode: input.productCode,
      subscriptionType: input.subscriptionType,
      startDate: now,
      endDate: input.days ? new Date(now.getTime() + input.days * 86_400_000) : addMonthsKst(now, input.months ?? 1, input.benefitDay),
      firstRegisterDate: previous?.firstRegisterDate ?? now,
      ...counts,
      paymentNo: input.paymentNo,
      productAmount: input.amount,
    })
    .returning();
  return row!;
}

/** Adds an option; buying an option already held extends it by a month. */
export async function joinOption(tx: Tx, input: JoinInput): Promise<PlusMembershipRow> {
  const now = input.now ?? new Date();
  const [current] = await tx
    .select()
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, input.memberId), eq(plusMemberships.kind, 'OPTION'), eq(plusMemberships.productCode, input.productCode), eq(plusMemberships.status, 'ACTIVE'), gt(plusMemberships.endDate, now)))
    .limit(1)
    .for('update');
  if (current) {
    const [row] = await tx
      .update(plusMemberships)
      .set({ endDate: addMonthsKst(current.endDate, input.months ?? 1, benefitDayOf(current)), paymentNo: input.paymentNo, productAmount: input.amount })
      .where(eq(plusMemberships.id, current.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(plusMemberships)
    .values({
      memberId: input.memberId,
      kind: 'OPTION',
      productCode: input.productCode,
      subscriptionType: input.subscriptionType,
      startDate: now,
      endDate: addMonthsKst(now, input.months ?? 1),
      firstRegisterDate: now,
      paymentNo: input.paymentNo,
      productAmount: input.amount,
    })
    .returning();
  if (findOptionProduct(input.productCode)?.key === 'pet') {
    await tx.insert(petShops).values({ memberId: input.memberId, petName: '한판이', dressedItems: [] }).onConflictDoNothing();
  }
  return row!;
}

const WEEK_MS = 7 * 86_400_000;
export const WEEKLY_GOLD_ROUNDS = 4;

/** Weekly gold (PI0002): four weekly rounds. */
export async function joinWeeklyGold(tx: Tx, input: JoinInput & { maskedEmail: string | null }): Promise<PlusMembershipRow> {
  const now = input.now ?? new Date();
  const current = await activeWeeklyGold(tx, input.memberId, now);
  if (current) return current;
  const [row] = await tx
    .insert(plusMemberships)
    .values({
      memberId: input.memberId,
      kind: 'WEEKLY_GOLD',
      productCode: WEEKLY_GOLD_CODE,
      subscriptionType: input.subscriptionType,
      startDate: now,
      endDate: new Date(now.getTime() + WEEKLY_GOLD_ROUNDS * WEEK_MS),
      firstRegisterDate: now,
      paymentNo: input.paymentNo,
      productAmount: input.amount,
      maskedEmail: input.maskedEmail,
    })
    .returning();
  await tx.insert(weeklyGoldRounds).values(
    Array.from({ length: WEEKLY_GOLD_ROUNDS }, (_, i) => ({
      memberId: input.memberId,
      membershipId: row!.id,
      round: i + 1,
      startDateTime: new Date(now.getTime() + i * WEEK_MS),
      endDateTime: new Date(now.getTime() + (i + 1) * WEEK_MS),
    })),
  );
  return row!;
}
