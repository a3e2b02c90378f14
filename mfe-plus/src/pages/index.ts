// Route pattern → page of the 플러스 area. Each page file is its own chunk (lazy).
import type { ComponentType } from 'react';
import { lazyPage, type AreaPages, type PortalRoute } from '@hanpan/platform';
import { withPopupTitle } from './popup/PopupPage';

const guide = () => import('./GuidePages');
const payments = () => import('./popup/PaymentPopups');
const benefitPopups = () => import('./popup/BenefitPopups');
const overMoney = () => import('./popup/OverMoneyPopups');
const sms = () => import('./popup/ClassicSmsPopups');
type Page = ComponentType<{ route: PortalRoute }>;
/** a popup page module's export, with its h1 */
const popup = <M,>(load: () => Promise<M>, pick: (m: M) => Page) => lazyPage(() => load().then((m) => ({ default: withPopupTitle(pick(m)) })));
const voucher = lazyPage(() => import('./VoucherPage').then((m) => ({ default: m.VoucherPage })));

export const PLUS_PAGES: AreaPages = {
  '/plus': lazyPage(() => import('./PlusIndexPage').then((m) => ({ default: m.PlusIndexPage }))),
  '/plus/home': lazyPage(() => import('./PlusHomePage').then((m) => ({ default: m.PlusHomePage }))),
  '/plus/me': lazyPage(() => import('./MyPlusPage').then((m) => ({ default: m.MyPlusPage }))),
  '/plus/me/benefit': lazyPage(() => import('./MyBenefitPage').then((m) => ({ default: m.MyBenefitPage }))),
  '/plus/me/money-history': lazyPage(() => import('./MoneyHistoryPage').then((m) => ({ default: m.MoneyHistoryPage }))),
  '/plus/me/payment': lazyPage(() => import('./PaymentPage').then((m) => ({ default: m.PaymentPage }))),
  '/plus/shop': lazyPage(() => import('./PlusShopPage').then((m) => ({ default: m.PlusShopPage }))),
  '/plus/guide': lazyPage(() => guide().then((m) => ({ default: m.GuidePage }))),
  '/plus/guide/main/:id?': lazyPage(() => guide().then((m) => ({ default: m.GuideMainPage }))),
  '/plus/guide/option/:id?': lazyPage(() => guide().then((m) => ({ default: m.GuideOptionPage }))),
  '/plus/guide/continuous': lazyPage(() => guide().then((m) => ({ default: m.GuideContinuousPage }))),
  '/plus/guide/voucher': voucher,
  '/plus/guide/voucher/available': voucher,
  '/plus/guide/voucher/history': voucher,
  '/plus/guide/voucher/inventory': voucher,
  '/plus/guide/voucher/purchase': voucher,
  '/popup/plus/join': popup(payments, (m) => m.JoinPopup),
  '/popup/plus/change': popup(payments, (m) => m.ChangePopup),
  '/popup/plus/me/payments': popup(payments, (m) => m.OptionsPaymentPopup),
  '/popup/plus/weeklygold/payments': popup(payments, (m) => m.WeeklyGoldPopup),
  '/popup/plus/result': popup(payments, (m) => m.PaymentResultPopup),
  '/popup/plus/bankbook': popup(benefitPopups, (m) => m.BankbookPopup),
  '/popup/plus/pet': popup(benefitPopups, (m) => m.PetPopup),
  '/popup/over-money': popup(overMoney, (m) => m.OverMoneyMainPopup),
  '/popup/over-money/main': popup(overMoney, (m) => m.OverMoneyMainPopup),
  '/popup/over-money/history': popup(overMoney, (m) => m.OverMoneyHistoryPopup),
  '/popup/over-money/fail-result': popup(overMoney, (m) => m.OverMoneyFailResultPopup),
  '/popup/classic-sms': popup(sms, (m) => m.ClassicSmsPopup),
  '/popup/classic-sms/plus/result/confirm': popup(sms, (m) => m.ClassicSmsConfirmPopup),
  '/popup/classic-sms/plus/result/success': popup(sms, (m) => m.ClassicSmsSuccessPopup),
};
