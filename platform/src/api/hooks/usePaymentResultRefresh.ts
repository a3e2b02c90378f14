// While mounted: a payment completed in a sandbox popup refreshes every query of the member (shop,
// personal zone money, inventory …) without a reload — from the popup this page opened (the opener
// handler) or from any other window of ours (the balance channel); `onResult` hears the popup's.
import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PaymentResultMessage } from '@hanpan/contracts/constants';
import { subscribeBalanceChange } from '../../lib/balanceChannel';
import { subscribePaymentResults } from '../../lib/paymentResult';
import { memberKey } from '../platformQueries';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePaymentResultRefresh(onResult?: (result: PaymentResultMessage) => void): void {
  const client = useQueryClient();
  const memberNo = useQueryMemberNo();
  const callback = useRef(onResult);
  callback.current = onResult;
  useEffect(() => {
    const refresh = () => void client.invalidateQueries({ queryKey: memberKey(memberNo) });
    const off = subscribePaymentResults((result) => {
      if (result.status === 'COMPLETED') refresh();
      callback.current?.(result);
    });
    const unsubscribe = subscribeBalanceChange(refresh);
    return () => {
      off();
      unsubscribe();
    };
  }, [client, memberNo]);
}
