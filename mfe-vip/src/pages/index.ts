// Route pattern → page of the VIP area. The club page (/vip, the header's VIP link) comes with the
// exposed lifecycles, so a hover prefetch is enough to open it; the other PC pages are one chunk
// each and the window popups share one.
import { lazyPage, type AreaPages } from '@hanpan/platform';
import { VipMainPage } from './VipMainPage';

const popups = () => import('./VipPopups');

export const VIP_PAGES: AreaPages = {
  '/vip': VipMainPage,
  '/vip/home': lazyPage(() => import('./VipHomePage').then((m) => ({ default: m.VipHomePage }))),
  '/vip/guide': lazyPage(() => import('./VipGuidePage').then((m) => ({ default: m.VipGuidePage }))),
  '/vip/lounge': lazyPage(() => import('./VipLoungePage').then((m) => ({ default: m.VipLoungePage }))),
  '/popup/vip/check': lazyPage(() => popups().then((m) => ({ default: m.VipCheckPopup }))),
  '/popup/vip/payment-history': lazyPage(() => popups().then((m) => ({ default: m.VipPaymentHistoryPopup }))),
  '/popup/vip/avatar-mark': lazyPage(() => popups().then((m) => ({ default: m.VipAvatarMarkPopup }))),
  '/popup/vip/benefit/coupon': lazyPage(() => popups().then((m) => ({ default: m.VipBenefitPopup }))),
  '/popup/vip/benefit/grade-up': lazyPage(() => popups().then((m) => ({ default: m.VipBenefitPopup }))),
  '/popup/vip/benefit/hancoin': lazyPage(() => popups().then((m) => ({ default: m.VipBenefitPopup }))),
  '/popup/vip/benefit/result': lazyPage(() => popups().then((m) => ({ default: m.VipBenefitResultPopup }))),
  '/popup/vip/power-chief': lazyPage(() => popups().then((m) => ({ default: m.VipPowerChiefPopup }))),
  '/popup/vip/voice': lazyPage(() => popups().then((m) => ({ default: m.VipVoicePopup }))),
};
