// Test kit of the VIP area: a fake API answering by path, the shared providers with a fresh
// QueryClient, and demo data shaped like the API's answers.
import type { ReactNode } from 'react';
import type { VipBenefit, VipBenefitDetail, VipBenefitType, VipExpectation, VipGrades, VipUser } from '@hanpan/contracts';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { createQueryWrapper, installFakeApi, MemoryRouter, type FakeAnswer, type FakeHandler } from '@hanpan/platform/testing';

type InternalAxiosRequestConfig = Parameters<FakeHandler>[0];

export type Route = (req: InternalAxiosRequestConfig & { body: unknown }) => FakeAnswer | undefined;

/** A fake API: the first route answering a request wins; anything else is a 404. */
export function fakeVipApi() {
  const routes: Route[] = [];
  const api = installFakeApi((config) => {
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : (config.data ?? null);
    for (const r of routes) {
      const a = r({ ...config, body });
      if (a) return a;
    }
    return { status: 404, message: `없는 경로 ${config.method} ${config.url}` };
  });
  return {
    api,
    on(method: string, url: string | RegExp, answer: FakeAnswer | ((req: InternalAxiosRequestConfig & { body: unknown }) => FakeAnswer)) {
      routes.unshift((req) => {
        if (req.method?.toLowerCase() !== method.toLowerCase()) return undefined;
        const u = req.url ?? '';
        if (typeof url === 'string' ? u !== url : !url.test(u)) return undefined;
        return typeof answer === 'function' ? answer(req) : answer;
      });
    },
    reset() {
      routes.length = 0;
      api.calls.length = 0;
    },
    calls: api.calls,
  };
}

/** For render(ui, { wrapper }): the shared providers with a fresh QueryClient, under a router. */
export function vipWrapper({ path = '/vip/home' }: { path?: string } = {}) {
  const { client } = createQueryWrapper();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AreaProviders client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </AreaProviders>
  );
  return { client, wrapper };
}

export function loginAs(memberNo: number | null, publisher: 'hanpan' | 'partner' = 'hanpan', nickname = '브이아이피') {
  const s = hanpanStore.getState();
  s.closeAllPopups();
  s.setPublisher(publisher);
  s.setMember(memberNo === null ? null : { memberNo, nickname, loginStatus: { code: 'LOGIN' } });
}

export function vipUser(over: Partial<VipUser> = {}): VipUser {
  return {
    additionalMileage: '5', additionalMileageEndDate: null, additionalSavedCoin: '5000', avatarMarkCode: null, basicMileage: '10', basicSavedCoin: '10000',
    bonusMonth: 1, grade: 'MINIMUM', gradeName: '미니멈', classRank: 0, lastMonthGameCount: 412, lastMonthPaymentAmount: '1000000', retentionMonth: 3,
    specialCode: null, totalPaymentAmount: '1000000', vip: true, vipMonth: '2026-06', basisPeriod: '2026.03.01 ~ 2026.05.31', ...over,
  };
}

export function benefits(over: Partial<VipBenefit> = {}): VipBenefit {
  return { isOpenedVip: true, currentVipUser: vipUser(), lastVipUser: null, savedCoin: '16000', monthSavedCoin: '15000', receivedBenefits: [], ...over };
}

/** GET /api/vip/grades/expectation: a minimum member expected to reach 비즈니스, 77% of the way to 퍼스트. */
export function expectation(over: Partial<VipExpectation> = {}): VipExpectation {
  return {
    isVip: true, currentBenefit: '미니멈 등급 혜택 적용 중', currentGrade: 'MINIMUM', currentGradeName: '미니멈', nextGrade: 'FIRST', nextGradeName: '퍼스트',
    expectedVipGrade: 'BUSINESS', expectedGradeName: '비즈니스', expectedVipMonth: '2026-07', playedCount: 412, paymentAmount: '1300000', thisMonthPaymentAmount: '300000',
    remainPaymentAmount: '400000', isExtendedTarget: false, targetGrade: 'FIRST', targetGradeName: '퍼스트', targetAmount: '1700000', progressStatus: 77,
    basisPeriod: '2026.04.01 ~ 2026.06.30', ...over,
  };
}

const NAMES: Record<VipBenefitType, string> = { coupon: 'VIP 딜러비 할인 쿠폰', 'grade-up': 'VIP 등급 상향권', hancoin: 'VIP 한코인' };
export function detail(type: VipBenefitType, over: Partial<VipBenefitDetail> = {}): VipBenefitDetail {
  const amount = type === 'hancoin' ? '1000' : '1';
  return {
    type, name: NAMES[type], vipMonth: '2026-06', grade: 'MINIMUM', available: true, received: false, receivedAt: null, platform: null,
    description: `${NAMES[type]} 설명`, amount, amountText: type === 'hancoin' ? '한코인 1,000개' : `${NAMES[type]} 1장`, gradeUpTicket: null, ...over,
  };
}

/**
 * A fake API for the tests of one file where `memberNo` is logged in and each benefit of the month
 * can be claimed (GET /api/vip/benefits/{type}); reset before each test, restored after the file.
 */
export function claimableBenefitsApi(memberNo: number) {
  const api = fakeVipApi();
  afterAll(() => api.api.restore());
  beforeEach(() => {
    api.reset();
    loginAs(memberNo);
    for (const t of ['coupon', 'grade-up', 'hancoin'] as const) api.on('get', `/api/vip/benefits/${t}`, { body: detail(t) });
  });
  return api;
}

export const GRADES: VipGrades = {
  grades: [
    { grade: 'NONE', name: '일반 회원', threshold: '0', coupons: 0, hancoin: '0', gradeUp: 0, avatarMark: null, avatarMarkName: null, savedCoinPerMille: 0, additionalMileagePerMille: 0, powerChiefMoney: '0' },
    { grade: 'MINIMUM', name: '미니멈', threshold: '700000', coupons: 1, hancoin: '1000', gradeUp: 1, avatarMark: 'VIP_MINIMUM', avatarMarkName: '미니멈 VIP 마크', savedCoinPerMille: 15, additionalMileagePerMille: 5, powerChiefMoney: '1000000000' },
    { grade: 'BUSINESS', name: '비즈니스', threshold: '1050000', coupons: 2, hancoin: '2000', gradeUp: 1, avatarMark: 'VIP_BUSINESS', avatarMarkName: '비즈니스 VIP 마크', savedCoinPerMille: 20, additionalMileagePerMille: 5, powerChiefMoney: '2000000000' },
    { grade: 'FIRST', name: '퍼스트', threshold: '1700000', coupons: 3, hancoin: '3000', gradeUp: 1, avatarMark: 'VIP_FIRST', avatarMarkName: '퍼스트 VIP 마크', savedCoinPerMille: 25, additionalMileagePerMille: 5, powerChiefMoney: '3000000000' },
    { grade: 'PREMIUM', name: '프리미엄', threshold: '2050000', coupons: 5, hancoin: '5000', gradeUp: 0, avatarMark: 'VIP_PREMIUM', avatarMarkName: '프리미엄 VIP 마크', savedCoinPerMille: 30, additionalMileagePerMille: 5, powerChiefMoney: '5000000000' },
  ],
  countingMonths: 3,
  basicSavedCoinPerMille: 10,
  basicMileagePerMille: 10,
  powerChiefMinGames: 300,
};
