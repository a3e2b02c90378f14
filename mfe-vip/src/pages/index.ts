// Route pattern → page of the VIP area. The club page (/vip, the header's VIP link) comes with the
// exposed lifecycles, so a hover prefetch is enough to open it; the other PC pages are one chunk
// each and the window popups share one.
import { lazy } from 'react';
import type { AreaPages } from '@hanpan/platform';
import { VipMainPage } from './VipMainPage';

const popups = () => import('./VipPopups');

export const VIP_PAGES: AreaPages = {
  '/vip': VipMainPage,
  '/vip/home': lazy(() => import('./VipHomePage').then((m) => ({ default: m.VipHomePage }))),
  '/vip/guide': lazy(() => import('./VipGuidePage').then((m) => ({ default: m.VipGuidePage }))),
  '/vip/lounge': lazy(() => import('./VipLoungePage').then((m) => ({ default: m.VipLoungePage }))),
  '/popup/vip/check': lazy(() => popups().then((m) => ({ default: m.VipCheckPopup }))),
  '/popup/vip/payment-history': lazy(() => popups().then((m) => ({ default: m.VipPaymentHistoryPopup }))),
  '/popup/vip/avatar-mark': lazy(() => popups().then((m) => ({ default: m.VipAvatarMarkPopup }))),
  '/popup/vip/benefit/coupon': lazy(() => popups().then((m) => ({ default: m.VipBenefitPopup }))),
  '/popup/vip/benefit/grade-up': lazy(() => popups().then((m) => ({ default: m.VipBenefitPopup }))),
  '/popup/vip/benefit/hancoin': lazy(() => popups().then((m) => ({ default: m.VipBenefitPopup }))),
  '/popup/vip/benefit/result': lazy(() => popups().then((m) => ({ default: m.VipBenefitResultPopup }))),
  '/popup/vip/power-chief': lazy(() => popups().then((m) => ({ default: m.VipPowerChiefPopup }))),
  '/popup/vip/voice': lazy(() => popups().then((m) => ({ default: m.VipVoicePopup }))),
};
