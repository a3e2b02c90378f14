import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { installPaymentFormKit } from '../../../test/paymentFormKit';
import { renderPlus } from '../../../test/renderPlus';
import { continueToPayment } from '../../payment/lib/paymentWindow';
import { JoinForm } from './JoinForm';

jest.mock('../../payment/lib/paymentWindow', () => ({ continueToPayment: jest.fn(), openPaymentWindow: jest.fn() }));

const api = installPaymentFormKit();

// no main membership any more, but the 보유 한도 증가 I option still runs
const lapsed = { ...ZPLUS_MEMBER, mainCode: '', productId: null, name: null, optionCodes: ['PO0025'], options: [ZPLUS_MEMBER.options[0]!] };

describe('JoinForm options', () => {
  it('one option per kind: 스탠다드 replaces 베이직; of a held kind (이용 중) only the option held, as 기간 연장', async () => {
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: PC_CATALOGUE };
      if (req.url === '/api/membership/me') return { body: lapsed };
      return { body: null };
    });
    renderPlus(<JoinForm initialCode="PM0005" />);
    await screen.findByTestId('join-form');
    const pet = screen.getByRole('group', { name: '플러스 펫샵' });
    fireEvent.click(within(pet).getByLabelText(/펫샵 베이직/));
    fireEvent.click(within(pet).getByLabelText(/펫샵 스탠다드/));
    expect((within(pet).getByLabelText(/펫샵 베이직/) as HTMLInputElement).checked).toBe(false);
    expect((within(pet).getByLabelText('선택 안 함') as HTMLInputElement).checked).toBe(false);
    const limit = screen.getByRole('group', { name: '보유 한도 증가' });
    expect(limit.textContent).toContain('이용 중');
    expect((within(limit).getByLabelText(/보유 한도 증가 II/) as HTMLInputElement).disabled).toBe(true);
    const extension = within(limit).getByLabelText(/보유 한도 증가 I \(/) as HTMLInputElement;
    expect(extension.disabled).toBe(false);
    expect(extension.closest('label')!.textContent).toContain('기간 연장');
    fireEvent.click(extension);
    // the summary says which option is bought again
    expect(screen.getByTestId('join-options').textContent).toBe('펫샵 스탠다드, 보유 한도 증가 I (기간 연장)');
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    const url = new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x');
    expect(url.searchParams.get('codes')).toBe('PM0005,PO0022,PO0025');
  });
});

describe('JoinForm products', () => {
  it('opened for V-Plus 클래식 PM1004 (the mobile card), it orders PM1004, not the PC V-Plus, and says where its bankbook money goes', async () => {
    const classic = { ...PC_CATALOGUE.main.PM0004!, code: 'PM1004', name: 'V-Plus 클래식' };
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: { ...PC_CATALOGUE, main: { ...PC_CATALOGUE.main, PM1004: classic } } };
      if (req.url === '/api/membership/me') return { body: lapsed };
      return { body: null };
    });
    jest.mocked(continueToPayment).mockClear();
    renderPlus(<JoinForm initialCode="PM1004" />);
    await screen.findByTestId('join-form');
    expect((screen.getByLabelText(/V-Plus 클래식/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('join-product').textContent).toContain('모바일 앱 보관함');
    // another tier and back: still the product the popup was opened for
    fireEvent.click(screen.getByLabelText(/W-Plus/));
    fireEvent.click(screen.getByLabelText(/V-Plus/));
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    const url = new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x');
    expect(url.searchParams.get('codes')).toBe('PM1004');
  });
});
