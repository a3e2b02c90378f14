// 착용하기: the member puts on an avatar they hold. The worn avatar is members.avatar_id, which the
// member state reads (global-state member.avatarId, reloadable-state avatarId; the member-read cache
// is dropped by this write like by any other member write, plugins/member-reads.ts).
//
// Two ways change it:
// - a purchase puts the bought avatar on (the card's '아바타 착용'; sandbox/fulfilments.ts, shop
//   fulfil). An order of several avatars puts each on in turn, in the order's `codes` order, so the
//   last one of the order is worn — the shop sends the chosen avatars in catalogue order, so it is
//   the last chosen in catalogue order. Deterministic, and the others are a 착용하기 away;
// - PUT /api/avatar/worn (here): any avatar the member holds — kind 'A', not used, not expired
//   (activeInventory, as the inventory list shows it) — bought or granted.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { AvatarWearResult } from '@hanpan/contracts';
import type { DbOrTx } from '../../db/client.js';
import { inventoryItems, members, shopProducts } from '../../db/schema/index.js';
import { ruleError } from '../../lib/errors.js';
import { activeInventory } from './membership-items.js';

export const AVATAR_NOT_OWNED = 'ERROR_AVATAR_NOT_OWNED';
export const AVATAR_NOT_OWNED_MESSAGE = '보유한 아바타만 착용할 수 있습니다.';

/**
 * Puts on `avatarCode` (any case) for the member, inside the caller's transaction. An avatar the
 * member does not hold — never had, another member's, expired, not an avatar, unknown — is refused
 * (422) and nothing changes.
 */
export async function wearAvatar(tx: DbOrTx, memberId: number, avatarCode: string, now = new Date()): Promise<AvatarWearResult> {
  const code = avatarCode.toUpperCase();
  const [held] = await tx
    .select({ avatarId: shopProducts.avatarId, name: shopProducts.name })
    .from(inventoryItems)
    .innerJoin(shopProducts, eq(shopProducts.code, inventoryItems.productCode))
    .where(and(activeInventory(memberId, now), eq(inventoryItems.kind, 'A'), eq(inventoryItems.productCode, code), isNotNull(shopProducts.avatarId)))
    .limit(1);
  if (!held || held.avatarId === null) throw ruleError(AVATAR_NOT_OWNED, AVATAR_NOT_OWNED_MESSAGE, { code }, '아바타 착용');
  await tx.update(members).set({ avatarId: held.avatarId }).where(eq(members.id, memberId));
  return { avatarId: held.avatarId, avatarCode: code, name: held.name };
}
