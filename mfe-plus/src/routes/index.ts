// The 플러스 area's routes: everything below its prefixes (platform/areas.json) is declared here —
// page info, layout, login and publisher rules, route validation. The build publishes them with the
// remote (hanpan-remote.json); the shell and the server read them at run time.
// The partner channel is blocked from Plus (SPEC §2, §6): every /plus page and every Plus popup.
import { PLUS_GUIDE_IDS } from '@hanpan/platform/constants';
import { defineRoutes } from '@hanpan/platform/routing';

export const PLUS_ROUTES = defineRoutes('mfe_plus', [
  { path: '/plus', layout: 'default', title: '플러스', subTitle: '플러스 멤버십', partnerBlocked: true },
  { path: '/plus/guide', layout: 'default', title: '플러스 안내', subTitle: '멤버십 종류와 혜택 안내', partnerBlocked: true },
  { path: '/plus/guide/continuous', layout: 'default', title: '연속 이용 혜택', subTitle: '3회 이상 연속 이용 시 추가 혜택', partnerBlocked: true },
  { path: '/plus/guide/main/:id?', layout: 'default', title: '메인 멤버십 안내', subTitle: 'V, W, X, Z 멤버십 혜택', partnerBlocked: true, params: { id: PLUS_GUIDE_IDS.main } },
  { path: '/plus/guide/option/:id?', layout: 'default', title: '옵션 멤버십 안내', subTitle: '추가로 가입하는 옵션 멤버십', partnerBlocked: true, params: { id: PLUS_GUIDE_IDS.option } },
  { path: '/plus/guide/voucher', layout: 'default', title: '이용권', subTitle: '플러스 이용권 안내', partnerBlocked: true },
  { path: '/plus/guide/voucher/available', layout: 'default', title: '사용 가능한 이용권', subTitle: '지금 사용할 수 있는 이용권', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/guide/voucher/history', layout: 'default', title: '이용권 사용 내역', subTitle: '이용권 구매와 사용 기록', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/guide/voucher/inventory', layout: 'default', title: '이용권 보관함', subTitle: '보유 중인 이용권', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/guide/voucher/purchase', layout: 'default', title: '이용권 구매', subTitle: '플러스 이용권 구매', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/home', layout: 'default', title: '플러스 홈', subTitle: '나의 멤버십 현황', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/me', layout: 'default', title: '나의 플러스', subTitle: '가입한 멤버십과 혜택', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/me/benefit', layout: 'default', title: '나의 혜택', subTitle: '이용 중인 멤버십 혜택', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/me/money-history', layout: 'default', title: '통장 내역', subTitle: '통장·펫샵·럭키 플립·딜러비 할인으로 받은 머니', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/me/payment', layout: 'default', title: '결제 내역', subTitle: '멤버십 결제와 정기결제 관리', partnerBlocked: true, requiresLogin: true },
  { path: '/plus/shop', layout: 'default', title: '플러스 상점', subTitle: '멤버십 가입과 변경', partnerBlocked: true },
  { path: '/popup/classic-sms', layout: 'popup', title: '클래식 문자 인증', subTitle: '휴대폰 문자 인증', skipMemberRefresh: true },
  { path: '/popup/classic-sms/plus/result/confirm', layout: 'popup', title: '인증 확인', subTitle: '플러스 가입 인증 확인', skipMemberRefresh: true, partnerBlocked: true },
  { path: '/popup/classic-sms/plus/result/success', layout: 'popup', title: '인증 완료', subTitle: '플러스 가입 인증이 완료되었습니다', skipMemberRefresh: true, partnerBlocked: true },
  // the store's own address (SPEC §2 names only its children): the main page, as /popup/restrict is
  { path: '/popup/over-money', layout: 'popup', title: '초과 머니 보관함', subTitle: '보유 한도를 넘은 머니 관리', requiresLogin: true },
  { path: '/popup/over-money/fail-result', layout: 'popup', title: '초과 머니 처리 실패', subTitle: '초과 머니 처리 결과', requiresLogin: true },
  { path: '/popup/over-money/history', layout: 'popup', title: '초과 머니 내역', subTitle: '보유 한도 초과 머니 기록', requiresLogin: true },
  { path: '/popup/over-money/main', layout: 'popup', title: '초과 머니 보관함', subTitle: '보유 한도를 넘은 머니 관리', requiresLogin: true },
  { path: '/popup/plus/bankbook', layout: 'popup-ui', title: '출금 통장', subTitle: '통장 머니 출금', popupSize: 'bankbook', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/plus/change', layout: 'popup-ui', title: '멤버십 변경', subTitle: '다른 멤버십으로 변경', popupSize: 'changePayment', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/plus/join', layout: 'popup-ui', title: '멤버십 가입', subTitle: '플러스 멤버십 가입', popupSize: 'payment', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/plus/pet', layout: 'popup-ui', title: '펫샵', subTitle: '플러스 펫샵 보너스', popupSize: 'membershipItemUse', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/plus/me/payments', layout: 'popup-ui', title: '옵션·아이템 결제', subTitle: '옵션 멤버십과 골드 아이템 결제', popupSize: 'payment', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/plus/result', layout: 'popup-ui', title: '결과', subTitle: '결과를 반영했습니다', popupSize: 'payment', requiresLogin: true, partnerBlocked: true },
  { path: '/popup/plus/weeklygold/payments', layout: 'popup-ui', title: '주간 골드', subTitle: '주간 골드 멤버십 결제', popupSize: 'paymentTall', requiresLogin: true, partnerBlocked: true },
]);
