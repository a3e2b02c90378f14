import { screen, waitFor, within } from '@testing-library/react';
import type { PcBangSubscription } from '@hanpan/contracts';
import { MOBILE_ROUTES } from '../routes';
import { loginAs, renderMobile, resetStore } from '../test/renderMobile';
import { PcBangPage } from './PcBangPage';

const route = MOBILE_ROUTES.find((r) => r.path === '/mobile/pc-bang')!;
const sub = (over: Partial<PcBangSubscription>): PcBangSubscription => ({ subscribe: true, type: 'METER', ip: '10.0.0.1', name: '한판 PC방 강남점', receivableCapsuleFreeTicket: 1, ...over });

afterEach(resetStore);

describe('mobile PC-bang page', () => {
  it('is not titled after one payment type: a 종량제 PC-bang reads no 정액제-only heading', async () => {
    loginAs(100101);
    renderMobile(<PcBangPage route={route} />, { path: '/mobile/pc-bang', api: () => ({ body: sub({ type: 'METER' }) }) });
    expect((await screen.findByTestId('pc-bang-type')).textContent).toBe('종량제 가맹 PC방');
    const subtitle = screen.getByRole('heading', { level: 1, name: 'PC방 혜택' }).nextElementSibling!;
    expect(subtitle.textContent).toBe(route.pageInfo.subTitle);
    expect(subtitle.textContent).toContain('정액제·종량제');
    expect(subtitle.textContent).not.toBe('PC방 정액제 안내');
  });

  it('leads a member at a PC-bang to this month’s championship (/championship fits a phone)', async () => {
    loginAs(100101);
    renderMobile(<PcBangPage route={route} />, { path: '/mobile/pc-bang', api: () => ({ body: sub({ type: 'FLAT' }) }) });
    const card = screen.getByRole('region', { name: 'PC방 챔피언십' });
    const link = await within(card).findByRole('link', { name: '이번 달 PC방 챔피언십 신청하기' });
    expect(link.getAttribute('href')).toBe('/championship');
  });

  it('shows the championship to a member elsewhere and to a guest as something to read about', async () => {
    loginAs(100101);
    const member = renderMobile(<PcBangPage route={route} />, { path: '/mobile/pc-bang', api: () => ({ body: sub({ subscribe: false, type: 'NONE', name: null, receivableCapsuleFreeTicket: 0 }) }) });
    await screen.findByTestId('pc-bang-type');
    await waitFor(() => expect(screen.getByRole('link', { name: 'PC방 챔피언십 안내 보기' }).getAttribute('href')).toBe('/championship'));
    member.unmount();
    resetStore();
    const guest = renderMobile(<PcBangPage route={route} />, { path: '/mobile/pc-bang' });
    expect(guest.getByRole('link', { name: 'PC방 챔피언십 안내 보기' }).getAttribute('href')).toBe('/championship');
    expect(guest.api.calls).toHaveLength(0);
  });
});
