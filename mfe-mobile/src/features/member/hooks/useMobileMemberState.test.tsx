import { fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { COUPON_BOX_LAYER, hanpanStore } from '@hanpan/platform';
import type { MobilePersonalState } from '@hanpan/contracts';
import { createQueryWrapper, installFakeApi } from '@hanpan/platform/testing';
import { MemberStateCard } from '../components/MemberStateCard';
import { loginAs, renderMobile, resetStore } from '../../../test/renderMobile';
import { toMobileMemberView, useMobileMemberState } from './useMobileMemberState';

const STATE: MobilePersonalState = {
  money: '48000000000',
  hancoin: '4200',
  limitAmount: '650000',
  vipUser: { gradeName: '미니멈' },
  isOpenedVip: true,
  mainMembershipId: 'PM0004',
  membershipUser: null,
  beginner: false,
};
const CATALOGUE = { main: { PM0004: { name: 'V-Plus' } }, option: {}, item: [] };

const api = (url = '') => (url.includes('personal-state') ? { body: STATE } : url.includes('mobile-membership') ? { body: CATALOGUE } : { body: null });

afterEach(resetStore);

describe('useMobileMemberState', () => {
  it('names the membership from the catalogue; VIP closed or missing shows no grade', () => {
    expect(toMobileMemberView(STATE, CATALOGUE.main)).toMatchObject({ vipGradeName: '미니멈', membershipName: 'V-Plus', money: '48000000000' });
    expect(toMobileMemberView({ ...STATE, isOpenedVip: false }).vipGradeName).toBeNull();
    expect(toMobileMemberView({ ...STATE, mainMembershipId: null }).membershipName).toBeNull();
    // a code the catalogue does not know is still shown
    expect(toMobileMemberView({ ...STATE, mainMembershipId: 'PM0009' }).membershipName).toBe('PM0009');
  });

  it("says when the membership's renewal payment is being processed (SPEC §4), as My Plus does", () => {
    expect(toMobileMemberView(STATE).membershipPaymentInProgress).toBe(false);
    expect(toMobileMemberView({ ...STATE, membershipUser: { statusDescription: '이용 중' } }).membershipPaymentInProgress).toBe(false);
    const processing = { ...STATE, membershipUser: { statusDescription: '정기결제 처리중' } };
    expect(toMobileMemberView(processing).membershipPaymentInProgress).toBe(true);
    expect(toMobileMemberView({ ...processing, mainMembershipId: null }).membershipPaymentInProgress).toBe(false);
  });

  it('reads the mobile member state only for a logged-in member', async () => {
    const fake = installFakeApi((c) => api(c.url));
    const { wrapper } = createQueryWrapper();
    const guest = renderHook(() => useMobileMemberState(), { wrapper });
    expect(guest.result.current).toMatchObject({ loggedIn: false, isPending: false, view: null });
    expect(fake.calls.some((c) => c.url?.includes('personal-state'))).toBe(false);
    // done with the guest: unmounted before the store changes member (no update outside act)
    guest.unmount();
    loginAs(100101);
    const member = renderHook(() => useMobileMemberState(), { wrapper });
    await waitFor(() => expect(member.result.current.view?.membershipName).toBe('V-Plus'));
    expect(fake.calls.find((c) => c.url?.includes('personal-state'))?.url).toBe('/api/mobile-contents/members/personal-state');
  });
});

describe('MemberStateCard', () => {
  it('shows money in Korean units, hancoin, limit, VIP and membership', async () => {
    loginAs(100101);
    renderMobile(<MemberStateCard />, { api: (c) => api(c.url) });
    // game money is not won (원 is for payments): as the PC header shows it
    expect((await screen.findByTestId('mobile-money')).textContent).toBe('480억');
    expect(screen.getByTestId('mobile-hancoin').textContent).toBe('4,200개');
    expect(screen.getByTestId('mobile-limit').textContent).toBe('650,000원');
    expect(screen.getByTestId('mobile-vip').textContent).toBe('미니멈');
    await waitFor(() => expect(screen.getByTestId('mobile-membership').textContent).toBe('V-Plus'));
    // the PC home's windows, in this tab; the coupon box is the shell's layer, as on PC
    const hrefs = ['마일리지 전환', '머니 전송', '구매 한도 설정'].map((name) => screen.getByRole('link', { name }).getAttribute('href'));
    expect(hrefs).toEqual(['/popup/mileage', '/popup/transfer', '/popup/restrict']);
    fireEvent.click(screen.getByRole('button', { name: '쿠폰함' }));
    expect(hanpanStore.getState().layer.current).toMatchObject({ type: 'layer', key: COUPON_BOX_LAYER });
  });

  it('a renewal being paid shows beside the membership', async () => {
    loginAs(100101);
    const processing = { ...STATE, membershipUser: { statusDescription: '정기결제 처리중' } };
    renderMobile(<MemberStateCard />, { api: (c) => (c.url?.includes('personal-state') ? { body: processing } : api(c.url)) });
    await waitFor(() => expect(screen.getByTestId('mobile-membership').textContent).toBe('V-Plus · 정기결제 처리중'));
  });

  it('guests are offered the login; a failure says so in Korean with 다시 시도', async () => {
    const guest = renderMobile(<MemberStateCard />);
    expect(screen.getByRole('link', { name: '로그인' })).toBeTruthy();
    guest.unmount();
    resetStore();
    loginAs(100101);
    renderMobile(<MemberStateCard />, { api: () => ({ status: 500, message: '일시적인 오류가 발생했습니다.' }) });
    expect(await screen.findByRole('button', { name: '다시 시도' })).toBeTruthy();
  });
});
