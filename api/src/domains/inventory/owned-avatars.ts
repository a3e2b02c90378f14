// An avatar (kind 'A') is bought once: a member who holds it for good (not used, no expiry) cannot
// buy it again. The shop's order page refuses it (quote) and the completing transaction checks it
// again (fulfil), so two payment windows opened for the same avatar cannot both go through.
// The catalogue has no period (기간제) avatars — every avatar purchase is kept for good — so there
// is no "extend the period" case to handle.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { inventoryItems } from '../../db/schema/index.js';
import { ruleError, type ApiError } from '../../lib/errors.js';

export const AVATAR_OWNED = 'ERROR_AVATAR_ALREADY_OWNED';

/** Which of `codes` the member holds as a permanent avatar. */
export async function ownedAvatarCodes(db: DbOrTx, memberId: number, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ code: inventoryItems.productCode })
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.memberId, memberId),
        eq(inventoryItems.kind, 'A'),
        inArray(inventoryItems.productCode, [...codes]),
        isNull(inventoryItems.usedAt),
        isNull(inventoryItems.expiresAt),
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/**
 * Refuses (422) an order holding avatars the member already owns, naming them in catalogue order.
 * Nothing else of the order is bought: the member orders again without them.
 */
export async function assertAvatarsNotOwned(db: DbOrTx, memberId: number, products: ReadonlyArray<{ code: string; kind: string; name: string }>): Promise<void> {
  const avatars = products.filter((p) => p.kind === 'A');
  const owned = await ownedAvatarCodes(db, memberId, avatars.map((p) => p.code));
  if (owned.size > 0) throw avatarOwnedError(avatars.filter((p) => owned.has(p.code)));
}

function avatarOwnedError(owned: ReadonlyArray<{ code: string; name: string }>): ApiError {
  return ruleError(AVATAR_OWNED, `이미 보유한 아바타입니다: ${owned.map((p) => p.name).join(', ')}. 아바타는 한 번만 구매할 수 있습니다.`, { codes: owned.map((p) => p.code) });
}
