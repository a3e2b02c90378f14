import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import type { MembershipUser } from '@hanpan/contracts';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { installPaymentFormKit } from '../../../test/paymentFormKit';
import { renderPlus } from '../../../test/renderPlus';
import { continueToPayment } from '../../payment/lib/paymentWindow';
import { OptionsPaymentForm } from './OptionsPaymentForm';

jest.mock('../../payment/lib/paymentWindow', () => ({ continueToPayment: jest.fn(), openPaymentWindow: jest.fn() }));

const api = installPaymentFormKit();

const GOLD = { code: 'PI0001', type: 'ITEM' as const, tier: null, groupType: null, optionKey: null, serviceCode: null, name: '골드 멤버십 아이템', description: '', price: '3300', monthlyBankbookMoney: '0', imageUrl: '' };

function answer(me: MembershipUser) {
  api.respond((req) => {
    if (req.url === '/api/contents/global/membership') return { body: { ...PC_CATALOGUE, item: [GOLD] } };
    if (req.url === '/api/membership/me') return { body: me };
    return { body: null };
  });
}
const group = (name: string) => screen.getByRole('group', { name });
const paidCodes = () => new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x').searchParams.get('codes');

describe('OptionsPaymentForm', () => {
  it('offers one option per kind: choosing 프리미엄 unticks 베이직, and only one pet option is paid', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0021" />);
    await screen.findByTestId('options-payment');
    const pet = group('플러스 펫샵');
    const basic = within(pet).getByLabelText(/펫샵 베이직/) as HTMLInputElement;
    expect(basic.checked).toBe(true);
    fireEvent.click(within(pet).getByLabelText(/펫샵 프리미엄/));
    expect(basic.checked).toBe(false);
    expect(within(pet).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByTestId('options-total').textContent).toBe('9,900원');
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    expect(paidCodes()).toBe('PO0023');
  });

  it('a kind the member already holds shows 이용 중 and cannot be chosen (보유 한도 증가 I held: no II either)', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm />);
    await screen.findByTestId('options-payment');
    const limit = group('보유 한도 증가');
    expect(limit.textContent).toContain('이용 중');
    expect(screen.getByTestId('option-held-limit').textContent).toContain('보유 한도 증가 I 이용 중');
    expect(within(limit).queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByLabelText(/보유 한도 증가 II/)).toBeNull();
    expect(within(group('럭키 플립')).queryAllByRole('radio')).toHaveLength(0);
    // kinds not held can still be chosen, and '선택 안 함' takes the choice back
    const discount = group('딜러비 할인');
    fireEvent.click(within(discount).getByLabelText(/딜러비 할인/));
    fireEvent.click(within(discount).getByLabelText('선택 안 함'));
    expect(screen.getByRole('button', { name: '결제하기' }).hasAttribute('disabled')).toBe(true);
  });

  it('a link to an option of a held kind starts with nothing chosen', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0026" />);
    await screen.findByTestId('options-payment');
    expect(screen.getByRole('button', { name: '결제하기' }).hasAttribute('disabled')).toBe(true);
  });

  it('a link with several options (the mobile order) starts with each chosen in its kind, one per kind, none of a held kind', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0022,PO0029,PO0030,PO0026" />);
    await screen.findByTestId('options-payment');
    expect((within(group('플러스 펫샵')).getByLabelText(/펫샵 스탠다드/) as HTMLInputElement).checked).toBe(true);
    expect((within(group('딜러비 할인')).getByLabelText(/딜러비 할인/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    expect(paidCodes()).toBe('PO0022,PO0030');
  });

  it('the gold item is bought alongside one option', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PI0001" />);
    await screen.findByTestId('options-payment');
    fireEvent.click(within(group('좌절 방지')).getByLabelText(/좌절 방지/));
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    expect(paidCodes()).toBe('PO0005,PI0001');
  });

  it.each(['PO0001,PI0001', 'PI0001,PO0001', ' pi0001 '])('the gold item is ticked when the link lists it among other codes (%s)', async (code) => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode={code} />);
    await screen.findByTestId('options-payment');
    expect((screen.getByRole('checkbox', { name: /골드 멤버십 아이템/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('options-total').textContent).toBe('3,300원');
  });

  it('an option and the gold item in one link: both chosen and paid together', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0030,PI0001" />);
    await screen.findByTestId('options-payment');
    expect((within(group('딜러비 할인')).getByLabelText(/딜러비 할인/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /골드 멤버십 아이템/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    expect(paidCodes()).toBe('PO0030,PI0001');
  });

  it('a link without the gold item leaves it unticked', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0030,PO0022" />);
    await screen.findByTestId('options-payment');
    expect((screen.getByRole('checkbox', { name: /골드 멤버십 아이템/ }) as HTMLInputElement).checked).toBe(false);
  });
});
