// Membership payments (read from part 1's orders/payments), membership items, vouchers.
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, notInArray, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { membershipVouchers, orders, type OrderStatus } from '../../db/schema/index.js';
import type { MembershipPayment, MembershipVoucher, Page } from '@hanpan/contracts';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { listMembershipItems } from '../inventory/membership-items.js';
import { findMainProduct, findOptionProduct, MAIN_PRODUCTS } from './catalogue.js';
import { addDays, kstDateStart } from '../../lib/time.js';

/** Sandbox order kinds that are membership payments. */
export const MEMBERSHIP_ORDER_KINDS = [
  'membership-registration', 'membership-change', 'membership-change-method', 'membership', 'weekly-gold',
  'enroll-subscription', 'voucher-register', 'use-token', 'membership-renewal',
] as const;

/** What the history says of each order status (a Record: a new status must be given a text). */
const STATUS_TEXT: Record<OrderStatus, string> = {
  PENDING: '결제대기', // never listed (filtered out below)
  COMPLETED: '결제 완료',
  CANCELLED: '결제 취소',
  EXPIRED: '결제 취소',
  FAILED: '결제 실패',
};

/** 'YYYY-MM-DD' (KST day) → its start instant */
export { kstDateStart };

export async function paymentHistory(
  db: DbOrTx,
  memberId: number,
  /** withoutCancellation: the player's '취소 내역 제외' (a refused renewal is no cancellation: it stays); paidOnly: completed payments */
  q: { from?: string; to?: string; withoutCancellation?: boolean; paidOnly?: boolean },
  page: PageRequest,
): Promise<Page<MembershipPayment>> {
  const conds = [eq(orders.memberId, memberId), inArray(orders.kind, [...MEMBERSHIP_ORDER_KINDS]), ne(orders.status, 'PENDING'), gt(orders.amount, 0n)];
  // the day filters and the order go by the date each row shows (paidAt), not by when the order was opened
  const shownAt = sql<Date>`coalesce(${orders.completedAt}, ${orders.createdAt})`;
  if (q.from) conds.push(gte(shownAt, kstDateStart(q.from)));
  if (q.to) conds.push(lt(shownAt, addDays(kstDateStart(q.to), 1)));
  if (q.withoutCancellation) conds.push(notInArray(orders.status, ['CANCELLED', 'EXPIRED']));
  if (q.paidOnly) conds.push(eq(orders.status, 'COMPLETED'));
  const where = and(...conds);
  const rows = await db.select().from(orders).where(where).orderBy(desc(shownAt), desc(orders.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return toPage(
    rows.map((o) => ({
      paymentNo: o.orderNo,
      productCode: o.params.codes ?? o.params.itemId ?? o.params.pkgids ?? o.params.pkgid ?? o.kind,
      productName: o.title,
      amount: o.amount.toString(),
      paidAt: (o.completedAt ?? o.createdAt).toISOString(),
      status: STATUS_TEXT[o.status],
      // an expired (never paid) order reads as cancelled too: 결제 취소 with the same tone
      cancelled: o.status === 'CANCELLED' || o.status === 'EXPIRED',
      failureReason: o.status === 'FAILED' ? (o.resultLines ?? []).join(' ') || '결제하지 못했습니다.' : null,
    })),
    page,
    Number(total?.n ?? 0),
  );
}

/** GET /api/membership/items: the same membership items the personal zone counts (inventory/membership-items.ts). */
export async function membershipItems(db: DbOrTx, memberId: number, now = new Date()) {
  const rows = await listMembershipItems(db, memberId, now);
  return rows.map((r) => ({ id: r.id, code: r.productCode, name: r.name, kind: r.kind, count: r.quantity, expireDate: r.expiresAt ? r.expiresAt.toISOString() : null }));
}

const productName = (code: string) => findMainProduct(code)?.name ?? findOptionProduct(code)?.name ?? code;

export async function myVouchers(db: DbOrTx, memberId: number, useYn: 'Y' | 'N' | undefined, page: PageRequest): Promise<Page<MembershipVoucher>> {
  const conds = [eq(membershipVouchers.memberId, memberId)];
  if (useYn === 'Y') conds.push(isNotNull(membershipVouchers.usedAt));
  if (useYn === 'N') conds.push(isNull(membershipVouchers.usedAt));
  const where = and(...conds);
  const rows = await db.select().from(membershipVouchers).where(where).orderBy(desc(membershipVouchers.createdAt), desc(membershipVouchers.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(membershipVouchers).where(where);
  return toPage(
    rows.map((v) => ({
      voucherNo: v.id,
      productCode: v.productCode,
      productName: `${productName(v.productCode)} ${v.months}개월 이용권`,
      months: v.months,
      used: v.usedAt !== null,
      usedAt: v.usedAt ? v.usedAt.toISOString() : null,
      expireAt: v.expireAt.toISOString(),
    })),
    page,
    Number(total?.n ?? 0),
  );
}

/** Voucher products on sale: one and three months of each PC main tier. */
export function voucherProducts() {
  return MAIN_PRODUCTS.filter((p) => !p.mobileClassic).flatMap((p) =>
    [1, 3].map((months) => ({ code: p.code, name: `${p.name} ${months}개월 이용권`, months, price: (p.price * BigInt(months)).toString() })),
  );
}
