// Listens for VIP changes made in other windows (a popup) and refreshes this page's member data.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberKey, useQueryMemberNo } from '@hanpan/platform';
import { listenVipChanges } from './vipSync';

export function useVipChangeRefresh(): void {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  useEffect(() => {
    if (!memberNo) return undefined;
    return listenVipChanges(() => void client.invalidateQueries({ queryKey: memberKey(memberNo) }));
  }, [client, memberNo]);
}
