// POST /api/sms/send/mobile-shop-url — Sends the mobile shop URL SMS.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MobileShopSmsBody, SmsResult } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMobileShopUrlSms() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: MobileShopSmsBody) => apiClient.post<SmsResult>('/api/sms/send/mobile-shop-url', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
