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
  expect(change.disabled).toBe(true);
  fireEvent.change(select, { target: { value: 'BENEFIT_DAY' } });
  expect(change.disabled).toBe(false);
  fireEvent.click(change);
  expect(jest.mocked(openPaymentWindow).mock.calls[0]![0]).toContain('type=BENEFIT_DAY');
});
