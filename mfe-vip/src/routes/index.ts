// The VIP area's routes: everything below its prefixes (platform/areas.json) is declared here —
// page info, layout, login and publisher rules, route validation. The build publishes them with the
// remote (hanpan-remote.json); the shell and the server read them at run time.
import { defineRoutes } from '@hanpan/platform/routing';

export const VIP_ROUTES = defineRoutes('mfe_vip', [
  { path: '/vip', layout: 'default', title: 'VIP 클럽', subTitle: '최근 3개월 결제 금액으로 정해지는 VIP 등급과 매월 받는 혜택' },
  { path: '/vip/guide', layout: 'default', title: 'VIP 안내', subTitle: '등급 기준과 혜택 안내' },
  { path: '/vip/home', layout: 'default', title: 'VIP 홈', subTitle: '나의 VIP 등급과 혜택 현황', requiresLogin: true },
  { path: '/vip/lounge', layout: 'default', title: 'VIP 라운지', subTitle: 'VIP 회원 전용 공간', requiresLogin: true },
  { path: '/popup/vip/avatar-mark', layout: 'popup-ui', title: 'VIP 아바타 마크', subTitle: '등급 마크를 아바타에 달거나 떼기', requiresLogin: true },
  { path: '/popup/vip/check', layout: 'popup-ui', title: 'VIP 등급 확인', subTitle: '다음 달 예상 등급과 남은 금액', requiresLogin: true },
  { path: '/popup/vip/payment-history', layout: 'popup-ui', title: 'VIP 결제·적립 내역', subTitle: '월별 VIP 실적 결제와 적립 코인', requiresLogin: true },
  { path: '/popup/vip/power-chief', layout: 'popup-ui', title: '파워 치프', subTitle: '파워 치프 상태와 월간 보너스', requiresLogin: true },
  { path: '/popup/vip/voice', layout: 'popup-ui', title: 'VIP 보이스', subTitle: 'VIP 전담 데스크에 의견 보내기와 답변', requiresLogin: true },
  { path: '/popup/vip/benefit/coupon', layout: 'popup-ui', title: 'VIP 쿠폰', subTitle: 'VIP 딜러비 할인 쿠폰 받기', requiresLogin: true },
  { path: '/popup/vip/benefit/grade-up', layout: 'popup-ui', title: '등급 상향권', subTitle: 'VIP 등급 상향권 받기', requiresLogin: true },
  { path: '/popup/vip/benefit/hancoin', layout: 'popup-ui', title: '한코인 혜택', subTitle: 'VIP 한코인 받기', requiresLogin: true },
  { path: '/popup/vip/benefit/result', layout: 'popup-ui', title: '혜택 지급 결과', subTitle: '받은 VIP 혜택', requiresLogin: true },
]);
