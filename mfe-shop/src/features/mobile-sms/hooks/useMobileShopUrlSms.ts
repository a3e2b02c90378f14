// POST /api/sms/send/mobile-shop-url — Sends the mobile shop URL.
import type { MobileShopSmsBody, SmsResult } from '@hanpan/contracts';
import { apiClient, useMutation } from '@hanpan/platform';

export function useMobileShopUrlSms() {
  return useMutation({
    mutationFn: (v: MobileShopSmsBody) => apiClient.post<SmsResult>('/api/sms/send/mobile-shop-url', v),
  });
}
