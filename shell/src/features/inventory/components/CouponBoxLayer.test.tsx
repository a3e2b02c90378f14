import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, COUPON_BOX_VIP_TAB, hanpanStore } from '@hanpan/platform';
import type { Coupon } from '@hanpan/contracts';
import { goInstead } from '@hanpan/platform/member-action';
import { CouponBoxLayer } from './CouponBoxLayer';

// the mobile site's way to a coupon's page (this tab); the rest of member-action as it is
jest.mock('@hanpan/platform/member-action', () => ({ ...jest.requireActual('@hanpan/platform/member-action'), goInstead: jest.fn() }));

const coupon = (id: number, category: string, usable = true, over: Partial<Coupon> = {}): Coupon => ({
  id, category, name: `쿠폰 ${id}`, description: `${category} 쿠폰`, benefit: 'B', usable, expiresAt: '2026-12-31T00:00:00Z', usedAt: null, usePlace: 'GAME', useUrl: null, effectUntil: null, notUsableNow: null, ...over,
});
const hour = 3_600_000;

let api: FakeApi;
beforeEach(() => {
  hanpanStore.getState().setMember({ memberNo: 100101, nickname: '한판고수' });
  api = installFakeApi((req) => {
    const p = (req.params ?? {}) as Record<string, unknown>;
    if (req.url === '/api/coupons' && p.category === 'pokerTotal') {
      const all = [coupon(1, 'pokerTotal'), coupon(2, 'pokerTotal'), coupon(3, 'pokerTotal'), coupon(4, 'pokerTotal', false)];
      const page = Number(p.page);
      return { body: { content: all.slice(page * 3, page * 3 + 3), page, size: 3, totalElements: 4, totalPages: 2 } };
    }
    if (req.url === '/api/coupons' && p.category === 'suddaTotal') {
      const used = new Date(Date.now() - hour).toISOString();
      const all = [
        coupon(5, 'suddaTotal', true, { usePlace: 'FREE_CHARGE', useUrl: '/popup/charge', name: '무료 충전 1회 추가 쿠폰' }),
        coupon(6, 'suddaTotal', false, { usedAt: used, effectUntil: new Date(Date.now() + 23 * hour).toISOString() }),
        coupon(7, 'suddaTotal', false, { usedAt: used }),
      ];
      return { body: { content: all, page: 0, size: 3, totalElements: 3, totalPages: 1 } };
    }
    if (req.url === '/api/coupons') return { body: { content: [], page: 0, size: 3, totalElements: 0, totalPages: 0 } };
    if (req.url === '/api/coupons/membership') return { body: [coupon(9, 'plusfree', true, { usePlace: 'PLUS_JOIN', useUrl: '/popup/plus/join?coupon=9' })] };
    if (req.url === '/api/coupons/1/use') return { body: { coupon: coupon(1, 'pokerTotal', false), message: '쿠폰 1이 12월 7일 10:00까지 게임에 적용됩니다.' } };
    return { status: 404 };
  });
});
afterEach(() => {
  api.restore();
  hanpanStore.getState().resetMember();
  hanpanStore.getState().setPublisher('hanpan', 'pc');
});

const renderCouponBox = (props: Record<string, unknown> = {}) =>
  render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CouponBoxLayer props={props} resolve={() => undefined} />
    </AreaProviders>,
  );

/** The params of the calls to one list (other reads of the layer may come between them, in any order). */
const paramsOf = (url: string) => api.calls.filter((c) => c.url === url).map((c) => c.params);

