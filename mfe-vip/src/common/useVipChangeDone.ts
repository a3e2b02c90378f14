// After a VIP change: refresh every member-keyed query of this page (member state, avatar, personal
// zone, VIP data) and tell the other windows of the portal (the page that opened a popup) on the
// platform's balance channel.
import { useCallback } from 'react';
import { announceBalanceChange, memberKey, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export type VipChange = 'avatar-mark';

export function useVipChangeDone(): (change: VipChange) => Promise<void> {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useCallback(
    async (change: VipChange) => {
      announceBalanceChange(`vip-${change}`);
      await client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
    [client, memberNo],
  );
}
