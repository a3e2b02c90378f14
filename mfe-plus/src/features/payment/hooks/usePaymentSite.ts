// The site this payment page runs on: the mobile site's join, change and options open the same
// pages, and its payments and My Plus are its own.
import { useHanpanStore } from '@hanpan/platform';
import type { PaymentSite } from '../lib/paymentUrls';

export function usePaymentSite(): PaymentSite {
  return useHanpanStore((s) => s.global.site);
}
