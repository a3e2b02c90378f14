import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { AreaProviders, apiClient, hanpanStore, queryKeys } from '@hanpan/platform';
import { PersonalZone } from './PersonalZone';

const ZONE = {
  userRat: { level: 12, money: '1250000000', winCount: 10, defeatCount: 4, lentMoney: '0', restrictionMoney: '0', isBeginner: false, winCountToday: 0, defeatCountToday: 0 },
  mileage: { currentMileage: '3200', soonToExpireMileage: '100' },
  inventory: { itemCount: 2, membershipItemCount: 1, couponCount: 3, memoCount: 4, nonReadMemoCount: 1 },
  currency: { hancoin: '1500', endorphin: '20', limitAmount: '500000' },
};
const RELOADABLE = { avatarId: 1, limitAmount: '0', currentLeagueGrade: null, membershipUser: { name: 'Z-Plus', mainCode: 'PM0007' }, weeklyGoldMembership: null, weeklyGoldRoundInfo: null, luckyFlipAvailable: false, vipUser: { vip: true, gradeName: '골드' }, isOpenedVip: true };

function renderZone(client: QueryClient) {
  return render(
    <AreaProviders client={client}>
      <MemoryRouter initialEntries={['/?gameid=baduki']}>
        <PersonalZone />
      </MemoryRouter>
    </AreaProviders>,
  );
}

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
  it('guests get the login box with a return URL', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.globalMemberState(), { publisher: 'hanpan', site: 'pc', member: null, isLoggedIn: false, serverTime: '' });
    renderZone(client);
    const link = await screen.findByRole('link', { name: '로그인' });
    expect(link.getAttribute('href')).toBe('/idp/login?nextUrl=%2F%3Fgameid%3Dbaduki');
    expect(get).not.toHaveBeenCalled();
  });

  it('members see money in Korean units, mileage, hancoin, counts and badges', async () => {
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
    renderZone(new QueryClient());
    const zone = await screen.findByTestId('personal-zone');
    expect(within(zone).getByTestId('pz-nickname').textContent).toBe('한판고수');
    expect(within(zone).getByTestId('pz-money').textContent).toBe('12억 5,000만');
    expect(within(zone).getByTestId('pz-mileage').textContent).toContain('3,200');
    expect(within(zone).getByTestId('pz-hancoin').textContent).toContain('1,500');
    expect((await within(zone).findByTestId('pz-membership')).textContent).toBe('Z-Plus');
    expect((await within(zone).findByTestId('pz-vip')).textContent).toBe('골드');
    expect(within(zone).getByRole('link', { name: '로그아웃' }).getAttribute('href')).toBe('/idp/logout?nextUrl=%2F');
  });

  it('partner ERROR: login box with the failure message', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 300001, nickname: '오류회원', loginStatus: { code: 'ERROR', message: '제휴사 인증 정보 조회에 실패했습니다.' } });
    const client = new QueryClient();
    client.setQueryData(queryKeys.globalMemberState(), { publisher: 'partner', site: 'pc', member: null, isLoggedIn: false, serverTime: '' });
    renderZone(client);
    expect((await screen.findByRole('alert')).textContent).toContain('제휴사 인증 정보 조회에 실패했습니다.');
    expect(get).not.toHaveBeenCalled();
  });
});
