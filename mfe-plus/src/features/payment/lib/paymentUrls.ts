// Addresses of the payment sandbox pages (SPEC §7 navigations). Each carries a return address on
// our own result popup, which tells every open portal page to refresh (no reload).
import { PRODUCT_CODES } from '@hanpan/platform';
export type PaymentResultKind =
  | 'join' | 'change' | 'change-method' | 'options' | 'weekly-gold' | 'voucher' | 'voucher-use'
  | 'auto-bankbook' | 'auto-bankbook-change' | 'auto-bankbook-cancel' | 'item-use';

export const PAYMENT_RESULT_PATH = '/popup/plus/result';

export const resultUrl = (kind: PaymentResultKind) => `${PAYMENT_RESULT_PATH}?kind=${kind}`;

function sandboxUrl(path: string, params: Record<string, string | number | undefined>, kind: PaymentResultKind): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  q.set('returnUrl', resultUrl(kind));
  return `${path}?${q.toString()}`;
}

/** The site a payment starts on (the mobile site's join and change come to these pages too). */
export type PaymentSite = 'pc' | 'mobile';
const storeOf = (site: PaymentSite) => (site === 'mobile' ? { storeType: 'MOBILE', platformType: 'MOBILE' } : { storeType: 'PC', platformType: 'PC' });

export type AutoBankbookAction = 'reserve' | 'change' | 'cancel';
export type AutoBankbookDateType = 'BENEFIT_DAY' | 'MONTH_FIRST_DAY';

export const paymentUrls = {
  /** main tier (+ options), with a Plus coupon (couponId) or none: /services/membership/payments/subscription/registration */
  join: (codes: readonly string[], site: PaymentSite = 'pc', couponId: number | null = null) =>
    sandboxUrl('/services/membership/payments/subscription/registration', { codes: codes.join(','), couponId: couponId ?? undefined, ...storeOf(site), traceCode: 'plus-join' }, 'join'),
  /** to `code` from the membership the form showed (`from`: a page another tab made out of date is refused) */
  change: (code: string, from: string, site: PaymentSite = 'pc') =>
    sandboxUrl('/services/membership/payments/subscription/change', { codes: code, from, ...storeOf(site), traceCode: 'plus-change' }, 'change'),
  /** to the method `to` (the opposite of the one shown: a page another tab made out of date is refused, not reversed) */
  changeMethod: (code: string, to: 'SUBSCRIPTION' | 'ONE_TIME', site: PaymentSite = 'pc') =>
    sandboxUrl('/services/membership/payments/subscription/change-method', { codes: code, to, ...storeOf(site), traceCode: 'plus-change-method' }, 'change-method'),
  /** options (PO…) and the gold item (PI0001) */
  options: (codes: readonly string[]) => sandboxUrl('/services/membership/payments', { codes: codes.join(','), traceCode: 'plus-options', clientType: 'web' }, 'options'),
  weeklyGold: () => sandboxUrl('/services/weekly-gold/payments', { codes: PRODUCT_CODES.weeklyGold, traceCode: 'plus-weekly-gold', clientType: 'web' }, 'weekly-gold'),
  /** vouchers: pkgids=PM0005:1|3 */
  voucherBuy: (code: string, months: number) => sandboxUrl('/register/register.nhn', { pkgids: `${code}:${months}` }, 'voucher'),
  voucherUse: (code: string, voucherNo: number) => sandboxUrl('/register/useToken.nhn', { pkgid: code, payno: voucherNo }, 'voucher-use'),
  autoBankbook: (action: AutoBankbookAction, currentMembershipId: number, type: AutoBankbookDateType = 'BENEFIT_DAY') =>
    sandboxUrl(`/auto-bankbook/reservation${action === 'reserve' ? '' : `/${action}`}`, { currentMembershipId, type: action === 'cancel' ? undefined : type }, action === 'reserve' ? 'auto-bankbook' : `auto-bankbook-${action}`),
  /** a gold item (PI0001) used on the running weekly gold */
  useGoldItem: (itemId: number, membershipId: number | null) => sandboxUrl(`/use/${itemId}/membership`, { clientType: 'W', code: 'PI0001', membershipId: membershipId ?? undefined }, 'item-use'),
};
