// Order lifecycle: create (quote) → complete once (limit check, payment row, fulfil) or cancel.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db, Tx } from '../db/client.js';
import { orders, payments, type MemberRow, type OrderRow } from '../db/schema/index.js';
import { constraintOf } from '../db/faults.js';
import { ApiError, conflict, notFound, ruleError } from '../lib/errors.js';
import { lockWallets } from '../lib/ledger.js';
import { formatWon } from '../lib/money.js';
import { assertCanSpend } from '../lib/limits.js';
import type { Site } from '../plugins/types.js';
import { getFulfilment, orderChangedRefusal, type Fulfilment } from './registry.js';
import { earnPaymentMileage } from '../domains/mileage/paymentMileage.js';
import { REPEAT_CONFIRM_WINDOW_MS, repeatQuestion } from '../domains/recipient.js';
import { withParticle } from '@hanpan/contracts/korean';

/** The unique index of orders.order_no (a concurrent placement of the same number). */
const ORDER_NO_UNIQUE = 'orders_order_no_unique';

/** A PENDING order older than this is no longer payable: the completion refuses it, the stale-orders job expires it. */
export const ORDER_TTL_MS = 30 * 60_000;

/** An order made before this is past its lifetime (the one rule of the completion and the job). */
const staleBefore = (now: Date) => new Date(now.getTime() - ORDER_TTL_MS);
const isStale = (createdAt: Date, now: Date) => createdAt < staleBefore(now);

