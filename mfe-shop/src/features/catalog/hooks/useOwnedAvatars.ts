// Avatars the member owns for good, from the inventory list (GET /api/items?kind=A: one row per
// avatar, no expiry = kept for good). The shop shows them as '보유 중' and does not sell them again
// (the API refuses the purchase too). Empty for guests and until the inventory arrives.
import { useMemo } from 'react';
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { itemsQuery } from '../api/catalogQueries';

/** The whole avatar catalogue fits one page of the list. */
const OWNED_AVATARS = { kind: 'A', size: 100 } as const;
const NONE: ReadonlySet<string> = new Set();

export function useOwnedAvatars(): ReadonlySet<string> {
  const memberNo = useQueryMemberNo();
  const { data } = useQuery({ ...itemsQuery(memberNo, OWNED_AVATARS), enabled: memberNo !== null });
  return useMemo(() => (data ? new Set(data.content.filter((i) => i.kind === 'A' && i.expiresAt === null).map((i) => i.code)) : NONE), [data]);
}
