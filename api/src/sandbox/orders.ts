// Order lifecycle: create (quote) → complete once (limit check, payment row, fulfil) or cancel.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { orders, payments, type MemberRow, type OrderRow } from '../db/schema/index.js';
import { ApiError, conflict, notFound } from '../lib/errors.js';
import { assertCanSpend } from '../lib/limits.js';
import type { Site } from '../plugins/types.js';
import { getFulfilment } from './registry.js';

export async function createOrder(
  db: Db,
  config: AppConfig,
  input: { member: MemberRow; kind: string; params: Record<string, string>; site: Site; returnUrl: string },
): Promise<OrderRow> {
  const f = getFulfilment(input.kind);
  if (!f) throw notFound('지원하지 않는 결제 종류입니다.');
  return db.transaction(async (tx) => {
    const q = await f.quote({ tx, member: input.member, params: input.params, site: input.site, config });
    const [row] = await tx
      .insert(orders)
      .values({
        orderNo: `O${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`,
        memberId: input.member.id,
        kind: input.kind,
        params: input.params,
        title: q.title,
        lines: q.lines,
        amount: q.amount,
        returnUrl: input.returnUrl,
      })
      .returning();
    return row!;
  });
}

export async function findOrder(db: Db, memberId: number, orderNo: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId))).limit(1);
  if (!row) throw notFound('주문을 찾을 수 없습니다.');
  return row;
}

export interface CompletionResult {
  order: OrderRow;
  /** false when the order had already been completed (repeated 결제) */
  firstTime: boolean;
}

/** Completes an order exactly once, all in one transaction. A repeat returns the first result. */
export async function completeOrder(db: Db, config: AppConfig, member: MemberRow, orderNo: string): Promise<CompletionResult> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, member.id)))
      .limit(1)
      .for('update');
    if (!order) throw notFound('주문을 찾을 수 없습니다.');
    if (order.status === 'COMPLETED') return { order, firstTime: false };
    if (order.status === 'CANCELLED') throw conflict('취소된 주문입니다. 다시 주문해 주세요.');
    const f = getFulfilment(order.kind);
    if (!f) throw new ApiError(404, '지원하지 않는 결제 종류입니다.');
    if (order.amount > 0n) {
      await assertCanSpend(tx, config, member.id, order.amount);
      await tx.insert(payments).values({ orderId: order.id, memberId: member.id, kind: order.kind, amount: order.amount });
    }
    const resultLines = await f.fulfil({ tx, order, member, config });
    const [done] = await tx
      .update(orders)
      .set({ status: 'COMPLETED', resultLines, completedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    return { order: done!, firstTime: true };
  });
}

export async function cancelOrder(db: Db, member: MemberRow, orderNo: string): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, member.id)))
      .limit(1)
      .for('update');
    if (!order) throw notFound('주문을 찾을 수 없습니다.');
    if (order.status !== 'PENDING') return order;
    const [row] = await tx.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, order.id)).returning();
    return row!;
  });
}
