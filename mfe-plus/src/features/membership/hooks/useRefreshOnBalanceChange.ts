// Another window (a payment result, the bankbook popup) announced a change: refetch this member's
// data in place — My Plus and the personal zone update without a reload.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { memberKey, subscribeBalanceChange, useQueryMemberNo } from '@hanpan/platform';

export function useRefreshOnBalanceChange(): void {
  const client = useQueryClient();
  const memberNo = useQueryMemberNo();
  useEffect(() => subscribeBalanceChange(() => void client.invalidateQueries({ queryKey: memberKey(memberNo) })), [client, memberNo]);
}
