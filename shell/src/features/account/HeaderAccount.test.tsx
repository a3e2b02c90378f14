import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore, loginUrl } from '@hanpan/platform';
import { HeaderAccount } from './HeaderAccount';
import { LoginActionBar } from './LoginActionBar';

const ZONE = {
  userRat: { level: 12, money: '1250000000', winCount: 1, defeatCount: 1, lentMoney: '0', restrictionMoney: '0', isBeginner: false, winCountToday: 0, defeatCountToday: 0, rating: 1850 },
  mileage: { currentMileage: '0', soonToExpireMileage: '0' },
  inventory: { itemCount: 0, membershipItemCount: 0, couponCount: 0, memoCount: 0, nonReadMemoCount: 0 },
  currency: { hancoin: '0', endorphin: '0', limitAmount: '0' },
};

function renderAt(url: string, ui = <HeaderAccount />) {
  return render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </AreaProviders>,
  );
}

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi((req) => (req.url === '/api/contents/members/personal-zone' ? { body: ZONE } : { status: 404 }));
});
afterEach(() => {
  api.restore();
  hanpanStore.getState().resetMember();
  hanpanStore.getState().setPublisher('hanpan');
});

describe('HeaderAccount (every PC page)', () => {
  it('guests: 로그인 with the page to come back to, and 회원가입', () => {
    hanpanStore.getState().setMember(null);
    renderAt('/faq?categoryId=2');
    const box = screen.getByTestId('header-account');
    expect(within(box).getByRole('link', { name: '로그인' }).getAttribute('href')).toBe('/idp/login?nextUrl=%2Ffaq%3FcategoryId%3D2');
    expect(within(box).getByRole('link', { name: '회원가입' }).getAttribute('href')).toContain('callbackUrl=%2Ffaq%3FcategoryId%3D2');
    expect(api.calls).toHaveLength(0);
  });

  it('members: nickname, money in Korean units, logout as a form POST with _csrf', async () => {
    document.cookie = 'XSRF-TOKEN=tok-abcdefghijklmnopqrstu; path=/';
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderAt('/shop');
    // the member's corner loads on demand (a guest never downloads it)
    expect((await screen.findByTestId('header-nickname')).textContent).toBe('한판고수');
    expect((await screen.findByTestId('header-money')).textContent).toBe('보유 머니 12억 5,000만');
    const form = screen.getByRole('button', { name: '로그아웃' }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', '/idp/logout']);
    expect((form.querySelector('input[name="_csrf"]') as HTMLInputElement).value).toBe('tok-abcdefghijklmnopqrstu');
    expect((form.querySelector('input[name="nextUrl"]') as HTMLInputElement).value).toBe('/shop');
  });

  it('a member-only page sends home after logout', async () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderAt('/plus/me', <HeaderAccount logoutTo="/" />);
    const form = (await screen.findByRole('button', { name: '로그아웃' })).closest('form')!;
    expect((form.querySelector('input[name="nextUrl"]') as HTMLInputElement).value).toBe('/');
  });

  it('before the member state is known: a placeholder, no login link yet', () => {
    hanpanStore.setState((s) => ({ global: { ...s.global, memberResolved: false } }));
    renderAt('/');
    expect(screen.getByTestId('header-account').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('link', { name: '로그인' })).toBeNull();
  });

  it('partner NEED_ACTION: nickname and logout, no money (not logged in yet)', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 300002, nickname: '확인필요회원', loginStatus: { code: 'NEED_ACTION', message: '확인 필요' } });
    renderAt('/');
    expect((await screen.findByTestId('header-nickname')).textContent).toBe('확인필요회원');
    expect(screen.queryByTestId('header-money')).toBeNull();
    expect(screen.getByRole('button', { name: '로그아웃' })).toBeTruthy();
  });
});

describe('LoginActionBar (NEED_ACTION + BOTTOM_REDIRECT)', () => {
  const need = (resultType: 'POPUP_REDIRECT' | 'BOTTOM_REDIRECT', redirectUri = '/idp/register?inflow=partner-bottom') => ({
    memberNo: 300003,
    nickname: '추가정보회원',
    loginStatus: { code: 'NEED_ACTION' as const, message: '추가 정보', actionSpec: { resultType, displayMessage: '추가 정보 입력이 필요합니다.', buttonMessage: '추가 정보 입력하기', redirectUri } },
  });

  it('shows the message and the redirect button at the bottom', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember(need('BOTTOM_REDIRECT'));
    renderAt('/', <LoginActionBar />);
    const bar = await screen.findByTestId('login-action-bar');
    expect(bar.textContent).toContain('추가 정보 입력이 필요합니다.');
    expect(within(bar).getByRole('link', { name: '추가 정보 입력하기' }).getAttribute('href')).toBe('/idp/register?inflow=partner-bottom');
  });

  it("the step page comes back to the page the bar is on (QA: the partner's callbackUrl '/' lost the shop)", async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember(need('BOTTOM_REDIRECT', '/idp/partner/action?callbackUrl=%2F'));
    renderAt('/shop?tab=2', <LoginActionBar />);
    const bar = await screen.findByTestId('login-action-bar');
    expect(within(bar).getByRole('link', { name: '추가 정보 입력하기' }).getAttribute('href')).toBe('/idp/partner/action?callbackUrl=%2Fshop%3Ftab%3D2');
  });

  it('a failed single sign-on (ERROR) gets the bar on every page, leading to the login and back to the page (QA: looked logged out with no word why)', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 300001, nickname: '오류회원', loginStatus: { code: 'ERROR', message: '제휴사 인증 정보 조회에 실패했습니다.' } });
    renderAt('/shop?tab=2', <LoginActionBar />);
    const bar = await screen.findByTestId('login-action-bar');
    expect(bar.textContent).toContain('제휴사 인증 정보 조회에 실패했습니다. 다시 로그인해 주세요.');
    expect(within(bar).getByRole('link', { name: '다시 로그인' }).getAttribute('href')).toBe(loginUrl('/shop?tab=2'));
  });

  it('not for POPUP_REDIRECT, other sites or logged-in members', () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember(need('POPUP_REDIRECT'));
    const a = renderAt('/', <LoginActionBar />);
    expect(screen.queryByTestId('login-action-bar')).toBeNull();
    a.unmount();
    hanpanStore.getState().setMember(need('BOTTOM_REDIRECT', 'https://evil.example/'));
    const b = renderAt('/', <LoginActionBar />);
    expect(screen.queryByTestId('login-action-bar')).toBeNull();
    b.unmount();
    hanpanStore.getState().setMember({ memberNo: 300004, nickname: '제휴회원', loginStatus: { code: 'LOGIN', message: null } });
    renderAt('/', <LoginActionBar />);
    expect(screen.queryByTestId('login-action-bar')).toBeNull();
  });
});
