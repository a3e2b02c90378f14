// Route pattern → page of the shop area. Each page is its own chunk.
import type { ComponentType } from 'react';
import { lazyPage, type AreaPages, type PortalRoute } from '@hanpan/platform';

type Page = ComponentType<{ route: PortalRoute }>;
const page = <K extends string>(load: () => Promise<Record<K, Page>>, name: K) => lazyPage(() => load().then((m) => ({ default: m[name] })));

const category = page(() => import('./ShopCategoryPage'), 'ShopCategoryPage');
const restrictResult = page(() => import('./RestrictResultPage'), 'RestrictResultPage');
const sms = page(() => import('./ShopMobileSmsPage'), 'ShopMobileSmsPage');

export const SHOP_PAGES: AreaPages = {
  '/shop': page(() => import('./ShopHomePage'), 'ShopHomePage'),
  '/shop/avatar': category,
  '/shop/endorphin': category,
  '/shop/item': category,
  '/shop/money': category,
  '/shop/plus': page(() => import('./ShopPlusPage'), 'ShopPlusPage'),
  '/product/:id?': page(() => import('./ProductPage'), 'ProductPage'),
  '/collectionBook': page(() => import('./CollectionBookPage'), 'CollectionBookPage'),
  '/popup/collectionbook': page(() => import('./CollectionBookPopup'), 'CollectionBookPopup'),
  '/popup/charge': page(() => import('./ChargePopup'), 'ChargePopup'),
  '/popup/shop/shop-mobile-sms': sms,
  '/mobile/popup/shop-mobile-sms': sms,
  '/popup/shop/guide': page(() => import('./ShopGuidePage'), 'ShopGuidePage'),
  '/popup/product/Joker-catch': page(() => import('./JokerCatchPopup'), 'JokerCatchPopup'),
  '/popup/restrict': page(() => import('./RestrictPopup'), 'RestrictPopup'),
  '/popup/restrict/history': page(() => import('./RestrictHistoryPage'), 'RestrictHistoryPage'),
  '/popup/restrict/result/success': restrictResult,
  '/popup/restrict/result/day-limit': restrictResult,
  '/popup/restrict/result/month-limit': restrictResult,
  '/popup/restrict/result/punish-limit': restrictResult,
  '/popup/restrict/result/error': restrictResult,
};
