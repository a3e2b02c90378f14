// While mounted: a payment completed in a sandbox popup this page opened refreshes every query of
// the member (shop, personal zone money, inventory …) without a reload, and `onResult` hears it.
// What the answers re-render away (the 구매 button of an avatar now owned) had the focus: it goes to
// the heading of its area, not to <body> where the next Tab starts over from the top (QA).
// Announcements from other windows (the balance channel) refresh every page already: see
// bindQueryClientToMember.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResultMessage } from '@hanpan/contracts/constants';
import { subscribePaymentResults } from '../../lib/paymentResult';
import { settleLostFocus } from '../../ui/areaFocus';
import { memberKey } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePaymentResultRefresh(onResult?: (result: PaymentResultMessage) => void): void {
  const client = useQueryClient();
  const memberNo = useQueryMemberNo();
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    // (after React drew the answers)
    const refresh = () => void client.invalidateQueries({ queryKey: memberKey(memberNo) }).then(() => setTimeout(settleLostFocus, 0));
    return subscribePaymentResults((result) => {
      if (result.status === 'COMPLETED') refresh();
      callback.current?.(result);
    });
  }, [client, memberNo]);
}
