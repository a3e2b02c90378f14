// Regular payment (SUBSCRIPTION) renewal, run by the membership-renewals job (src/jobs) at the due
// date: the next month is paid (order + payment row, within the purchase limits) and continues the
// membership from its end date, so the continuous-use counts grow and the 5% discount applies from
// 13 group uses. Only a membership that ended within RENEWAL_GRACE_MS renews; one that ended
// earlier has lapsed (months that have passed are never charged). A renewal the limits refuse
// charges nothing and leaves the membership ended unless a later run in the grace period succeeds;
// the member sees the refusal once per due membership as a FAILED order (결제 실패 with the reason)
// in the payment history. A partner-channel member's is never tried (the channel buys no Plus,
// access.ts): nothing is written, it ends at its end date like a cancelled one.
// Only the job renews: no read, and no member request (the bankbook's use did, before its key was checked).
import { randomBytes } from 'node:crypto';
import { RENEWAL_RETRY_DAYS } from '@hanpan/contracts/constants';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { members, orders, payments, plusMemberships } from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { assertCanSpend } from '../../lib/limits.js';
import { formatWon } from '../../lib/money.js';
import { canUsePlus } from './access.js';
import { findMainProduct } from './catalogue.js';
import { benefitDayOf, discountedPrice } from './rules.js';
import { joinMain } from './service.js';
import { earnPaymentMileage, PLUS_RENEWAL_MILEAGE_REASON } from '../mileage/paymentMileage.js';

export const RENEWAL_KIND = 'membership-renewal';
/** How late after its end date a subscription still renews (the job runs every few minutes; My Plus tells the player until when). */
export const RENEWAL_GRACE_MS = RENEWAL_RETRY_DAYS * 86_400_000;

const renewalOrderNo = () => `R${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * The SUBSCRIPTION main memberships a regular payment may still renew: ended by `at`, within their
 * grace at `now` (the renewals job's, with at = now).
 */
export const renewing = (at: Date, now: Date) =>
  and(
    eq(plusMemberships.kind, 'MAIN'),
    eq(plusMemberships.status, 'ACTIVE'),
    eq(plusMemberships.subscriptionType, 'SUBSCRIPTION'),
    lte(plusMemberships.endDate, at),
    gt(plusMemberships.endDate, new Date(now.getTime() - RENEWAL_GRACE_MS)),
  );

/**
 * Whether a regular payment may still cover `at`: the member's SUBSCRIPTION main ended at or before
 * it and is still in its grace at `now` (renewed, the next month starts at its end date). Anything
 * decided by the membership held at `at` waits for it (the VIP saved coin's Plus bonus on the 1st).
 */
export async function renewalPending(db: DbOrTx, memberId: number, at: Date, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: plusMemberships.id })
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), renewing(at, now)))
    .limit(1);
  return !!row;
}

/**
 * Renews the member's due SUBSCRIPTION main membership for one month; returns 1 when paid, else 0.
 * Call inside the job's transaction with the member's wallet already locked (lock order).
 */
export async function renewDueSubscription(tx: Tx, config: AppConfig, memberId: number, now = new Date()): Promise<number> {
  // the owner's channel comes along: the rule a Plus purchase gets (403 ERROR_PARTNER_BLOCKED)
  const [row] = await tx
    .select({ due: plusMemberships, member: members })
    .from(plusMemberships)
    .innerJoin(members, eq(members.id, plusMemberships.memberId))
    .where(and(eq(plusMemberships.memberId, memberId), renewing(now, now)))
    .orderBy(desc(plusMemberships.endDate))
    .limit(1)
    .for('update', { of: plusMemberships });
  if (!row) return 0;
  const { due, member } = row;
  // only the newest main membership renews
  const [newer] = await tx
    .select({ id: plusMemberships.id })
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE')))
    .orderBy(desc(plusMemberships.startDate))
    .limit(1);
  const product = findMainProduct(due.productCode);
  if (!product || newer?.id !== due.id) return 0;
  // the partner channel is never charged
  if (!canUsePlus(member)) return 0;
  const amount = discountedPrice(product.price, due.continuousGroupUsageCount + 1);
  const order = { memberId, kind: RENEWAL_KIND, title: `${product.name} 정기결제`, lines: [`${product.name} 1개월 (${formatWon(amount)}원)`], amount, completedAt: now };
  try {
    await tx.transaction(async (sp) => {
      await assertCanSpend(sp, config, memberId, amount, now);
      const orderNo = renewalOrderNo();
      const [paid] = await sp
        .insert(orders)
        .values({ ...order, orderNo, params: { codes: product.code }, status: 'COMPLETED', resultLines: ['정기결제 완료'] })
        .returning();
      await sp.insert(payments).values({ orderId: paid!.id, memberId, kind: RENEWAL_KIND, amount, createdAt: now });
      // a regular payment earns mileage as any other (at the moment it is taken)
      await earnPaymentMileage(sp, member, amount, PLUS_RENEWAL_MILEAGE_REASON, now);
      // the next month starts where the last one ended: no gap, continuity +1
      await sp.update(plusMemberships).set({ status: 'CHANGED' }).where(eq(plusMemberships.id, due.id));
      await joinMain(sp, { memberId, productCode: product.code, subscriptionType: 'SUBSCRIPTION', amount, paymentNo: orderNo, now: due.endDate, benefitDay: benefitDayOf(due) });
    });
    return 1;
  } catch (e) {
    if (!(e instanceof ApiError && e.status === 422)) throw e;
    // refused by the limits (the savepoint is rolled back): tell the member once for this due month,
    // outside the savepoint; the due row is locked above, so two runs cannot both write it
    const membershipId = String(due.id);
    const [told] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.memberId, memberId), eq(orders.kind, RENEWAL_KIND), eq(orders.status, 'FAILED'), sql`${orders.params}->>'membershipId' = ${membershipId}`))
      .limit(1);
    if (!told) {
      await tx.insert(orders).values({ ...order, orderNo: renewalOrderNo(), params: { codes: product.code, membershipId }, status: 'FAILED', resultLines: [renewalRefusalReason(e)] });
    }
    return 0;
  }
}

/** A limit refusal as the member reads it days later (My Plus, 결제 내역): what happened that day. */
export const RENEWAL_LIMIT_REFUSALS = {
  ERROR_DAY_LIMIT: (left: bigint) => `일 구매 한도를 넘어 결제하지 못했습니다. (그날 남은 한도 ${formatWon(left)}원)`,
  ERROR_MONTH_LIMIT: (left: bigint) => `월 구매 한도를 넘어 결제하지 못했습니다. (그달 남은 한도 ${formatWon(left)}원)`,
} as const;

/** The refusal's reason to record: the limit's words in the past tense, 'today' said as that day. */
export function renewalRefusalReason(e: ApiError): string {
  const body = e.body as { code?: string; detail?: { remaining?: unknown } } | null;
  const left = body?.detail?.remaining;
  const code = body?.code;
  if ((code === 'ERROR_DAY_LIMIT' || code === 'ERROR_MONTH_LIMIT') && typeof left === 'string') return RENEWAL_LIMIT_REFUSALS[code](BigInt(left));
  return e.message;
}
