// Plus membership rows as a join and the renewal job write them: a main membership is one month
// per row, and a renewed month's row stays behind the current one as 'CHANGED'. Each month is
// bought by an order with its payment (the Plus payment history, limits and VIP read those), and
// the month's '결제 번호' is that order's number.
import type { Tx } from '../client.js';
import { orders, payments, plusMemberships, type MemberRow, type OrderRow, type PlusMembershipRow, type PlusMembershipStatus } from '../schema/index.js';
import { PAYMENT_IN_PROGRESS_TEXT } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { addMonthsKst, changePriceLines, discountedPrice } from '../../domains/membership/rules.js';
import { findMainProduct, findOptionProduct } from '../../domains/membership/catalogue.js';
import { RENEWAL_KIND } from '../../domains/membership/renewal.js';
import { formatWon } from '../../lib/money.js';
import { kstDotDate } from '../../lib/time.js';

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

/** FAILED: a refused renewal as the job records it (reason, the due membership; never paid).
 *  `lines` (the order page's lines) default to the title with the amount; `resultLines` to '결제 완료'. */
export type SeedOrder = { kind: string; code: string; title: string; amount: bigint; at: Date; lines?: string[]; resultLines?: string[] } & (
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
        lines: o.lines ?? [`${o.title} (${formatWon(o.amount)}원)`],
        amount: o.amount,
        status: o.status,
        resultLines: o.status === 'COMPLETED' ? (o.resultLines ?? ['결제 완료']) : o.status === 'FAILED' ? [o.reason] : null,
        createdAt: o.at,
        completedAt: o.status === 'CANCELLED' ? null : o.at,
      })
      .returning();
    // a cancelled order was never paid: no payment row (limits and VIP count payments only)
    if (o.status === 'COMPLETED') await tx.insert(payments).values({ orderId: row!.id, memberId: who.id, kind: o.kind, amount: o.amount, createdAt: o.at });
    return row!;
  };
}

/** How a month of a main membership was bought: the join (가입, with the options chosen on its page),
 *  a change of product (변경) or the renewal job's 정기결제. */
export type PlusMonthKind = 'join' | 'change' | 'renewal';

export interface PaidPlusMonth {
  code: string;
  kind: PlusMonthKind;
  /** when it was paid: the month's start */
  at: Date;
  /** continuous group uses with this month: from 13 on, the 5% continuous-use price */
  group: number;
  /** a change: the product changed from */
  from?: string;
  /** options bought with the month: in the join's order, else one order of their own at the same
   *  moment (the option page, as players buy them again with each renewal) */
  options?: readonly string[];
}

export interface PaidPlusMonthOrders {
  main: OrderRow;
  /** what the main membership cost that month */
  amount: bigint;
  /** the order that paid the options (the join's own when bought with it), null without options */
  options: OrderRow | null;
}

/**
 * A paid Plus month: the order and payment the join, the change or the renewal job leaves (its
 * title, lines and result), priced as they price it (discountedPrice by the month's group uses).
 */
export async function payPlusMonth(order: SeedOrderWriter, who: MemberRow, m: PaidPlusMonth): Promise<PaidPlusMonthOrders> {
  const product = findMainProduct(m.code)!;
  const amount = discountedPrice(product.price, m.group);
  const options = (m.options ?? []).map((c) => findOptionProduct(c)!);
  const optionTotal = options.reduce((sum, o) => sum + o.price, 0n);
  const optionLines = options.map((o) => `${o.name} 1개월 (${formatWon(o.price)}원)`);
  const monthLine = `${product.name} 1개월 (${formatWon(amount)}원)`;
  const paid = { at: m.at, status: 'COMPLETED' as const };
  if (m.kind === 'join') {
    const main = await order(who, {
      ...paid, kind: 'membership-registration', code: [m.code, ...(m.options ?? [])].join(','), title: `${product.name} 가입`, amount: amount + optionTotal,
      lines: [monthLine, ...optionLines], resultLines: [`${product.name} 가입 완료 (연속 1회)`, ...options.map((o) => `${o.name} 가입 완료`)],
    });
    return { main, amount, options: options.length > 0 ? main : null };
  }
  const changed = withParticle(product.name, '으로');
  const main =
    m.kind === 'change'
      ? await order(who, {
          ...paid, kind: 'membership-change', code: m.code, title: `${changed} 멤버십 변경`, amount,
          lines: [`${findMainProduct(m.from!)!.name} → ${product.name}`, ...changePriceLines(product.price, amount)], resultLines: [`${changed} 변경 완료 (연속 그룹 이용 ${m.group}회)`],
        })
      : await order(who, { ...paid, kind: RENEWAL_KIND, code: m.code, title: `${product.name} 정기결제`, amount, lines: [monthLine], resultLines: ['정기결제 완료'] });
  if (options.length === 0) return { main, amount, options: null };
  const until = kstDotDate(addMonthsKst(m.at, 1));
  const opts = await order(who, {
    ...paid, kind: 'membership', code: m.options!.join(','), title: options.length === 1 ? options[0]!.name : `플러스 옵션 ${options.length}건`, amount: optionTotal,
    lines: optionLines, resultLines: options.map((o) => `${o.name} 이용 (~${until})`),
  });
  return { main, amount, options: opts };
}

