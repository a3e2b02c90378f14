// The 모바일 사이트 area's routes: everything below its prefixes (platform/areas.json) is declared here —
// page info, layout, login and publisher rules, route validation. The build publishes them with the
// remote (hanpan-remote.json); the shell and the server read them at run time.
// `menu`: a tab of the mobile tab bar; `menuAlso`: another area's pages it opens that light it up
// (the shop's products, /product/…, opened from the mobile shop: 상점; the PC-bang championship,
// /championship, opened from the PC방 page: PC방).
import { PLUS_GUIDE_IDS } from '@hanpan/platform/constants';
import { defineRoutes } from '@hanpan/platform/routing';

export const MOBILE_ROUTES = defineRoutes('mfe_mobile', [
  { path: '/mobile', layout: 'mobile', title: '한판 모바일', subTitle: '모바일 한판 홈', mobileOnly: true, partnerBlocked: true, menu: '홈' },
  { path: '/mobile/guide', layout: 'mobile', title: '게임 가이드', subTitle: '게임 방법 안내', mobileOnly: true, partnerBlocked: true, menu: '가이드' },
  { path: '/mobile/guide/rule', layout: 'mobile', title: '게임 규칙', subTitle: '족보와 진행 규칙', mobileOnly: true, partnerBlocked: true },
  { path: '/mobile/guide/strategy', layout: 'mobile', title: '게임 전략', subTitle: '이기는 전략 안내', mobileOnly: true, partnerBlocked: true },
  { path: '/mobile/pc-bang', layout: 'mobile', title: 'PC방 혜택', subTitle: '정액제·종량제 PC방 혜택과 챔피언십', mobileOnly: true, partnerBlocked: true, menu: 'PC방', menuAlso: '/championship', pcTwin: '/championship' },
  { path: '/mobile/shop', layout: 'mobile', title: '모바일 상점', subTitle: '모바일 상품', mobileOnly: true, partnerBlocked: true, menu: '상점', menuAlso: '/product' },
  { path: '/mobile/shop/money-avatar', layout: 'mobile', title: '머니 아바타', subTitle: '머니가 함께 오는 아바타', mobileOnly: true, partnerBlocked: true, pcTwin: '/shop/avatar' },
  { path: '/mobile/vip', layout: 'mobile', title: 'VIP 클럽', subTitle: 'VIP 등급과 혜택', mobileOnly: true, partnerBlocked: true, menu: 'VIP' },
  { path: '/mobile/vip/benefit', layout: 'mobile', title: 'VIP 혜택', subTitle: '이번 달 받을 VIP 혜택', mobileOnly: true, partnerBlocked: true, requiresLogin: true, pcTwin: '/vip/home' },
  { path: '/mobile/plus', layout: 'mobile', title: '모바일 플러스', subTitle: '플러스 멤버십', mobileOnly: true, partnerBlocked: true, menu: '플러스' },
  { path: '/mobile/plus/home', layout: 'mobile', title: '플러스 홈', subTitle: '나의 멤버십 현황', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/home/all', layout: 'mobile', title: '전체 멤버십', subTitle: '모든 멤버십 한눈에 보기', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/me', layout: 'mobile', title: '나의 플러스', subTitle: '가입한 멤버십과 혜택', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/me/all', layout: 'mobile', title: '전체 내역', subTitle: '나의 멤버십 전체 내역', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/me/benefit', layout: 'mobile', title: '나의 혜택', subTitle: '이용 중인 멤버십 혜택', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/me/money-history', layout: 'mobile', title: '통장 내역', subTitle: '통장·펫샵·럭키 플립·딜러비 할인으로 받은 머니', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/me/payment', layout: 'mobile', title: '결제 내역', subTitle: '멤버십 결제 내역', mobileOnly: true, partnerBlocked: true, requiresLogin: true },
  { path: '/mobile/plus/guide/main/:id?', layout: 'mobile', title: '메인 멤버십 안내', subTitle: 'V, W, X, Z 멤버십 혜택', mobileOnly: true, partnerBlocked: true, parentPath: '/mobile/plus', params: { id: PLUS_GUIDE_IDS.main } },
  { path: '/mobile/plus/guide/option/:id?', layout: 'mobile', title: '옵션 멤버십 안내', subTitle: '추가로 가입하는 옵션 멤버십', mobileOnly: true, partnerBlocked: true, parentPath: '/mobile/plus', params: { id: PLUS_GUIDE_IDS.option } },
]);
