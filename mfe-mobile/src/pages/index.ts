// Route pattern → page of the 모바일 사이트 area. Each page file is its own chunk (lazy).
import { lazy } from 'react';
import type { AreaPages } from '@hanpan/platform';

const guide = () => import('./GuidePages');
const shop = () => import('./ShopPages');
const vip = () => import('./VipPages');
const plus = () => import('./PlusPages');

export const MOBILE_PAGES: AreaPages = {
  '/mobile': lazy(() => import('./HomePage').then((m) => ({ default: m.HomePage }))),
  '/mobile/guide': lazy(() => guide().then((m) => ({ default: m.GuideIndexPage }))),
  '/mobile/guide/rule': lazy(() => guide().then((m) => ({ default: m.GuideRulePage }))),
  '/mobile/guide/strategy': lazy(() => guide().then((m) => ({ default: m.GuideStrategyPage }))),
  '/mobile/pc-bang': lazy(() => import('./PcBangPage').then((m) => ({ default: m.PcBangPage }))),
  '/mobile/shop': lazy(() => shop().then((m) => ({ default: m.ShopPage }))),
  '/mobile/shop/money-avatar': lazy(() => shop().then((m) => ({ default: m.MoneyAvatarPage }))),
  '/mobile/vip': lazy(() => vip().then((m) => ({ default: m.VipPage }))),
  '/mobile/vip/benefit': lazy(() => vip().then((m) => ({ default: m.VipBenefitPage }))),
  '/mobile/plus': lazy(() => plus().then((m) => ({ default: m.PlusIndexPage }))),
  '/mobile/plus/home': lazy(() => plus().then((m) => ({ default: m.PlusHomePage }))),
  '/mobile/plus/home/all': lazy(() => plus().then((m) => ({ default: m.PlusHomeAllPage }))),
  '/mobile/plus/me': lazy(() => plus().then((m) => ({ default: m.MyPlusPage }))),
  '/mobile/plus/me/all': lazy(() => plus().then((m) => ({ default: m.MyPlusAllPage }))),
  '/mobile/plus/me/benefit': lazy(() => plus().then((m) => ({ default: m.MyBenefitPage }))),
  '/mobile/plus/me/money-history': lazy(() => plus().then((m) => ({ default: m.MoneyHistoryPage }))),
  '/mobile/plus/me/payment': lazy(() => plus().then((m) => ({ default: m.PaymentPage }))),
  '/mobile/plus/guide/main/:id?': lazy(() => plus().then((m) => ({ default: m.GuideMainPage }))),
  '/mobile/plus/guide/option/:id?': lazy(() => plus().then((m) => ({ default: m.GuideOptionPage }))),
};