export const newOrderNo = () => `O${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

/** The site a completion runs for when the caller has no request (jobs, tests). */
export const siteOf = (member: MemberRow): Site => ({ publisher: member.publisher === 'partner' ? 'partner' : 'hanpan', mobile: false, host: '' });

export async function createOrder(
  db: Db,
  config: AppConfig,
  input: { member: MemberRow; kind: string; params: Record<string, string>; site: Site; returnUrl: string; orderNo?: string },
): Promise<OrderRow> {
  return db.transaction(async (tx) => (await insertOrder(tx, config, input)).row);
}

async function insertOrder(
  tx: Tx,
  config: AppConfig,
  input: { member: MemberRow; kind: string; params: Record<string, string>; site: Site; returnUrl: string; orderNo?: string; status?: 'PENDING' | 'CANCELLED' },
): Promise<{ row: OrderRow; basis: string | undefined }> {
  const f = getFulfilment(input.kind);
  if (!f) throw notFound('지원하지 않는 결제 종류입니다.');
  const q = await f.quote({ tx, member: input.member, params: input.params, site: input.site, config });
  const [row] = await tx
    .insert(orders)
    .values({
      orderNo: input.orderNo ?? newOrderNo(),
      status: input.status ?? 'PENDING',
      memberId: input.member.id,
      kind: input.kind,
      params: input.params,
      title: q.title,
      lines: q.lines,
      amount: q.amount,
      returnUrl: input.returnUrl,
    })
    .returning();
  return { row: row!, basis: q.basis };
}

/** Prices an order without writing anything (the order page's GET). */
export async function quoteOrder(db: Db, config: AppConfig, input: { member: MemberRow; kind: string; params: Record<string, string>; site: Site }) {
  const f = getFulfilment(input.kind);
  if (!f) throw notFound('지원하지 않는 결제 종류입니다.');
  return db.transaction((tx) => f.quote({ tx, member: input.member, params: input.params, site: input.site, config }));
}

/** The member's own order by its number (another member's order number finds nothing). */
const memberOrder = (memberId: number, orderNo: string) => and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId));
const ORDER_NOT_FOUND = '주문을 찾을 수 없습니다.';

export async function findOrder(db: Db, memberId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(memberOrder(memberId, orderNo)).limit(1);
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

/** The member's order locked for this transaction (FOR UPDATE): its status cannot change under us. */
async function lockOrder(tx: Tx, memberId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(memberOrder(memberId, orderNo)).limit(1).for('update');
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export interface CompletionResult {
  order: OrderRow;
  /** false when the order had already been completed (repeated 결제) */
  firstTime: boolean;
}

/**
 * Completes an order exactly once, all in one transaction. A repeat returns the first result.
 * Lock order (the one used everywhere): the member's wallet first, then the order row, then
 * whatever the fulfilment touches in id order. The fulfilment's rules are checked again here
 * (`recheck`, or the quote run again against the locked state): what was true when the order
 * page was shown may not be true any more (another tab bought the same thing, a limit changed).
 */
export async function completeOrder(db: Db, config: AppConfig, member: MemberRow, orderNo: string, site: Site = siteOf(member)): Promise<CompletionResult> {
  return settled(await db.transaction((tx) => completeInTx(tx, config, member, orderNo, site)));
}

export const ORDER_EXPIRED = '주문 시간이 지났습니다. 다시 주문해 주세요.';

/**
 * What a completing transaction ends with: the completion, or a refusal whose write must stay (an
 * order past its lifetime is marked EXPIRED): the transaction commits, then `settled` throws it.
 */
type InTx = CompletionResult | { refusal: ApiError };
const settled = (r: InTx): CompletionResult => {
  if ('refusal' in r) throw r.refusal;
  return r;
};

/** An order whose basis (Quote.basis: a change's membership) is not the one its page showed. */
const orderChanged = (now: Pick<OrderRow, 'lines' | 'title'>) =>
  orderChangedRefusal(`주문 화면을 연 뒤 주문 내용이 바뀌었습니다(지금: ${now.lines[0] ?? now.title}). 바뀐 내용을 확인하고 다시 눌러 주세요.`);

async function recheck(f: Fulfilment, tx: Tx, config: AppConfig, member: MemberRow, order: OrderRow, site: Site): Promise<void> {
  if (f.recheck) return f.recheck({ tx, order, member, config, site });
  const q = await f.quote({ tx, member, params: order.params, site, config });
  // (an order made ahead keeps its lines, not its basis: the line that names the basis is compared)
  if (q.basis !== undefined && q.lines[0] !== order.lines[0]) throw orderChanged(q);
  if (q.amount !== order.amount) {
    throw ruleError('ERROR_PRICE_CHANGED', '주문 후 결제 금액이 바뀌었습니다(통장 사용, 할인 변경 등). 주문 페이지를 다시 열어 확인해 주세요.', { orderedAmount: order.amount.toString(), amount: q.amount.toString() });
  }
}

/** `placed`: the order page's 결제 that placed this order now (a same order paid just before is asked about). */
async function completeInTx(tx: Tx, config: AppConfig, member: MemberRow, orderNo: string, site: Site, placed?: PlaceInput): Promise<InTx> {
  await lockWallets(tx, [member.id]);
  const order = await lockOrder(tx, member.id, orderNo);
  if (order.status === 'COMPLETED') return { order, firstTime: false };
  if (order.status === 'CANCELLED') throw conflict('취소된 주문입니다. 다시 주문해 주세요.');
  if (order.status === 'EXPIRED') throw conflict(ORDER_EXPIRED);
  // a regular payment the job could not take is a record, never payable here
  if (order.status === 'FAILED') throw conflict('결제에 실패한 주문입니다. 다시 주문해 주세요.');
  // past its lifetime: expired here as the stale-orders job would (it runs only every few minutes, or not at all)
  // one moment for the checks and the rows (a payment at midnight is checked and dated in one day)
  const now = new Date();
  if (isStale(order.createdAt, now)) {
    await tx.update(orders).set({ status: 'EXPIRED' }).where(eq(orders.id, order.id));
    return { refusal: conflict(ORDER_EXPIRED) };
  }
  const f = getFulfilment(order.kind);
  if (!f) throw new ApiError(404, '지원하지 않는 결제 종류입니다.');
  await recheck(f, tx, config, member, order, site);
  if (order.amount > 0n) {
    await assertCanSpend(tx, config, member.id, order.amount, now);
    // after the order's own rules (an avatar owned, a limit reached is said as such, not as a repeat)
    if (placed) await assertNotRepeatedOrder(tx, placed, now);
    await tx.insert(payments).values({ orderId: order.id, memberId: member.id, kind: order.kind, amount: order.amount, createdAt: now });
  }
  const resultLines = await f.fulfil({ tx, order, member, config });
  // every payment earns mileage, in the same transaction (nothing for a 0원 order)
  const mileage = await earnPaymentMileage(tx, member, order.amount, f.mileageReason ?? '결제 적립', now);
  if (mileage.line) resultLines.push(mileage.line);
  const [done] = await tx
    .update(orders)
    .set({ status: 'COMPLETED', resultLines, completedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  return { order: done!, firstTime: true };
}

export interface PlaceInput {
  member: MemberRow;
  kind: string;
  params: Record<string, string>;
  site: Site;
  returnUrl: string;
  orderNo: string;
  /** The amount the order page showed (its signed ticket): 결제 never charges another (QA: a bankbook used meanwhile raised a change's price). */
  shownAmount?: bigint;
  /** The quote's basis the order page showed (Quote.basis). */
  shownBasis?: string;
  /** 결제 pressed again on the page that asked whether the same order, just paid, is meant twice. */
  confirmRepeat?: boolean;
}

/** The query parameters of an order page that say where its result goes (not part of what is bought). */
export const RETURN_PARAM_KEYS: readonly string[] = ['redirectUri', 'returnUrl', 'callbackUrl', 'nextUrl'];

/** The refusal code of a paid order placed again within the repeat window without the player's yes. */
export const REPEATED_ORDER_CODE = 'ERROR_REPEATED_ORDER';

/**
 * The same paid order (member, kind, what it buys) completed within the repeat window: a second
 * tab's order page, or Back to it after an answer that never arrived, is paid again only when the
 * player says so — as a repeated transfer asks (QA: two tabs' 결제 each paid 9,900원 for one 10억).
 * Read under the member's wallet lock: the other tab's payment has committed or waits. A paid order
 * only (this one's amount > 0).
 */
async function assertNotRepeatedOrder(tx: Tx, input: PlaceInput, now: Date): Promise<void> {
  if (input.confirmRepeat) return;
  // the same order is what was bought, not where its result goes: each portal window names itself in
  // its return address (QA: a second PC's 펫샵 연장 was paid again with no question)
  const bought = Object.fromEntries(Object.entries(input.params).filter(([k]) => !RETURN_PARAM_KEYS.includes(k)));
  const boughtBefore = sql`${orders.params} ${sql.raw(RETURN_PARAM_KEYS.map((k) => `- '${k}'`).join(' '))}`;
  const [earlier] = await tx
    .select({ at: orders.completedAt, title: orders.title })
    .from(orders)
    .where(
      and(
        eq(orders.memberId, input.member.id),
        eq(orders.kind, input.kind),
        eq(orders.status, 'COMPLETED'),
        gt(orders.amount, 0n),
        sql`(${boughtBefore}) = ${JSON.stringify(bought)}::jsonb`,
        gte(orders.completedAt, new Date(now.getTime() - REPEAT_CONFIRM_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.completedAt))
    .limit(1);
  if (earlier?.at) throw repeatQuestion(REPEATED_ORDER_CODE, earlier.at, now, `${withParticle(earlier.title, '을')} 결제했습니다.`, '같은 주문을 한 번 더 결제하시겠습니까?', '결제 확인');
}

/**
 * 결제 on the order page: creates the order (priced again now) and completes it in one transaction,
 * so a refusal leaves nothing behind. When the order number exists already (double click, a second
 * tab, a retried POST) the first result is returned and nothing is charged twice.
 */
export async function placeAndCompleteOrder(db: Db, config: AppConfig, input: PlaceInput): Promise<CompletionResult> {
  const existing = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
  if (existing.length === 0) {
    try {
      const placed = await db.transaction(async (tx): Promise<InTx> => {
        await lockWallets(tx, [input.member.id]);
        // a repeat that waited on the wallet behind its first (a retried POST) gets the first's result,
        // before any rule of the order (the first made it untrue: 'already owned', the limit)
        const [first] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
        if (first) return completeInTx(tx, config, input.member, input.orderNo, input.site);
        const { row: placed, basis } = await insertOrder(tx, config, input);
        if (basis !== input.shownBasis) throw orderChanged(placed);
        if (input.shownAmount !== undefined && placed.amount !== input.shownAmount) {
          // (thrown inside the transaction: the order row goes with it; the page is shown again at the new price)
          throw ruleError(
            'ERROR_PRICE_CHANGED',
            `주문 화면을 연 뒤 결제 금액이 ${formatWon(input.shownAmount)}원에서 ${formatWon(placed.amount)}원으로 바뀌었습니다(통장 사용, 할인 변경 등). 바뀐 금액을 확인하고 다시 눌러 주세요.`,
            { orderedAmount: input.shownAmount.toString(), amount: placed.amount.toString() },
          );
        }
        return completeInTx(tx, config, input.member, input.orderNo, input.site, input);
      });
      return settled(placed);
    } catch (e) {
      // the same order number was placed at the same moment by another request: show its result
      // (any other unique refusal, from inside a fulfilment, is the error it is)
      if (constraintOf(e) !== ORDER_NO_UNIQUE) throw e;
    }
  }
  return completeOrder(db, config, input.member, input.orderNo, input.site);
}

/** 취소 on the order page: records the order as CANCELLED (it can never be paid later). */
export async function cancelPlacedOrder(db: Db, config: AppConfig, input: PlaceInput): Promise<OrderRow> {
  const [existing] = await db.select().from(orders).where(eq(orders.orderNo, input.orderNo)).limit(1);
  if (existing) return cancelOrder(db, input.member, input.orderNo);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({ orderNo: input.orderNo, memberId: input.member.id, kind: input.kind, params: input.params, title: '취소된 주문', lines: [], amount: 0n, status: 'CANCELLED', returnUrl: input.returnUrl })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    const [same] = await tx.select().from(orders).where(memberOrder(input.member.id, input.orderNo)).limit(1);
    if (!same) throw notFound(ORDER_NOT_FOUND);
    return same;
  });
}

/** Expires PENDING orders older than ORDER_TTL_MS (job). Returns how many. */
export async function expireStaleOrders(db: Db, now = new Date()): Promise<number> {
  const rows = await db
    .update(orders)
    .set({ status: 'EXPIRED' })
    .where(and(eq(orders.status, 'PENDING'), lt(orders.createdAt, staleBefore(now))))
    .returning({ id: orders.id });
  return rows.length;
}

export async function cancelOrder(db: Db, member: MemberRow, orderNo: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, member.id, orderNo);
    if (order.status !== 'PENDING') return order;
    const [row] = await tx.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id)).returning();
    return row!;
  });
}
