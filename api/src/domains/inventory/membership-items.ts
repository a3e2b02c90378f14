// What "membership item" means, in one place: an inventory item bought or granted through Plus
// (is_membership_item — e.g. the gold item PI0001), not used and not expired. The personal zone's
// inventory.membershipItemCount and GET /api/membership/items both read it; Plus vouchers are a
// different thing (GET /api/membership/me/vouchers) and are counted by neither.
import { and, desc, eq, gt, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inventoryItems, type InventoryItemRow } from '../../db/schema/index.js';

/** Items the member still has: not used, not expired. */
export function activeInventory(memberId: number, now = new Date()): SQL {
  return and(eq(inventoryItems.memberId, memberId), isNull(inventoryItems.usedAt), or(isNull(inventoryItems.expiresAt), gt(inventoryItems.expiresAt, now)))!;
}

export async function listMembershipItems(db: DbOrTx, memberId: number, now = new Date()): Promise<InventoryItemRow[]> {
  return db
    .select()
    .from(inventoryItems)
    .where(and(activeInventory(memberId, now), eq(inventoryItems.isMembershipItem, true)))
    .orderBy(desc(inventoryItems.acquiredAt), desc(inventoryItems.id));
}

/** Item and membership-item counts (quantities) of the personal zone. */
export async function inventoryItemCounts(db: DbOrTx, memberId: number, now = new Date()): Promise<{ itemCount: number; membershipItemCount: number }> {
  const [row] = await db
    .select({
      item: sql<number>`coalesce(sum(case when ${inventoryItems.isMembershipItem} then 0 else ${inventoryItems.quantity} end), 0)::int`,
      membership: sql<number>`coalesce(sum(case when ${inventoryItems.isMembershipItem} then ${inventoryItems.quantity} else 0 end), 0)::int`,
    })
    .from(inventoryItems)
    .where(activeInventory(memberId, now));
  return { itemCount: Number(row?.item ?? 0), membershipItemCount: Number(row?.membership ?? 0) };
}
