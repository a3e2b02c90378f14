// The Plus window popups (SPEC §9 sizes). A blocked popup falls back to the same window, so the
// player always gets there (openPopupOrGo); one that goes on to the payment sandbox (pay) is watched
// as the payment window.
import { openPaymentWindowOrGo as pay, openPopupOrGo as open } from '@hanpan/platform/member-action';

const withCode = (path: string, code?: string | null) => (code ? `${path}?code=${encodeURIComponent(code)}` : path);

export const plusPopups = {
  bankbook: () => open('/popup/plus/bankbook', 'bankbook', 'hanpan_plus_bankbook'),
  join: (code?: string | null) => pay(withCode('/popup/plus/join', code), 'payment', 'hanpan_plus_join'),
  change: (code?: string | null) => pay(withCode('/popup/plus/change', code), 'changePayment', 'hanpan_plus_change'),
  pet: () => open('/popup/plus/pet', 'membershipItemUse', 'hanpan_plus_pet'),
  options: (code?: string | null) => pay(withCode('/popup/plus/me/payments', code), 'payment', 'hanpan_plus_payments'),
  weeklyGold: () => pay('/popup/plus/weeklygold/payments', 'paymentTall', 'hanpan_plus_weeklygold'),
  overMoney: () => open('/popup/over-money/main', { width: 460, height: 640 }, 'hanpan_over_money'),
  overMoneyHistory: () => open('/popup/over-money/history', { width: 460, height: 640 }, 'hanpan_over_money'),
  classicSms: () => open('/popup/classic-sms', { width: 420, height: 560 }, 'hanpan_classic_sms'),
  /** the shop's free recharge popup */
  freeCharge: () => open('/popup/charge', 'freeRecharge', 'hanpan_charge'),
};
