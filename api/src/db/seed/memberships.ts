// Plus membership rows as a join and the renewal job write them: a main membership is one month
// per row, and a renewed month's row stays behind the current one as 'CHANGED'. Each month is
// bought by an order with its payment (the Plus payment history, limits and VIP read those), and
// the month's '결제 번호' is that order's number.
import type { Tx } from '../client.js';
import { orders, payments, plusMemberships, type MemberRow, type OrderRow, type PlusMembershipRow, type PlusMembershipStatus } from '../schema/index.js';
import { PAYMENT_IN_PROGRESS_TEXT } from '@hanpan/contracts';
import { addMonthsKst } from '../../domains/membership/rules.js';
import { findMainProduct } from '../../domains/membership/catalogue.js';
import { formatWon } from '../../lib/money.js';

export interface SeedMainOptions {
  usage: number;
  group: number;
  type?: 'SUBSCRIPTION' | 'ONE_TIME';
  firstRegister?: Date;
  /** the order that paid the month; null: not paid yet (a renewal being processed) or set later */
  paymentNo: string | null;
  /** what the month cost (the catalogue price unless a renewal's discount applied) */
  amount?: bigint;
  /** a month from `start` unless given: a renewed month ends where the next one starts */
  end?: Date;
  status?: PlusMembershipStatus;
  /** '이용 중' unless a renewal is being paid (SPEC §4 in-progress text) */
  statusDescription?: string;
}

/** A month of a main membership from `start`. */
export async function seedMain(tx: Tx, who: MemberRow, code: string, start: Date, o: SeedMainOptions): Promise<PlusMembershipRow> {
  const [row] = await tx
    .insert(plusMemberships)
    .values({
      memberId: who.id,
      kind: 'MAIN',
      productCode: code,
      subscriptionType: o.type ?? 'SUBSCRIPTION',
      status: o.status ?? 'ACTIVE',
      statusDescription: o.statusDescription ?? '이용 중',
      startDate: start,
      endDate: o.end ?? addMonthsKst(start, 1),
      firstRegisterDate: o.firstRegister ?? start,
      continuousUsageCount: o.usage,
      continuousGroupUsageCount: o.group,
      paymentNo: o.paymentNo,
      productAmount: o.amount ?? findMainProduct(code)!.price,
    })
    .returning();
  return row!;
}

/** FAILED: a refused renewal as the job records it (reason, the due membership; never paid) */
export type SeedOrder = { kind: string; code: string; title: string; amount: bigint; at: Date } & (
  | { status: 'COMPLETED' | 'CANCELLED' }
  | { status: 'FAILED'; reason: string; membershipId: number }
);
export type SeedOrderWriter = (who: MemberRow, o: SeedOrder) => Promise<OrderRow>;

/** Plus orders as the payment pages and the renewal job leave them; `prefix` keeps the order
 *  numbers of the seed's parts apart. */
export function plusOrderWriter(tx: Tx, prefix: string): SeedOrderWriter {
  let seq = 0;
  return async (who, o) => {
    seq += 1;
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: `${prefix}${who.id}N${seq}`,
        memberId: who.id,
        kind: o.kind,
        params: o.status === 'FAILED' ? { codes: o.code, membershipId: String(o.membershipId) } : { codes: o.code },
        title: o.title,
        lines: [`${o.title} (${formatWon(o.amount)}원)`],
        amount: o.amount,
        status: o.status,
        resultLines: o.status === 'COMPLETED' ? ['결제 완료'] : o.status === 'FAILED' ? [o.reason] : null,
        createdAt: o.at,
        completedAt: o.status === 'CANCELLED' ? null : o.at,
      })
      .returning();
    // a cancelled order was never paid: no payment row (limits and VIP count payments only)
    if (o.status === 'COMPLETED') await tx.insert(payments).values({ orderId: row!.id, memberId: who.id, kind: o.kind, amount: o.amount, createdAt: o.at });
    return row!;
  };
}

/** The month from `start` of a membership joined at `firstRegister` (default `start`), with the
 *  payment of every month since: 가입 at the first, 정기결제 at each renewal. A month whose
 *  renewal is still being processed (the in-progress text) has no payment yet. */
export async function seedPaidMain(tx: Tx, order: SeedOrderWriter, who: MemberRow, code: string, start: Date, o: Omit<SeedMainOptions, 'paymentNo'>): Promise<PlusMembershipRow> {
  const product = findMainProduct(code)!;
  const first = o.firstRegister ?? start;
  const inProgress = o.statusDescription === PAYMENT_IN_PROGRESS_TEXT;
  // the months back from this one to the first (stepping from `start`: month ends clamp, e.g. 31st → 30th)
  const months: Date[] = [];
  for (let at = start; at.getTime() >= first.getTime(); at = addMonthsKst(start, -months.length)) months.unshift(at);
  let paymentNo: string | null = null;
  for (const [i, at] of months.entries()) {
    const current = i === months.length - 1;
    if (current && inProgress) break;
    const joined = i === 0;
    const paid = await order(who, { kind: joined ? 'membership-registration' : 'membership-renewal', code, title: `${product.name} ${joined ? '가입' : '정기결제'}`, amount: product.price, at, status: 'COMPLETED' });
    if (current) paymentNo = paid.orderNo;
  }
  return seedMain(tx, who, code, start, { ...o, paymentNo });
}
