import { fireEvent, screen } from '@testing-library/react';
import type { AutoBankbook } from '@hanpan/contracts';
import { installFakeApi } from '@hanpan/platform/testing';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { renderPlus } from '../../../test/renderPlus';
import { openPaymentWindow } from '../../payment/lib/paymentWindow';
import { AutoBankbookPanel } from './AutoBankbookPanel';

jest.mock('../../payment/lib/paymentWindow', () => ({ openPaymentWindow: jest.fn(), continueToPayment: jest.fn() }));

const reserved: AutoBankbook = { activate: true, status: 'RESERVED', dateType: 'MONTH_FIRST_DAY', joinDateTime: '2026-12-01T06:00:00Z', lastDateTime: null };
const api = installFakeApi((req) => ({ body: req.url === '/api/membership/me' ? ZPLUS_MEMBER : req.url === '/api/membership/auto-bankbook' ? reserved : null }));
afterAll(() => api.restore());

it('the day select starts on the saved day; 예약 변경 waits for another day and then asks for it', async () => {
  renderPlus(<AutoBankbookPanel />);
  const select = (await screen.findByLabelText('사용일')) as HTMLSelectElement;
  expect(select.value).toBe('MONTH_FIRST_DAY');
  const change = screen.getByRole('button', { name: '예약 변경' }) as HTMLButtonElement;
  // unavailable, yet reached by Tab with what to do; pressed, nothing opens
  expect(change.getAttribute('aria-disabled')).toBe('true');
  expect(change.disabled).toBe(false);
  expect(document.getElementById(change.getAttribute('aria-describedby') ?? '')?.textContent).toBe('예약을 바꾸려면 다른 사용일을 고른 뒤 예약 변경을 누르세요.');
  fireEvent.click(change);
  expect(openPaymentWindow).not.toHaveBeenCalled();
  fireEvent.change(select, { target: { value: 'BENEFIT_DAY' } });
  expect(change.getAttribute('aria-disabled')).toBeNull();
  fireEvent.click(change);
  expect(jest.mocked(openPaymentWindow).mock.calls[0]![0]).toContain('type=BENEFIT_DAY');
});
