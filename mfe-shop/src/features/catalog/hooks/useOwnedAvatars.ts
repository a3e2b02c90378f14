// Avatars the member owns for good, from the inventory list (GET /api/items?kind=A: one row per
// avatar, no expiry = kept for good). The shop shows them as '보유 중' and does not sell them again
// (the API refuses the purchase too). None for guests; while a member's inventory is on its way the
// avatars' buy buttons wait (`checking`: QA saw '구매' on owned ones first); `unknown` when the
// inventory could not be read, so the page can say so instead of offering them as new.
import { useMemo } from 'react';
import type { ShopProduct } from '@hanpan/contracts';
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { itemsQuery } from '../api/catalogQueries';
import { isAvatar } from '../lib/productInfo';

/** The whole avatar catalogue fits one page of the list. */
const OWNED_AVATARS = { kind: 'A', size: 100 } as const;
const NONE: ReadonlySet<string> = new Set();

/** What a product's buy control shows: '보유 중', busy while the member's avatars are read, or '구매'. */
export type Ownership = 'owned' | 'checking' | 'for-sale';

export interface OwnedAvatars {
  ownership(product: Pick<ShopProduct, 'kind' | 'code'>): Ownership;
  /** a member's inventory is still on its way: avatars' buy buttons wait for it */
  checking: boolean;
  /** the inventory read failed: which avatars are owned is not known */
  unknown: boolean;
  retry(): void;
}

export function useOwnedAvatars(): OwnedAvatars {
  const memberNo = useQueryMemberNo();
  // read again when the player comes back to the window: another device may have bought one since
  // (QA: a stale phone still offered it; this browser's other windows announce it themselves)
  const { data, isError, isPending, refetch } = useQuery({ ...itemsQuery(memberNo, OWNED_AVATARS), enabled: memberNo !== null, refetchOnWindowFocus: true });
  const codes = useMemo(() => (data ? new Set(data.content.filter((i) => i.kind === 'A' && i.expiresAt === null).map((i) => i.code)) : NONE), [data]);
  const unknown = isError && !data;
  // (a disabled query is pending too: a guest has nothing to wait for)
  const checking = memberNo !== null && isPending;
  return useMemo(() => {
    const ownership = (p: Pick<ShopProduct, 'kind' | 'code'>): Ownership => (!isAvatar(p) ? 'for-sale' : codes.has(p.code) ? 'owned' : checking ? 'checking' : 'for-sale');
    return { ownership, checking, unknown, retry: () => void refetch() };
  }, [codes, checking, unknown, refetch]);
}
