// The portal's one route table (SPEC §2): pure data, no React, so the shell, every remote,
// the build (routes.json for HTTP 404s) and unit tests all read the same list.
import type { PopupSizeKey } from '../constants/business';

export const REMOTE_NAMES = ['mfe_shop', 'mfe_plus', 'mfe_vip', 'mfe_hpc', 'mfe_mobile'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export type RouteOwner = 'shell' | RemoteName;

export const LAYOUTS = ['default', 'hpc', 'mobile', 'none', 'pc-main', 'pc', 'popup', 'popup-ui'] as const;
export type LayoutName = (typeof LAYOUTS)[number];

/** pc: PC page, mobile: mobile-site page, popup: window popup (PC or mobile). */
export type PageType = 'pc' | 'mobile' | 'popup';

export interface PageInfo {
  /** Route pattern as registered (react-router syntax, `:id?` = optional). */
  path: string;
  /** Pattern of the parent page (breadcrumb), null at the top. */
  parentPath: string | null;
  title: string;
  subTitle: string;
  /** Stable id, e.g. `plus-me-benefit`. */
  name: string;
  type: PageType;
}

export interface PortalRoute {
  path: string;
  owner: RouteOwner;
  layout: LayoutName;
  pageInfo: PageInfo;
  /** Mobile-site page: a PC browser landing here is sent to the mobile site (SPEC §2). */
  mobileOnly?: boolean;
  /** Partner-publisher users are blocked here (SPEC §6). */
  partnerBlocked?: boolean;
  /** Member-state refresh skipped on this page (SPEC §2). */
  skipMemberRefresh?: boolean;
  /** Size of the window this popup page opens in (SPEC §9). */
  popupSize?: PopupSizeKey;
}

/** Friendly Korean names of the owners (fallback messages, README table). */
export const OWNER_LABELS: Record<RouteOwner, string> = {
  shell: '포털',
  mfe_shop: '상점',
  mfe_plus: '플러스',
  mfe_vip: 'VIP',
  mfe_hpc: '챔피언십',
  mfe_mobile: '모바일',
};

/** Package folder of each remote (deploy paths: /remotes/<pkg>/<version>/). */
export const REMOTE_PACKAGES: Record<RemoteName, string> = {
  mfe_shop: 'mfe-shop',
  mfe_plus: 'mfe-plus',
  mfe_vip: 'mfe-vip',
  mfe_hpc: 'mfe-hpc',
  mfe_mobile: 'mfe-mobile',
};

type RouteSpec = [
  path: string,
  owner: RouteOwner,
  layout: LayoutName,
  title: string,
  subTitle: string,
  extra?: Omit<PortalRoute, 'path' | 'owner' | 'layout' | 'pageInfo'> & { parentPath?: string | null },
];

const S = 'shell', SHOP = 'mfe_shop', PLUS = 'mfe_plus', VIP = 'mfe_vip', HPC = 'mfe_hpc', MOB = 'mfe_mobile';
const PB = { partnerBlocked: true } as const;
const MO = { mobileOnly: true, partnerBlocked: true } as const;

const SPECS: RouteSpec[] = [
  // Main pages
  ['/', S, 'pc-main', '한판 홈', '카드게임 한판의 메인 화면'],
  ['/mirror', S, 'pc-main', '한판 미러', '메인 화면과 같은 구성의 미러 페이지'],
  ['/faq', S, 'pc', '자주 묻는 질문', '이용 중 궁금한 점을 확인하세요'],
  ['/sponsor', S, 'pc', '후원', '한판이 후원하는 대회와 선수', PB],
  ['/championship', HPC, 'pc', '챔피언십', '한판 챔피언십 대회 안내'],
  ['/collectionBook', SHOP, 'default', '컬렉션북', '모은 아바타와 아이템 도감'],
  // Championship (hpc)
  ['/hpc', HPC, 'hpc', 'HPC 챔피언십', '한판 포커 챔피언십', { skipMemberRefresh: true }],
  ['/hpc/championship', HPC, 'hpc', '대회 일정', '챔피언십 일정과 참가 방법', { skipMemberRefresh: true }],
  ['/hpc/history', HPC, 'hpc', '역대 기록', '역대 대회 결과와 순위', { skipMemberRefresh: true }],
  ['/hpc/info', HPC, 'hpc', '대회 안내', '참가 자격과 대회 규정', { skipMemberRefresh: true }],
  ['/hpc/media', HPC, 'hpc', '미디어', '대회 영상과 사진', { skipMemberRefresh: true }],
  // Shop
  ['/shop', SHOP, 'default', '상점', '아바타, 아이템, 머니를 구매하세요'],
  ['/shop/avatar', SHOP, 'default', '아바타', '나를 표현하는 아바타'],
  ['/shop/endorphin', SHOP, 'default', '엔돌핀 아바타', '엔돌핀으로 구매하는 아바타'],
  ['/shop/item', SHOP, 'default', '기능성 아이템', '게임에 도움이 되는 아이템'],
  ['/shop/money', SHOP, 'default', '머니', '게임 머니 충전 상품'],
  ['/shop/plus', SHOP, 'default', '플러스 상품', '플러스 멤버십 상품'],
  ['/product/:id?', SHOP, 'default', '상품 상세', '상품 정보와 구매', { parentPath: '/shop' }],
  // VIP
  ['/vip', VIP, 'default', 'VIP 클럽', 'VIP 등급과 혜택'],
  ['/vip/guide', VIP, 'default', 'VIP 안내', '등급 기준과 혜택 안내'],
  ['/vip/home', VIP, 'default', 'VIP 홈', '나의 VIP 등급과 혜택 현황'],
  ['/vip/lounge', VIP, 'default', 'VIP 라운지', 'VIP 회원 전용 공간'],
  // Plus
  ['/plus', PLUS, 'default', '플러스', '플러스 멤버십', PB],
  ['/plus/guide', PLUS, 'default', '플러스 안내', '멤버십 종류와 혜택 안내', PB],
  ['/plus/guide/continuous', PLUS, 'default', '연속 이용 혜택', '3회 이상 연속 이용 시 추가 혜택', PB],
  ['/plus/guide/main/:id?', PLUS, 'default', '메인 멤버십 안내', 'V, W, X, Z 멤버십 혜택', PB],
  ['/plus/guide/option/:id?', PLUS, 'default', '옵션 멤버십 안내', '추가로 가입하는 옵션 멤버십', PB],
  ['/plus/guide/voucher', PLUS, 'default', '이용권', '플러스 이용권 안내', PB],
  ['/plus/guide/voucher/available', PLUS, 'default', '사용 가능한 이용권', '지금 사용할 수 있는 이용권', PB],
  ['/plus/guide/voucher/history', PLUS, 'default', '이용권 사용 내역', '이용권 구매와 사용 기록', PB],
  ['/plus/guide/voucher/inventory', PLUS, 'default', '이용권 보관함', '보유 중인 이용권', PB],
  ['/plus/guide/voucher/purchase', PLUS, 'default', '이용권 구매', '플러스 이용권 구매', PB],
  ['/plus/home', PLUS, 'default', '플러스 홈', '나의 멤버십 현황', PB],
  ['/plus/me', PLUS, 'default', '나의 플러스', '가입한 멤버십과 혜택', PB],
  ['/plus/me/benefit', PLUS, 'default', '나의 혜택', '이용 중인 멤버십 혜택', PB],
  ['/plus/me/money-history', PLUS, 'default', '통장 내역', '적립 통장 입출금 내역', PB],
  ['/plus/me/payment', PLUS, 'default', '결제 내역', '멤버십 결제와 정기결제 관리', PB],
  ['/plus/shop', PLUS, 'default', '플러스 상점', '멤버십 가입과 변경', PB],
  // Mobile site
  ['/mobile', MOB, 'mobile', '한판 모바일', '모바일 한판 홈', MO],
  ['/mobile/guide', MOB, 'mobile', '게임 가이드', '게임 방법 안내', MO],
  ['/mobile/guide/rule', MOB, 'mobile', '게임 규칙', '족보와 진행 규칙', MO],
  ['/mobile/guide/strategy', MOB, 'mobile', '게임 전략', '이기는 전략 안내', MO],
  ['/mobile/pc-bang', MOB, 'mobile', 'PC방 혜택', 'PC방 정액제 안내', MO],
  ['/mobile/shop', MOB, 'mobile', '모바일 상점', '모바일 상품', MO],
  ['/mobile/shop/money-avatar', MOB, 'mobile', '머니 아바타', '머니가 함께 오는 아바타', MO],
  ['/mobile/vip', MOB, 'mobile', '모바일 VIP', 'VIP 등급과 혜택', MO],
  ['/mobile/vip/benefit', MOB, 'mobile', 'VIP 혜택', '등급별 혜택 안내', MO],
  ['/mobile/plus', MOB, 'mobile', '모바일 플러스', '플러스 멤버십', MO],
  ['/mobile/plus/home', MOB, 'mobile', '플러스 홈', '나의 멤버십 현황', MO],
  ['/mobile/plus/home/all', MOB, 'mobile', '전체 멤버십', '모든 멤버십 한눈에 보기', MO],
  ['/mobile/plus/me', MOB, 'mobile', '나의 플러스', '가입한 멤버십과 혜택', MO],
  ['/mobile/plus/me/all', MOB, 'mobile', '전체 내역', '나의 멤버십 전체 내역', MO],
  ['/mobile/plus/me/benefit', MOB, 'mobile', '나의 혜택', '이용 중인 멤버십 혜택', MO],
  ['/mobile/plus/me/money-history', MOB, 'mobile', '통장 내역', '적립 통장 입출금 내역', MO],
  ['/mobile/plus/me/payment', MOB, 'mobile', '결제 내역', '멤버십 결제 내역', MO],
  ['/mobile/plus/guide/main/:id?', MOB, 'mobile', '메인 멤버십 안내', 'V, W, X, Z 멤버십 혜택', { ...MO, parentPath: '/mobile/plus' }],
  ['/mobile/plus/guide/option/:id?', MOB, 'mobile', '옵션 멤버십 안내', '추가로 가입하는 옵션 멤버십', { ...MO, parentPath: '/mobile/plus' }],
  // Popups (window popups; parent is null: they open in their own window)
  ['/popup/collectionbook', SHOP, 'popup', '컬렉션북', '컬렉션북 보상 안내'],
  ['/popup/charge', SHOP, 'popup-ui', '무료 충전', '무료 충전 받기', { popupSize: 'freeRecharge' }],
  ['/popup/classic-sms', PLUS, 'popup', '클래식 문자 인증', '휴대폰 문자 인증', { skipMemberRefresh: true }],
  ['/popup/classic-sms/plus/result/confirm', PLUS, 'popup', '인증 확인', '플러스 가입 인증 확인', { skipMemberRefresh: true }],
  ['/popup/classic-sms/plus/result/success', PLUS, 'popup', '인증 완료', '플러스 가입 인증이 완료되었습니다', { skipMemberRefresh: true }],
  ['/popup/goldbox', S, 'popup', '황금상자 이벤트', '황금상자를 열고 보상을 받으세요'],
  ['/popup/mileage', S, 'popup', '마일리지', '마일리지 교환과 선물', { popupSize: 'mileage' }],
  ['/popup/transfer', S, 'popup', '머니 이체', '회원 간 머니 보내기'],
  ['/mobile/popup/shop-mobile-sms', SHOP, 'popup', '휴대폰 결제 인증', '모바일 문자 인증'],
  ['/popup/shop/shop-mobile-sms', SHOP, 'popup', '휴대폰 결제 인증', '상점 휴대폰 문자 인증'],
  ['/popup/shop/guide', SHOP, 'popup', '상점 이용 안내', '구매와 사용 방법'],
  ['/popup/product/Joker-catch', SHOP, 'none', '조커 캐치', '조커를 잡아라 미니게임', { popupSize: 'jokerCatch' }],
  ['/popup/over-money/fail-result', PLUS, 'popup', '초과 머니 처리 실패', '초과 머니 처리 결과'],
  ['/popup/over-money/history', PLUS, 'popup', '초과 머니 내역', '보유 한도 초과 머니 기록'],
  ['/popup/over-money/main', PLUS, 'popup', '초과 머니', '보유 한도를 넘은 머니 관리'],
  ['/popup/plus/bankbook', PLUS, 'popup-ui', '적립 통장', '통장 머니 출금', { popupSize: 'bankbook' }],
  ['/popup/plus/change', PLUS, 'popup-ui', '멤버십 변경', '다른 멤버십으로 변경', { popupSize: 'changePayment' }],
  ['/popup/plus/join', PLUS, 'popup-ui', '멤버십 가입', '플러스 멤버십 가입', { popupSize: 'payment' }],
  ['/popup/plus/pet', PLUS, 'popup-ui', '펫샵', '플러스 펫샵 보너스'],
  ['/popup/plus/me/payments', PLUS, 'popup-ui', '멤버십 결제', '멤버십 결제하기', { popupSize: 'payment' }],
  ['/popup/plus/weeklygold/payments', PLUS, 'popup-ui', '위클리 골드 결제', '주간 골드 멤버십 결제', { popupSize: 'paymentTall' }],
  ['/popup/restrict/history', SHOP, 'popup', '한도 변경 내역', '일·월 사용 한도 변경 기록'],
  ['/popup/restrict/result/day-limit', SHOP, 'popup', '일 한도 초과', '오늘의 사용 한도를 넘었습니다'],
  ['/popup/restrict/result/error', SHOP, 'popup', '한도 변경 실패', '사용 한도를 변경하지 못했습니다'],
  ['/popup/restrict/result/month-limit', SHOP, 'popup', '월 한도 초과', '이번 달 사용 한도를 넘었습니다'],
  ['/popup/restrict/result/punish-limit', SHOP, 'popup', '이용 제한', '이용 제한 결과 안내'],
  ['/popup/restrict/result/success', SHOP, 'popup', '한도 변경 완료', '사용 한도가 변경되었습니다'],
  ['/popup/vip/avatar-mark', VIP, 'popup-ui', 'VIP 아바타 마크', '아바타 마크 착용과 해제'],
  ['/popup/vip/check', VIP, 'popup-ui', 'VIP 등급 확인', '나의 VIP 등급 확인'],
  ['/popup/vip/payment-history', VIP, 'popup-ui', 'VIP 결제 내역', 'VIP 실적 결제 기록'],
  ['/popup/vip/power-chief', VIP, 'popup-ui', '파워 치프', '파워 치프 혜택'],
  ['/popup/vip/voice', VIP, 'popup-ui', 'VIP 보이스', 'VIP 전용 음성 서비스'],
  ['/popup/vip/benefit/coupon', VIP, 'popup-ui', 'VIP 쿠폰', '등급 쿠폰 받기'],
  ['/popup/vip/benefit/grade-up', VIP, 'popup-ui', '등급 상승 혜택', '등급이 올랐습니다'],
  ['/popup/vip/benefit/hancoin', VIP, 'popup-ui', '한코인 혜택', 'VIP 한코인 지급'],
  ['/popup/vip/benefit/result', VIP, 'popup-ui', '혜택 지급 결과', 'VIP 혜택 지급 결과'],
];

/** `/plus/guide/main/:id?` → `plus-guide-main`; `/` → `home`. */
export function routeName(path: string): string {
  const name = path
    .split('/')
    .filter((s) => s && !s.startsWith(':'))
    .join('-')
    .toLowerCase();
  return name || 'home';
}

/** Concrete URL of a pattern with its optional params left out (for links). */
export function hrefOf(pattern: string): string {
  const parts = pattern.split('/').filter((s) => s && !s.endsWith('?'));
  return '/' + parts.join('/');
}

function buildRoutes(specs: RouteSpec[]): PortalRoute[] {
  const hrefs = new Map(specs.map(([path]) => [hrefOf(path), path]));
  return specs.map(([path, owner, layout, title, subTitle, extra = {}]) => {
    const { parentPath: explicitParent, ...flags } = extra;
    let parentPath: string | null = null;
    if (explicitParent !== undefined) parentPath = explicitParent;
    else if (!path.startsWith('/popup') && !path.startsWith('/mobile/popup') && path !== '/') {
      // nearest registered ancestor; top-level PC pages hang under home
      const segs = hrefOf(path).split('/').filter(Boolean);
      for (let i = segs.length - 1; i >= 0 && parentPath === null; i--) {
        const candidate = '/' + segs.slice(0, i).join('/');
        if (hrefs.has(candidate)) parentPath = hrefs.get(candidate)!;
      }
    }
    const type: PageType = path.includes('/popup') ? 'popup' : path.startsWith('/mobile') ? 'mobile' : 'pc';
    return { path, owner, layout, ...flags, pageInfo: { path, parentPath, title, subTitle, name: routeName(path), type } };
  });
}

export const PORTAL_ROUTES: readonly PortalRoute[] = buildRoutes(SPECS);

/** Error pages the shell renders (SPEC §2, §7). */
export const ERROR_PAGES = {
  403: { title: '성인 인증이 필요합니다', subTitle: '청소년은 이용할 수 없는 서비스입니다.' },
  404: { title: '페이지를 찾을 수 없습니다', subTitle: 'This page could not be found' },
  500: { title: '일시적인 오류가 발생했습니다', subTitle: 'Unknown middleware' },
  999: { title: '서비스 오류', subTitle: '잠시 후 다시 이용해 주세요.' },
} as const;
export type ErrorStatus = keyof typeof ERROR_PAGES;

export interface RouteMatch {
  route: PortalRoute;
  params: Record<string, string | undefined>;
}

/** Matches one pattern (`:p`, `:p?`, trailing `*`); case-insensitive like react-router. */
export function matchRoutePath(pattern: string, pathname: string): Record<string, string | undefined> | null {
  const pat = pattern.split('/').filter(Boolean);
  const segs = pathname.split('/').filter(Boolean);
  const params: Record<string, string | undefined> = {};
  let i = 0;
  for (const p of pat) {
    if (p === '*') {
      params['*'] = segs.slice(i).map(safeDecode).join('/');
      return params;
    }
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const key = p.slice(1, optional ? -1 : undefined);
      if (i < segs.length) params[key] = safeDecode(segs[i++]);
      else if (!optional) return null;
      else params[key] = undefined;
      continue;
    }
    if (i >= segs.length || segs[i].toLowerCase() !== p.toLowerCase()) return null;
    i++;
  }
  return i === segs.length ? params : null;
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** First route of the table matching a pathname (static routes are listed before `:id?` ones of the same depth). */
export function matchPortalRoute(pathname: string, routes: readonly PortalRoute[] = PORTAL_ROUTES): RouteMatch | null {
  for (const route of routes) {
    const params = matchRoutePath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

export function routesOf(owner: RouteOwner, routes: readonly PortalRoute[] = PORTAL_ROUTES): PortalRoute[] {
  return routes.filter((r) => r.owner === owner);
}

export function findRouteByPath(pattern: string | null, routes: readonly PortalRoute[] = PORTAL_ROUTES): PortalRoute | undefined {
  return pattern === null ? undefined : routes.find((r) => r.path === pattern);
}

/** Breadcrumb from the top down to the route itself. */
export function breadcrumbOf(route: PortalRoute, routes: readonly PortalRoute[] = PORTAL_ROUTES): PortalRoute[] {
  const trail: PortalRoute[] = [route];
  let cur = findRouteByPath(route.pageInfo.parentPath, routes);
  while (cur && trail.length < 10) {
    trail.unshift(cur);
    cur = findRouteByPath(cur.pageInfo.parentPath, routes);
  }
  return trail;
}

/** Pages sharing the parent (sub-navigation), the route itself included. */
export function siblingsOf(route: PortalRoute, routes: readonly PortalRoute[] = PORTAL_ROUTES): PortalRoute[] {
  if (route.pageInfo.parentPath === null) return [route];
  return routes.filter((r) => r.pageInfo.parentPath === route.pageInfo.parentPath && r.pageInfo.type === route.pageInfo.type);
}

export function childrenOf(route: PortalRoute, routes: readonly PortalRoute[] = PORTAL_ROUTES): PortalRoute[] {
  return routes.filter((r) => r.pageInfo.parentPath === route.path);
}
