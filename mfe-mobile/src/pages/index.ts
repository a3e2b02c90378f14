// Route pattern → page of the 모바일 사이트 area. Each page file is its own chunk (lazy).
import { lazyPage, type AreaPages } from '@hanpan/platform';

const guide = () => import('./GuidePages');
const shop = () => import('./ShopPages');
const vip = () => import('./VipPages');
const plus = () => import('./PlusPages');

export const MOBILE_PAGES: AreaPages = {
  '/mobile': lazyPage(() => import('./HomePage').then((m) => ({ default: m.HomePage }))),
  '/mobile/guide': lazyPage(() => guide().then((m) => ({ default: m.GuideIndexPage }))),
  '/mobile/guide/rule': lazyPage(() => guide().then((m) => ({ default: m.GuideRulePage }))),
  '/mobile/guide/strategy': lazyPage(() => guide().then((m) => ({ default: m.GuideStrategyPage }))),
  '/mobile/pc-bang': lazyPage(() => import('./PcBangPage').then((m) => ({ default: m.PcBangPage }))),
  '/mobile/shop': lazyPage(() => shop().then((m) => ({ default: m.ShopPage }))),
  '/mobile/shop/money-avatar': lazyPage(() => shop().then((m) => ({ default: m.MoneyAvatarPage }))),
  '/mobile/vip': lazyPage(() => vip().then((m) => ({ default: m.VipPage }))),
  '/mobile/vip/benefit': lazyPage(() => vip().then((m) => ({ default: m.VipBenefitPage }))),
  '/mobile/plus': lazyPage(() => plus().then((m) => ({ default: m.PlusIndexPage }))),
  '/mobile/plus/home': lazyPage(() => plus().then((m) => ({ default: m.PlusHomePage }))),
  '/mobile/plus/home/all': lazyPage(() => plus().then((m) => ({ default: m.PlusHomeAllPage }))),
  '/mobile/plus/me': lazyPage(() => plus().then((m) => ({ default: m.MyPlusPage }))),
  '/mobile/plus/me/all': lazyPage(() => plus().then((m) => ({ default: m.MyPlusAllPage }))),
  '/mobile/plus/me/benefit': lazyPage(() => plus().then((m) => ({ default: m.MyBenefitPage }))),
  '/mobile/plus/me/money-history': lazyPage(() => plus().then((m) => ({ default: m.MoneyHistoryPage }))),
  '/mobile/plus/me/payment': lazyPage(() => plus().then((m) => ({ default: m.PaymentPage }))),
  '/mobile/plus/guide/main/:id?': lazyPage(() => plus().then((m) => ({ default: m.GuideMainPage }))),
  '/mobile/plus/guide/option/:id?': lazyPage(() => plus().then((m) => ({ default: m.GuideOptionPage }))),
};
