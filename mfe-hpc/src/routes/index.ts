// The 챔피언십 area's routes: everything below its prefixes (platform/areas.json) is declared here —
// page info, layout, login and publisher rules, route validation. The build publishes them with the
// remote (hanpan-remote.json); the shell and the server read them at run time.
import { defineRoutes } from '@hanpan/platform/routing';

export const HPC_ROUTES = defineRoutes('mfe_hpc', [
  { path: '/championship', layout: 'pc', title: 'PC방 챔피언십', subTitle: '가맹 PC방에서 매월 신청하는 한판 챔피언십' },
  { path: '/hpc', layout: 'hpc', title: 'HPC 챔피언십', subTitle: '한판 포커 챔피언십 일정과 순위', skipMemberRefresh: true, menu: 'HPC 홈' },
  { path: '/hpc/championship', layout: 'hpc', title: '대회 일정', subTitle: '챔피언십 일정과 참가 방법', skipMemberRefresh: true, menu: '대회 일정' },
  { path: '/hpc/history/:championshipId?', layout: 'hpc', title: '역대 기록', subTitle: '지난 대회의 TOP 100, 미라클 실드, 보너스 랭킹', skipMemberRefresh: true, menu: '역대 기록' },
  { path: '/hpc/info', layout: 'hpc', title: '대회 안내', subTitle: '참가 자격과 대회 규정', skipMemberRefresh: true, menu: '대회 안내' },
  { path: '/hpc/media', layout: 'hpc', title: '미디어', subTitle: '대회 하이라이트와 인터뷰 영상', skipMemberRefresh: true, menu: '미디어' },
]);
