// After a VIP change: refresh every member-keyed query of this page (member state, avatar, personal
// zone, VIP data) and tell the other windows of the portal (the page that opened a popup).
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberKey, useQueryMemberNo } from '@hanpan/platform';
import { announceVipChange, type VipChange } from './vipSync';

export function useVipChangeDone(): (change: VipChange) => Promise<void> {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useCallback(
    async (change: VipChange) => {
      announceVipChange(change);
      await client.invalidateQueries({ queryKey: memberKey(memberNo) });
    },
    [client, memberNo],
  );
}
