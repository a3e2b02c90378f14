import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddressProbe } from '@hanpan/platform/testing';
import type { VipPaymentMonth } from '@hanpan/contracts';
import { fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';
import { PaymentHistoryPanel } from './PaymentHistoryPanel';

const fake = fakeVipApi();
afterAll(() => fake.api.restore());

const month = (m: string, amount: string, count: number): VipPaymentMonth => ({ month: m, paymentAmount: amount, paymentCount: count, savedCoin: '0', grade: 'NONE', gradeName: '일반 회원' });

beforeEach(() => {
  fake.reset();
  loginAs(10000101);
  fake.on('get', '/api/vip/payment-summary', { body: { months: [month('2026-12', '350000', 3), month('2026-11', '850000', 4)] } });
  fake.on('get', '/api/vip/payment-histories', (req) => ({ body: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0, month: String((req.params as { month: string }).month), paymentAmount: '0' } }));
  fake.on('get', /saved-coin-histories$/, { body: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 } });
});

describe('PaymentHistoryPanel', () => {
  it('keeps the chosen month in the address (QA: a reload went back to this month), and opens on the month a link names', async () => {
    const { wrapper } = vipWrapper({ path: '/popup/vip/payment-history' });
    render(
      <>
        <PaymentHistoryPanel />
        <AddressProbe />
      </>,
      { wrapper },
    );
    expect((await screen.findByTestId('vip-month-payment')).textContent).toContain('350,000원 (3건)');
    fireEvent.click(screen.getByRole('tab', { name: '11월' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/popup/vip/payment-history?month=2026-11'));
    expect(screen.getByTestId('vip-month-payment').textContent).toContain('850,000원 (4건)');
    // an empty month names itself (QA: '이 달에는' after choosing another month)
    expect(await screen.findByText(/^2026년 11월에는 VIP 실적으로 인정된 결제가 없습니다/)).toBeTruthy();
    expect(await screen.findByText(/^2026년 11월에 적립된 코인이 없습니다/)).toBeTruthy();
  });

  it('a link to a month opens on it; a month not among the six is this month', async () => {
    const linked = vipWrapper({ path: '/popup/vip/payment-history?month=2026-11' });
    const view = render(<PaymentHistoryPanel />, { wrapper: linked.wrapper });
    expect((await screen.findByTestId('vip-month-payment')).textContent).toContain('850,000원 (4건)');
    view.unmount();
    const odd = vipWrapper({ path: '/popup/vip/payment-history?month=2026-13' });
    render(<PaymentHistoryPanel />, { wrapper: odd.wrapper });
    expect((await screen.findByTestId('vip-month-payment')).textContent).toContain('350,000원 (3건)');
  });
});
