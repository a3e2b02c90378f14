// Routes for the shell's unit tests: its own pages plus a few remote routes declared like the
// remotes declare them (the shell never imports a remote).
import { defineRoutes, type PortalRoute } from '@hanpan/platform';
import { SHELL_ROUTES } from '../routes/shellRoutes';

export const TEST_ROUTES: readonly PortalRoute[] = [
  ...SHELL_ROUTES,
  ...defineRoutes('mfe_hpc', [{ path: '/hpc', layout: 'hpc', title: 'HPC 챔피언십', subTitle: '', skipMemberRefresh: true }]),
  ...defineRoutes('mfe_plus', [
    { path: '/plus', layout: 'default', title: '플러스', subTitle: '', partnerBlocked: true },
    { path: '/plus/me', layout: 'default', title: '나의 플러스', subTitle: '', partnerBlocked: true, requiresLogin: true },
    { path: '/popup/classic-sms', layout: 'popup', title: '클래식 문자 인증', subTitle: '', skipMemberRefresh: true },
  ]),
  ...defineRoutes('mfe_mobile', [{ path: '/mobile/shop', layout: 'mobile', title: '모바일 상점', subTitle: '', mobileOnly: true, partnerBlocked: true }]),
];

export const testRoute = (path: string): PortalRoute | null => TEST_ROUTES.find((r) => r.path === path) ?? null;