export interface SeedPaidMainOptions extends Omit<SeedMainOptions, 'paymentNo' | 'amount'> {
  /** the products held before `code`, oldest first, and for how many months (a change to `code` ended the last) */
  earlier?: readonly { code: string; months: number }[];
  /** options bought with each of the last `months` months; their rows run from the first of those to the current month's end */
  options?: { codes: readonly string[]; months: number };
}

export interface SeededPaidMain {
  main: PlusMembershipRow;
  /** the option rows (seedPaidMain's `options`), in the order given */
  options: PlusMembershipRow[];
}

/**
 * The month from `start` of a membership joined at `firstRegister` (default `start`), with the
 * payment of every month since (payPlusMonth): 가입 at the first, 변경 where a product of `earlier`
 * gave way to the next, 정기결제 at each other renewal; the group uses count up to `group` at this
 * month. A month whose renewal is still being processed (the in-progress text) has no payment yet.
 */
export async function seedPaidMain(tx: Tx, order: SeedOrderWriter, who: MemberRow, code: string, start: Date, o: SeedPaidMainOptions): Promise<SeededPaidMain> {
  const { earlier, options: optionPlan, ...month } = o;
  const first = o.firstRegister ?? start;
  const inProgress = o.statusDescription === PAYMENT_IN_PROGRESS_TEXT;
  // the months back from this one to the first (stepping from `start`: month ends clamp, e.g. 31st → 30th)
  const months: Date[] = [];
  for (let at = start; at.getTime() >= first.getTime(); at = addMonthsKst(start, -months.length)) months.unshift(at);
  // the product of each month: the earlier ones', then `code`'s
  const codes = (earlier ?? []).flatMap((e) => Array.from({ length: e.months }, () => e.code));
  if (earlier && codes.length + o.usage !== months.length) throw new Error(`seed: ${who.loginId}'s earlier months and ${o.usage} uses are not its ${months.length} months`);
  while (codes.length < months.length) codes.push(code);
  const optionsFrom = months.length - (optionPlan?.months ?? 0);
  if (optionsFrom < 0 || (optionPlan && inProgress)) throw new Error(`seed: ${who.loginId}'s options do not fit its paid months`);
  let paid: PaidPlusMonthOrders | null = null;
  let usage = 0;
  for (const [i, at] of months.entries()) {
    usage = i > 0 && codes[i] === codes[i - 1] ? usage + 1 : 1;
    if (i === months.length - 1 && inProgress) break;
    const group = o.group - (months.length - 1 - i);
    paid = await payPlusMonth(order, who, {
      code: codes[i]!,
      kind: i === 0 ? 'join' : codes[i] !== codes[i - 1] ? 'change' : 'renewal',
      ...(i > 0 ? { from: codes[i - 1]! } : {}),
      at,
      group,
      ...(optionPlan && i >= optionsFrom ? { options: optionPlan.codes } : {}),
    });
    // the months before this one stay behind it, as the renewal job leaves them (what was held when
    // a month began: the VIP settlement's Plus bonus)
    if (i < months.length - 1) {
      await seedMain(tx, who, codes[i]!, at, {
        usage, group, type: o.type, firstRegister: first, end: months[i + 1]!, status: 'CHANGED', paymentNo: paid.main.orderNo, amount: paid.amount,
      });
    }
  }
  const main = await seedMain(tx, who, code, start, { ...month, paymentNo: inProgress ? null : paid!.main.orderNo, amount: discountedPrice(findMainProduct(code)!.price, o.group) });
  const options: PlusMembershipRow[] = [];
  // an option bought again is the same row, a month longer each time (joinOption), paid by the latest order
  for (const c of optionPlan?.codes ?? []) {
    const [row] = await tx
      .insert(plusMemberships)
      .values({
        memberId: who.id, kind: 'OPTION', productCode: c, subscriptionType: o.type ?? 'SUBSCRIPTION', startDate: months[optionsFrom]!, endDate: main.endDate,
        firstRegisterDate: months[optionsFrom]!, paymentNo: paid!.options!.orderNo, productAmount: findOptionProduct(c)!.price,
      })
      .returning();
    options.push(row!);
  }
  return { main, options };
}
