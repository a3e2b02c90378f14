import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { installFakeApi, type FakeApi } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import type { Coupon } from '@hanpan/contracts';
import { CouponBoxLayer } from './CouponBoxLayer';

const coupon = (id: number, category: string, usable = true): Coupon => ({
  id, category, name: `쿠폰 ${id}`, description: `${category} 쿠폰`, benefit: 'B', usable, expiresAt: '2026-12-31T00:00:00Z', usedAt: null,
});

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
    if (req.url === '/api/coupons') return { body: { content: [], page: 0, size: 3, totalElements: 0, totalPages: 0 } };
    if (req.url === '/api/coupons/membership') return { body: [coupon(9, 'plusfree')] };
    return { status: 404 };
  });
});
afterEach(() => {
  api.restore();
  hanpanStore.getState().resetMember();
  hanpanStore.getState().setPublisher('hanpan');
});

const renderCouponBox = () =>
  render(
    <AreaProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CouponBoxLayer props={{}} resolve={() => undefined} />
    </AreaProviders>,
  );

describe('CouponBoxLayer', () => {
  it('pages a category three at a time (SPEC §9), other categories and the membership coupons by tab', async () => {
    renderCouponBox();
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
    expect(api.calls[0]!.params).toMatchObject({ category: 'pokerTotal', page: 0, size: 3 });
    fireEvent.click(screen.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(1));
    expect(screen.getByText('기간 만료')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '훌라' }));
    expect(await screen.findByText(/이 게임의 쿠폰이 없습니다/)).toBeTruthy();
    expect(api.calls.at(-1)!.params).toMatchObject({ category: 'hoolaTotal', size: 3 });
    fireEvent.click(screen.getByRole('tab', { name: '멤버십' }));
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(1));
    expect(api.calls.at(-1)!.params).toMatchObject({ category: 'plusfree', usable: true });
  });

  it('the partner channel has no membership tab: it cannot use Plus (SPEC §6)', async () => {
    hanpanStore.getState().setPublisher('partner');
    hanpanStore.getState().setMember({ memberNo: 100101, nickname: '제휴회원', loginStatus: { code: 'LOGIN' } });
    renderCouponBox();
    await waitFor(() => expect(screen.getAllByTestId('coupon-item')).toHaveLength(3));
    expect(screen.getByRole('tab', { name: '훌라' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: '멤버십' })).toBeNull();
  });
});
