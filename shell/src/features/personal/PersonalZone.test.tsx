import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from '@hanpan/platform/testing';
import { ApiError, AreaProviders, apiClient, hanpanStore, ongoingEventStatusQuery, platformKeys } from '@hanpan/platform';
import { PersonalZone } from './PersonalZone';
import { preloadMemberViews } from '../member';

const ZONE = {
  userRat: { level: 12, money: '1250000000', winCount: 8120, defeatCount: 7340, lentMoney: '0', restrictionMoney: '0', isBeginner: false, winCountToday: 0, defeatCountToday: 0, rating: 1850 },
  mileage: { currentMileage: '3200', soonToExpireMileage: '100' },
  inventory: { itemCount: 2, membershipItemCount: 1, couponCount: 3, memoCount: 4, nonReadMemoCount: 1 },
  currency: { hancoin: '1500', endorphin: '20', limitAmount: '500000' },
};
const RELOADABLE = { avatarId: 1, limitAmount: '0', currentLeagueGrade: null, membershipUser: { name: 'Z-Plus', mainCode: 'PM0007' }, weeklyGoldMembership: null, weeklyGoldRoundInfo: null, luckyFlipAvailable: false, vipUser: { vip: true, gradeName: '골드', avatarMarkCode: 'VIP_FIRST' }, isOpenedVip: true };

function renderZone(client: QueryClient) {
  return render(
    <AreaProviders client={client}>
      <MemoryRouter initialEntries={['/?gameid=baduki']}>
        <PersonalZone />
      </MemoryRouter>
    </AreaProviders>,
  );
}

// as start.tsx does for a member's page (the lazy path: HeaderAccount.test.tsx)
beforeAll(() => preloadMemberViews());

let get: jest.SpyInstance;
beforeEach(() => {
  get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/contents/members/personal-zone') return ZONE;
    if (url === '/api/contents/members/reloadable-state') return RELOADABLE;
    if (url === '/api/events/status') return { mileage: { status: 'NONE' }, money_transfer: { status: 'ONGOING', isActiveNewIcon: true } };
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  get.mockRestore();
  hanpanStore.getState().resetMember();
  hanpanStore.getState().setPublisher('hanpan');
});

