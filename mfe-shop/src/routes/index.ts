// The 상점 area's routes: everything below its prefixes (platform/areas.json) is declared here —
// page info, layout, login and publisher rules, route validation. The build publishes them with the
// remote (hanpan-remote.json); the shell and the server read them at run time.
// `menu`: the page is a tab of the shop's category bar (ShopCategoryNav), with that label.
import { defineRoutes } from '@hanpan/platform/routing';

export const SHOP_ROUTES = defineRoutes('mfe_shop', [
  { path: '/collectionBook', layout: 'default', title: '컬렉션북', subTitle: '아바타를 모아 컬렉션을 완성하면 게임머니 보상을 한 번 드립니다' },
  { path: '/shop', layout: 'default', title: '상점', subTitle: '아바타, 아이템, 머니를 원화로 구매하세요', menu: 'BEST' },
  { path: '/shop/avatar', layout: 'default', title: '아바타', subTitle: '나를 표현하는 아바타 — 구매하면 게임머니를 함께 드립니다', menu: '아바타' },
  { path: '/shop/endorphin', layout: 'default', title: '엔돌핀 아바타', subTitle: '원화로 구매하면 엔돌핀을 드리는 아바타', menu: '엔돌핀 아바타' },
  { path: '/shop/item', layout: 'default', title: '기능성 아이템', subTitle: '게임에 도움이 되는 아이템과 미니게임 이용권', menu: '기능성 아이템' },
  { path: '/shop/money', layout: 'default', title: '게임머니', subTitle: '게임머니 충전 상품', menu: '게임머니' },
  // Plus products: the partner channel cannot use Plus (SPEC §6)
  { path: '/shop/plus', layout: 'default', title: '플러스 상품', subTitle: '플러스 멤버십 상품', partnerBlocked: true, menu: '플러스 상품' },
  { path: '/product/:id?', layout: 'default', title: '상품 상세', subTitle: '상품 정보와 구매', parentPath: '/shop' },
  { path: '/popup/collectionbook', layout: 'popup', title: '컬렉션 상세', subTitle: '모은 아바타와 완성 보상', requiresLogin: true },
  { path: '/popup/charge', layout: 'popup-ui', title: '충전', subTitle: '무료 충전, 한코인·게임머니 충전', popupSize: 'freeRecharge', requiresLogin: true },
  // the mobile shop by SMS: the partner channel cannot use the mobile site (SPEC §6)
  { path: '/mobile/popup/shop-mobile-sms', layout: 'popup', title: '모바일 상점 문자 받기', subTitle: '휴대폰으로 모바일 상점 주소 받기', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/shop/shop-mobile-sms', layout: 'popup', title: '모바일 상점 문자 받기', subTitle: '휴대폰으로 모바일 상점 주소 받기', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/shop/guide', layout: 'popup', title: '상점 이용 안내', subTitle: '구매, 한도, 충전과 아이템 사용 방법' },
  { path: '/popup/product/Joker-catch', layout: 'none', title: '조커 잡기', subTitle: 'X-Plus 이상 가입자 전용 미니게임', popupSize: 'jokerCatch', requiresLogin: true },
  { path: '/popup/restrict', layout: 'popup', title: '구매 한도 설정', subTitle: '이번 달 구매 한도와 사용 내역', requiresLogin: true },
  { path: '/popup/restrict/history', layout: 'popup', title: '한도 변경 내역', subTitle: '일·월 구매 한도 변경 기록', requiresLogin: true },
  // one name for the five results: the title bar and a visit without a change just made (a bookmark,
  // Back days later) must not claim one; the page names the result it shows (RestrictResultPage)
  { path: '/popup/restrict/result/success', layout: 'popup', title: '한도 변경 결과', subTitle: '구매 한도 변경 요청의 결과', requiresLogin: true },
  { path: '/popup/restrict/result/day-limit', layout: 'popup', title: '한도 변경 결과', subTitle: '구매 한도 변경 요청의 결과', requiresLogin: true },
  { path: '/popup/restrict/result/month-limit', layout: 'popup', title: '한도 변경 결과', subTitle: '구매 한도 변경 요청의 결과', requiresLogin: true },
  { path: '/popup/restrict/result/punish-limit', layout: 'popup', title: '한도 변경 결과', subTitle: '구매 한도 변경 요청의 결과', requiresLogin: true },
  { path: '/popup/restrict/result/error', layout: 'popup', title: '한도 변경 결과', subTitle: '구매 한도 변경 요청의 결과', requiresLogin: true },
]);
