// Member read models shared by several domains (contents, mobile-contents, games).
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { InventoryCounts, MemberMeta } from '@hanpan/contracts';
import type { Db } from '../db/client.js';
import { coupons, memos, type MemberRow } from '../db/schema/index.js';
import { portalActionSpec } from '../idp/popup-action.js';
import { inventoryItemCounts } from './inventory/membership-items.js';

export function memberMeta(m: MemberRow): MemberMeta {
  return {
    memberNo: m.memberNo,
    nickname: m.nickname,
    gender: m.gender,
    avatarId: m.avatarId,
    birthMonth: m.birthMonth,
    multiIdpCode: m.multiIdpCode,
    loginStatus: {
      code: m.loginStatusCode as MemberMeta['loginStatus']['code'],
      message: m.loginStatusMessage,
      // a POPUP_REDIRECT to this IdP: marked as the popup the portal opens it in
      actionSpec: m.loginActionSpec ? portalActionSpec(m.loginActionSpec) : null,
    },
  };
}

export async function inventoryCounts(db: Db, m: MemberRow, now = new Date()): Promise<InventoryCounts> {
  // Items and membership items: one definition (inventory/membership-items.ts), vouchers are not items.
  const items = await inventoryItemCounts(db, m.id, now);
  const [c] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.memberId, m.id), eq(coupons.usable, true), isNull(coupons.usedAt), gt(coupons.expiresAt, now)));
  const [mm] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${memos.readAt} is null)::int` })
    .from(memos)
    .where(eq(memos.memberId, m.id));
  return {
    itemCount: items.itemCount,
    membershipItemCount: items.membershipItemCount,
    couponCount: Number(c?.n ?? 0),
    memoCount: Number(mm?.total ?? 0),
    nonReadMemoCount: Number(mm?.unread ?? 0),
  };
}