describe('CouponBoxLayer', () => {
  it('pages a category three at a time (SPEC §9), other categories and the membership coupons by tab', async () => {
    renderCouponBox();
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
    expect(paramsOf('/api/coupons')[0]).toMatchObject({ category: 'pokerTotal', page: 0, size: 3 });
    fireEvent.click(screen.getByRole('button', { name: '2 페이지' }));
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(1));
    expect(screen.getByText('기간 만료')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '훌라' }));
    expect(await screen.findByText(/이 게임의 쿠폰이 없습니다/)).toBeTruthy();
    expect(paramsOf('/api/coupons').at(-1)).toMatchObject({ category: 'hoolaTotal', size: 3 });
    fireEvent.click(screen.getByRole('tab', { name: '멤버십' }));
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(1));
    expect(paramsOf('/api/coupons/membership').at(-1)).toMatchObject({ category: 'plusfree', usable: true });
  });

  it('the partner channel has no VIP or membership tab: it can use neither (SPEC §6)', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '제휴회원', loginStatus: { code: 'LOGIN' } });
    renderCouponBox();
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
    expect(screen.getByRole('tab', { name: '훌라' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '멤버십' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'VIP' })).toBeNull();
  });

  it('사용하기 of a game coupon asks, posts it once with a key and shows what the server says', async () => {
    renderCouponBox();
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: '쿠폰 1 사용하기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe('쿠폰 1을 지금 사용할까요?\npokerTotal 쿠폰\n사용한 쿠폰은 되돌릴 수 없습니다.');
    // its yes cannot be undone: Enter, Enter does not use it (QA keyboard)
    expect(hanpanStore.getState().layer.current?.defaultFocus).toBe('cancel');
    hanpanStore.getState().resolvePopup(true);
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('쿠폰 1이 12월 7일 10:00까지 게임에 적용됩니다.'));
    hanpanStore.getState().resolvePopup(true);
    const posts = api.calls.filter((c) => c.method === 'post');
    expect(posts.map((c) => c.url)).toEqual(['/api/coupons/1/use']);
    expect(posts[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('a coupon another flow takes opens that window; a used one says until when it applies', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: () => undefined, closed: true } as unknown as Window);
    renderCouponBox();
    fireEvent.click(await screen.findByRole('tab', { name: '섯다' }));
    fireEvent.click(await screen.findByRole('button', { name: /^무료 충전 1회 추가 쿠폰 무료 충전에서 사용/ }));
    expect(open.mock.calls[0]![0]).toBe('/popup/charge');
    expect(screen.getByText('적용 중')).toBeTruthy();
    expect(screen.getByText(/까지 적용$/)).toBeTruthy();
    expect(screen.getByText('사용 완료')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /사용하기/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '멤버십' }));
    fireEvent.click(await screen.findByRole('button', { name: /플러스 가입에서 사용/ }));
    expect(open.mock.calls[1]![0]).toBe('/popup/plus/join?coupon=9');
    open.mockRestore();
  });

  it('the VIP tab lists the coupons VIP benefits gave', async () => {
    renderCouponBox();
    fireEvent.click(await screen.findByRole('tab', { name: 'VIP' }));
    expect(await screen.findByText(/VIP 쿠폰이 없습니다/)).toBeTruthy();
    expect(paramsOf('/api/coupons').at(-1)).toMatchObject({ category: 'vip', size: 3 });
  });

  it("opens on the tab asked for (a VIP benefit's result: the VIP coupons); a tab the channel lacks opens the first", async () => {
    const vip = renderCouponBox({ tab: COUPON_BOX_VIP_TAB });
    expect((await screen.findByRole('tab', { name: 'VIP' })).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText(/VIP 쿠폰이 없습니다/)).toBeTruthy();
    // (the coupon lists read: a loaded CI host once recorded another call here besides them)
    expect(paramsOf('/api/coupons').map((p) => (p as { category?: string }).category)).toEqual(['vip']);
    vip.unmount();
    hanpanStore.getState().setPublisher('partner');
    renderCouponBox({ tab: COUPON_BOX_VIP_TAB });
    expect((await screen.findByRole('tab', { name: '포커' })).getAttribute('aria-selected')).toBe('true');
  });

  it("a 등급 상향권's question promises only the benefits still to receive (QA: it named 한코인 already received)", async () => {
    api.respond((req) => {
      const p = (req.params ?? {}) as Record<string, unknown>;
      if (req.url === '/api/coupons' && p.category === 'vip') {
        return { body: { content: [coupon(31, 'vip', true, { name: 'VIP 등급 상향권', usePlace: 'VIP' })], page: 0, size: 3, totalElements: 1, totalPages: 1 } };
      }
      return { body: { content: [], page: 0, size: 3, totalElements: 0, totalPages: 0 } };
    });
    renderCouponBox();
    fireEvent.click(await screen.findByRole('tab', { name: 'VIP' }));
    fireEvent.click(await screen.findByRole('button', { name: 'VIP 등급 상향권 사용하기' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    expect(hanpanStore.getState().layer.current?.body).toBe(
      'VIP 등급 상향권을 사용할까요?\n이번 달 VIP 혜택(딜러비 할인 쿠폰, 한코인) 가운데 아직 받지 않은 것을 한 등급 위의 혜택으로 받습니다. 이미 받은 혜택은 바뀌지 않습니다.',
    );
    hanpanStore.getState().resolvePopup(false);
  });

  it("a usable coupon its 사용하기 would refuse now says why, with no 사용하기 (QA: a 등급 상향권 with nothing to raise read '사용 가능')", async () => {
    const why = '이번 달 VIP 혜택(딜러비 할인 쿠폰, 한코인)을 모두 받아 상향권으로 올릴 혜택이 없습니다.';
    api.respond((req) => {
      const p = (req.params ?? {}) as Record<string, unknown>;
      if (req.url === '/api/coupons' && p.category === 'vip') {
        return { body: { content: [coupon(32, 'vip', true, { name: 'VIP 등급 상향권', usePlace: 'VIP', notUsableNow: why }), coupon(33, 'vip', true, { name: 'VIP 딜러비 할인 쿠폰' })], page: 0, size: 3, totalElements: 2, totalPages: 1 } };
      }
      return { body: { content: [], page: 0, size: 3, totalElements: 0, totalPages: 0 } };
    });
    renderCouponBox({ tab: COUPON_BOX_VIP_TAB });
    const [ticket, fee] = await screen.findAllByTestId('coupon-item');
    expect(within(ticket!).getByText('지금은 사용 불가')).toBeTruthy();
    expect(within(ticket!).getByTestId('coupon-not-usable-now').textContent).toBe(why);
    expect(within(ticket!).queryByRole('button')).toBeNull();
    expect(within(fee!).getByText('사용 가능')).toBeTruthy();
    expect(within(fee!).getByRole('button', { name: 'VIP 딜러비 할인 쿠폰 사용하기' })).toBeTruthy();
  });

  it("on the mobile site a coupon's page comes in this tab (QA: a second tab, easy to lose), its 닫기 back here", async () => {
    const open = jest.spyOn(window, 'open');
    hanpanStore.getState().setPublisher('hanpan', 'mobile');
    renderCouponBox();
    fireEvent.click(await screen.findByRole('tab', { name: '섯다' }));
    const button = await screen.findByRole('button', { name: /^무료 충전 1회 추가 쿠폰 무료 충전에서 사용/ });
    // not described as a new window
    expect(button.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(button);
    expect(goInstead).toHaveBeenCalledWith('/popup/charge');
    expect(open).not.toHaveBeenCalled();
    open.mockRestore();
  });
});
