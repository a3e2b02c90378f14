import { screen, waitFor, within } from '@testing-library/react';
import { GAMES } from '@hanpan/platform';
import { GAME_IDS } from '../features/guide/guideContent';
import { MOBILE_ROUTES } from '../routes';
import { loginAs, renderMobile, resetStore } from '../test/renderMobile';
import { HomePage } from './HomePage';

const home = MOBILE_ROUTES.find((r) => r.path === '/mobile')!;

beforeEach(resetStore);

describe('mobile home', () => {
  it('titles the game chips by what they open, each game’s rules (not 게임 바로가기: they do not start the game)', () => {
    renderMobile(<HomePage route={home} />);
    const heading = screen.getByRole('heading', { level: 2, name: '게임별 규칙 보기' });
    expect(screen.queryByRole('heading', { name: '게임 바로가기' })).toBeNull();
    const card = heading.closest('section')!;
    expect(card.getAttribute('aria-labelledby')).toBe(heading.id);
    // and where the games are played, which the mobile site said nowhere (QA)
    expect(within(card).getByTestId('mobile-games-where').textContent).toContain('PC 버전 한판 홈의 게임 목록에서');
    const chips = within(card).getByRole('navigation', { name: '게임별 규칙' });
    const links = within(chips).getAllByRole('link');
    expect(links).toHaveLength(GAME_IDS.length);
    GAME_IDS.forEach((id, i) => {
      // the accessible name says it opens the rules, and still starts with the name the chip shows
      expect(links[i].textContent).toBe(GAMES[id].name);
      expect(links[i].getAttribute('aria-label')).toBe(`${GAMES[id].name} 게임 규칙`);
      expect(links[i].getAttribute('href')).toBe(`/mobile/guide/rule?gameId=${id}`);
    });
  });

  it('keeps the menus and the shortcut-app card', () => {
    renderMobile(<HomePage route={home} />);
    expect(screen.getByRole('link', { name: '게임 가이드' }).getAttribute('href')).toBe('/mobile/guide');
    expect(screen.getByTestId('shortcut-card')).toBeTruthy();
  });

  it("tells a member which games are closed to them, until when (Korea time) and why; nothing when none is", async () => {
    loginAs(100101);
    const restriction = (restrictions: unknown[]) => (c: { url?: string }) =>
      c.url === '/api/restriction' ? { body: { isRestricted: false, expiredDate: null, gameId: 'poker7', reason: null, restrictions, limit: null } } : { body: null };
    const { unmount } = renderMobile(<HomePage route={home} />, {
      api: restriction([{ gameId: 'poker7', expiredDate: '2026-12-01T19:30:00.000Z', reason: '비매너 행위 신고 누적으로 7포커 이용이 제한되었습니다.' }]),
    });
    const notice = await screen.findByTestId('mobile-restrictions');
    expect(within(notice).getByRole('heading', { name: '게임 이용 제한' })).toBeTruthy();
    expect(notice.textContent).toContain('7포커 · 12월 2일(수) 04:30까지');
    expect(notice.textContent).toContain('비매너 행위 신고 누적으로 7포커 이용이 제한되었습니다.');
    unmount();
    const none = renderMobile(<HomePage route={home} />, { api: restriction([]) });
    // answered (an empty list), and still no notice
    await waitFor(() => expect(none.client.getQueryState(['member', '100101', 'restriction', 'restriction', undefined])?.status).toBe('success'));
    expect(screen.queryByTestId('mobile-restrictions')).toBeNull();
  });

  it('shows the events running (the PC home’s main and double-day banners) as links opening their window in this tab; a banner to a PC page stays off (QA: the phone showed none)', async () => {
    const banner = (id: number, title: string, linkType: 'SELF' | 'POPUP', linkUrl: string) => ({ id, title, imageUrl: `/api/images/banner/${id}.svg`, linkType, linkUrl, extraDataToMap: {} });
    renderMobile(<HomePage route={home} />, {
      api: (c) =>
        c.url === '/api/contents/global/banner'
          ? { body: { lnb: [], floating: [], subTitle: { shop: [], plus: [], vip: [] }, main: [banner(5, '골드박스 이벤트', 'POPUP', '/popup/goldbox'), banner(6, 'Z-Plus 첫 달 할인', 'SELF', '/plus/guide/main/Z')], doubleDay: [banner(7, '더블데이: 마일리지 2배', 'POPUP', '/popup/mileage')] } }
          : { body: null },
    });
    const events = await screen.findByTestId('mobile-event-banners');
    expect(within(events).getByRole('heading', { level: 2, name: '진행 중인 이벤트' })).toBeTruthy();
    const links = within(events).getAllByRole('link');
    expect(links.map((l) => [l.getAttribute('href'), l.querySelector('img')?.getAttribute('alt')])).toEqual([
      ['/popup/goldbox', '골드박스 이벤트'],
      ['/popup/mileage', '더블데이: 마일리지 2배'],
    ]);
    expect(links.every((l) => l.getAttribute('target') === null)).toBe(true);
  });

  it('no events running: no event card', async () => {
    const { client } = renderMobile(<HomePage route={home} />, { api: (c) => (c.url === '/api/contents/global/banner' ? { body: { lnb: [], floating: [], subTitle: { shop: [], plus: [], vip: [] }, main: [], doubleDay: [] } } : { body: null }) });
    // the banners answered (empty), and still no card
    await waitFor(() => expect(client.getQueryCache().findAll().some((q) => JSON.stringify(q.queryKey).includes('globalBanners') && q.state.status === 'success')).toBe(true));
    expect(screen.queryByTestId('mobile-event-banners')).toBeNull();
  });
});