describe('PersonalZone', () => {
  it("a mileage event the member has not looked at marks 마일리지 전환 (N, named); none once seen", async () => {
    const status = (mileage: string) => ({ mileage: { status: mileage, event: { title: '마일리지 2배 적립 이벤트', endDateTime: '2099-01-01T00:00:00.000Z' } }, money_transfer: { status: 'NONE', isActiveNewIcon: false } });
    let mileage = 'ONGOING';
    get.mockImplementation(async (url: string) => (url === '/api/contents/members/personal-zone' ? ZONE : url === '/api/contents/members/reloadable-state' ? RELOADABLE : status(mileage)));
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    const view = renderZone(new QueryClient());
    const button = await screen.findByRole('button', { name: /마일리지 전환/ });
    await waitFor(() => expect(within(button).getByRole('img', { name: '새 이벤트: 마일리지 2배 적립 이벤트' })).toBeTruthy());
    view.unmount();
    mileage = 'SEEN';
    const client = new QueryClient();
    renderZone(client);
    const seen = await screen.findByRole('button', { name: /마일리지 전환/ });
    // the status has come (and been drawn): no mark
    await waitFor(() => expect(client.getQueryData(ongoingEventStatusQuery('100101').queryKey)).toBeDefined());
    expect(within(seen).queryByRole('img')).toBeNull();
  });

  it("a Plus member's box never says '플러스 미가입' while the membership is unread or its read failed: no badge, the error with 다시 시도", async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/api/contents/members/personal-zone') return ZONE;
      if (url === '/api/contents/members/reloadable-state') throw new ApiError({ kind: 'http', status: 500, message: '일시적인 오류입니다.' });
      return { mileage: { status: 'NONE' }, money_transfer: { status: 'NONE', isActiveNewIcon: false } };
    });
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderZone(client);
    const zone = await screen.findByTestId('personal-zone');
    expect(within(zone).queryByTestId('pz-membership')).toBeNull();
    expect(await within(zone).findByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(within(zone).queryByText('플러스 미가입')).toBeNull();
  });

  it('guests get the login box with a return URL', async () => {
    const client = new QueryClient();
    client.setQueryData(platformKeys.globalMemberState(), { publisher: 'hanpan', site: 'pc', member: null, isLoggedIn: false, serverTime: '' });
    renderZone(client);
    const link = await screen.findByRole('link', { name: '로그인' });
    expect(link.getAttribute('href')).toBe('/idp/login?nextUrl=%2F%3Fgameid%3Dbaduki');
    expect(get).not.toHaveBeenCalled();
  });

  it('members see money in Korean units, rating, mileage, hancoin, counts and badges', async () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderZone(new QueryClient());
    const zone = await screen.findByTestId('personal-zone');
    expect(within(zone).getByTestId('pz-nickname').textContent).toBe('한판고수');
    expect(within(zone).getByTestId('pz-money').textContent).toBe('12억 5,000만');
    expect(within(zone).getByTestId('pz-mileage').textContent).toContain('3,200');
    expect(within(zone).getByTestId('pz-hancoin').textContent).toContain('1,500개');
    // the rating the game channels admit by (SPEC §9)
    expect(within(zone).getByTestId('pz-rating').textContent).toBe('1,850');
    expect(within(zone).getByText('8,120승 7,340패')).toBeTruthy();
    expect((await within(zone).findByTestId('pz-membership')).textContent).toBe('Z-Plus');
    expect((await within(zone).findByTestId('pz-vip')).textContent).toBe('골드');
    // the worn VIP mark is drawn on the avatar, as on the VIP pages
    expect(within(zone).getByTestId('pz-avatar').getAttribute('data-mark')).toBe('VIP_FIRST');
    expect(within(zone).getByRole('img', { name: '한판고수님의 아바타 (퍼스트 VIP 마크 착용)' })).toBeTruthy();
    // logout is a form POST to the identity provider with the CSRF field
    const logout = within(zone).getByRole('button', { name: '로그아웃' }).closest('form')!;
    expect(logout.getAttribute('method')).toBe('post');
    expect(logout.getAttribute('action')).toBe('/idp/logout');
    expect(logout.querySelector('input[name="_csrf"]')).not.toBeNull();
    expect((logout.querySelector('input[name="nextUrl"]') as HTMLInputElement).value).toBe('/');
    // the member's rank links to its ranking with the encoded rank name (12억 → 고수), on the home
    // page keeping its game (QA: a reload after the click showed 7포커)
    expect(within(zone).getByTestId('pz-rank').getAttribute('href')).toBe('/?gameid=baduki&rank=%EA%B3%A0%EC%88%98');
  });

  it('a VIP without Plus: 플러스 미가입 beside the VIP grade, not 일반 회원 (which also reads as not VIP: QA)', async () => {
    get.mockImplementation(async (url: string) => {
      if (url === '/api/contents/members/personal-zone') return ZONE;
      if (url === '/api/contents/members/reloadable-state') return { ...RELOADABLE, membershipUser: null, vipUser: { vip: true, gradeName: '프리미엄', avatarMarkCode: null } };
      if (url === '/api/events/status') return { mileage: { status: 'NONE' }, money_transfer: { status: 'NONE', isActiveNewIcon: false } };
      throw new Error(`unexpected ${url}`);
    });
    hanpanStore.getState().setMember({ memberNo: 100102, nickname: '프리미엄회원' });
    renderZone(new QueryClient());
    const zone = await screen.findByTestId('personal-zone');
    expect((await within(zone).findByTestId('pz-vip')).textContent).toBe('프리미엄');
    expect(within(zone).getByTestId('pz-membership').textContent).toBe('플러스 미가입');
  });

  it('내 정보 새로고침 reads the zone again and says so once read (a polite tooltip), not when the read fails', async () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderZone(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const zone = await screen.findByTestId('personal-zone');
    const reads = () => get.mock.calls.filter(([url]) => url === '/api/contents/members/personal-zone').length;
    const before = reads();
    fireEvent.click(within(zone).getByRole('button', { name: '내 정보 새로고침' }));
    await waitFor(() => expect(hanpanStore.getState().tooltip.message).toBe('내 정보를 새로 불러왔습니다.'));
    expect(reads()).toBe(before + 1);
    act(() => hanpanStore.getState().hideTooltip());
    get.mockImplementation(async (url: string) => {
      if (url === '/api/contents/members/reloadable-state') throw new Error('offline');
      if (url === '/api/contents/members/personal-zone') return ZONE;
      return { mileage: { status: 'NONE' }, money_transfer: { status: 'NONE', isActiveNewIcon: false } };
    });
    fireEvent.click(within(zone).getByRole('button', { name: '내 정보 새로고침' }));
    await waitFor(() => expect(reads()).toBe(before + 2));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(hanpanStore.getState().tooltip.message).toBeNull();
  });

  it('a 새로고침 whose read fails keeps the figures read before, with the error and 다시 시도 beside them (QA: the whole box gave way)', async () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderZone(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const zone = await screen.findByTestId('personal-zone');
    get.mockImplementation(async (url: string) => {
      if (url === '/api/contents/members/personal-zone') throw new Error('offline');
      if (url === '/api/contents/members/reloadable-state') return RELOADABLE;
      return { mileage: { status: 'NONE' }, money_transfer: { status: 'NONE', isActiveNewIcon: false } };
    });
    fireEvent.click(within(zone).getByRole('button', { name: '내 정보 새로고침' }));
    expect(await within(zone).findByRole('alert')).toBeTruthy();
    expect(within(zone).getByRole('button', { name: '다시 시도' })).toBeTruthy();
    expect(screen.getByTestId('pz-money').textContent).toBe('12억 5,000만');
  });

  it('the coupon and memo counts open the coupon box and the memo box; the item count leads to the shop\'s inventory (QA: a newcomer never found it)', async () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderZone(new QueryClient());
    const zone = await screen.findByTestId('personal-zone');
    expect(within(zone).getByRole('link', { name: /^아이템/ }).getAttribute('href')).toBe('/shop#inventory');
    within(zone).getByRole('button', { name: '쿠폰 3, 쿠폰함 열기' }).click();
    expect(hanpanStore.getState().layer.current).toMatchObject({ type: 'layer', key: 'couponBox' });
    hanpanStore.getState().closeAllPopups();
    within(zone).getByRole('button', { name: '쪽지 4, 안 읽은 쪽지 1개, 쪽지함 열기' }).click();
    expect(hanpanStore.getState().layer.current).toMatchObject({ type: 'layer', key: 'memoBox' });
    hanpanStore.getState().closeAllPopups();
  });

  it('partner ERROR: the login box (the failure itself is said by the bar at the bottom of every page: LoginActionBar)', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 300001, nickname: '오류회원', loginStatus: { code: 'ERROR', message: '제휴사 인증 정보 조회에 실패했습니다.' } });
    const client = new QueryClient();
    client.setQueryData(platformKeys.globalMemberState(), { publisher: 'partner', site: 'pc', member: null, isLoggedIn: false, serverTime: '' });
    renderZone(client);
    expect(await screen.findByTestId('login-box')).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });
});
