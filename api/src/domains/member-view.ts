// Member read models shared by several domains (contents, mobile-contents, games).
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { InventoryCounts, MemberMeta } from '@hanpan/contracts';
import type { Db } from '../db/client.js';
import { coupons, inventoryItems, memos, type MemberRow } from '../db/schema/index.js';
import { memberStateProviders } from '../lib/member-state.js';

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
      actionSpec: m.loginActionSpec ?? null,
    },
  };
}

export async function inventoryCounts(db: Db, m: MemberRow, now = new Date()): Promise<InventoryCounts> {
  const active = and(eq(inventoryItems.memberId, m.id), isNull(inventoryItems.usedAt), or(isNull(inventoryItems.expiresAt), gt(inventoryItems.expiresAt, now)));
  const [items] = await db
    .select({
      item: sql<number>`coalesce(sum(case when ${inventoryItems.isMembershipItem} then 0 else ${inventoryItems.quantity} end), 0)::int`,
      membership: sql<number>`coalesce(sum(case when ${inventoryItems.isMembershipItem} then ${inventoryItems.quantity} else 0 end), 0)::int`,
    })
    .from(inventoryItems)
    .where(active);
  const [c] = await db
    .select({ n: count() })
    .from(coupons)
    .where(and(eq(coupons.memberId, m.id), eq(coupons.usable, true), isNull(coupons.usedAt), gt(coupons.expiresAt, now)));
  const [mm] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${memos.readAt} is null)::int` })
    .from(memos)
    .where(eq(memos.memberId, m.id));
  return {
    itemCount: Number(items?.item ?? 0),
    membershipItemCount: Number(items?.membership ?? 0) + (await memberStateProviders.membershipItemCount(db, m)),
    couponCount: Number(c?.n ?? 0),
    memoCount: Number(mm?.total ?? 0),
    nonReadMemoCount: Number(mm?.unread ?? 0),
  };
}
