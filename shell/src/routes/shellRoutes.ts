// The shell's own pages (everything else belongs to a remote: see platform/areas.json).
import { defineRoutes } from '@hanpan/platform/routing';

export const SHELL_ROUTES = defineRoutes('shell', [
  { path: '/', layout: 'pc-main', title: '한판 홈', subTitle: '카드게임 한판의 메인 화면' },
  { path: '/mirror', layout: 'pc-main', title: '한판 미러', subTitle: '메인 화면과 같은 구성의 미러 페이지' },
  { path: '/faq', layout: 'pc', title: '자주 묻는 질문', subTitle: '이용 중 궁금한 점을 확인하세요' },
  { path: '/sponsor', layout: 'pc', title: '후원', subTitle: '한판이 후원하는 대회와 선수', partnerBlocked: true },
  { path: '/popup/goldbox', layout: 'popup', title: '골드박스 이벤트', subTitle: '골드박스를 열고 보상을 받으세요', requiresLogin: true },
  { path: '/popup/mileage', layout: 'popup', title: '마일리지', subTitle: '마일리지 전환과 선물', popupSize: 'mileage', requiresLogin: true },
  { path: '/popup/transfer', layout: 'popup', title: '머니 전송', subTitle: '회원 간 머니 보내기', requiresLogin: true },
]);
