import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MembershipUser } from '@hanpan/contracts';
import { useLocation } from '@hanpan/platform';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { installPaymentFormKit } from '../../../test/paymentFormKit';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
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
/** where the popup went (navigate) */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}
const group = (name: string) => screen.getByRole('group', { name });
const radio = (g: HTMLElement, name: RegExp) => within(g).getByLabelText(name) as HTMLInputElement;
/** the text an input points at (aria-describedby): the extension's hint, or why it is disabled */
const describedBy = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

/** X-Plus with 펫샵 베이직 (the demo 'pluspet'), running until 2030.01.23 */
const PET_BASIC_MEMBER: MembershipUser = {
  ...ZPLUS_MEMBER,
  optionCodes: ['PO0021'],
  options: [{ code: 'PO0021', key: 'pet', serviceCode: 'PET_SHOP', name: '펫샵 베이직', membershipId: 10, startDate: '2029-12-23T00:00:00.000Z', endDate: '2030-01-23T00:00:00.000Z' }],
};
/** Z-Plus holding 보유 한도 증가 I and II together, from before the one-per-kind rule (the demo 'zplus') */
const LIMIT_I_AND_II_MEMBER: MembershipUser = {
  ...ZPLUS_MEMBER,
  optionCodes: ['PO0025', 'PO0026', 'PO0031'],
  options: [
    ...ZPLUS_MEMBER.options,
    { code: 'PO0026', key: 'limit', serviceCode: 'LIMIT_MONEY', name: '보유 한도 증가 II', membershipId: 10, startDate: '2029-12-23T00:00:00.000Z', endDate: '2030-02-05T00:00:00.000Z' },
  ],
};
/** 결제하기, then the codes the sandbox is asked for */
async function pay() {
  fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
  await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
  return new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x').searchParams.get('codes');
}

describe('OptionsPaymentForm', () => {
  it('offers one option per kind: choosing 프리미엄 unticks 베이직, and only one pet option is paid', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0021" />);
    await screen.findByTestId('options-payment');
    const pet = group('플러스 펫샵');
    const basic = radio(pet, /펫샵 베이직/);
    expect(basic.checked).toBe(true);
    fireEvent.click(within(pet).getByLabelText(/펫샵 프리미엄/));
    expect(basic.checked).toBe(false);
    expect(within(pet).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(1);
    expect(screen.getByTestId('options-total').textContent).toBe('9,900원');
    expect(await pay()).toBe('PO0023');
  });

  it('a kind the member already holds shows 이용 중: the option held can be chosen as 기간 연장, the others of the kind cannot (보유 한도 증가 I held: no II)', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm />);
    await screen.findByTestId('options-payment');
    const limit = group('보유 한도 증가');
    expect(limit.textContent).toContain('이용 중');
    expect(screen.getByTestId('option-held-limit').textContent).toContain('보유 한도 증가 I 이용 중');
    const second = radio(limit, /보유 한도 증가 II/);
    expect(second.disabled).toBe(true);
    expect(describedBy(second)).toContain('다른 옵션은 선택할 수 없고');
    const first = radio(limit, /보유 한도 증가 I \(/);
    expect(first.disabled).toBe(false);
    expect(first.checked).toBe(false);
    expect(first.closest('label')!.textContent).toContain('기간 연장');
    expect(describedBy(first)).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
    expect(radio(group('럭키 플립'), /럭키 플립/).disabled).toBe(false);
    fireEvent.click(first);
    expect(screen.getByTestId('options-total').textContent).toBe('5,500원');
    fireEvent.click(within(limit).getByLabelText('선택 안 함'));
    // kinds not held can still be chosen, and '선택 안 함' takes the choice back
    const discount = group('딜러비 할인');
    fireEvent.click(within(discount).getByLabelText(/딜러비 할인/));
    fireEvent.click(within(discount).getByLabelText('선택 안 함'));
    const pay = screen.getByRole('button', { name: '결제하기' });
    // unavailable, yet reached by Tab and described by why
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.hasAttribute('disabled')).toBe(false);
    expect(document.getElementById(pay.getAttribute('aria-describedby') ?? '')?.textContent).toBe('결제할 상품을 선택해 주세요.');
    fireEvent.click(pay);
    expect(continueToPayment).not.toHaveBeenCalled();
  });

  it('the held sentence does not repeat the heading: 럭키 플립 (heading 럭키 플립 이용 중) is not named again, 보유 한도 증가 I is', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0031" />);
    await screen.findByTestId('options-payment');
    expect(group('럭키 플립').querySelector('legend')!.textContent).toBe('럭키 플립 이용 중');
    expect(screen.getByTestId('option-held-lucky-flip').textContent).toBe('같은 종류의 옵션은 하나만 이용할 수 있어 다른 옵션은 선택할 수 없고, 이용 중인 옵션은 기간을 연장할 수 있습니다.');
    expect(screen.getByTestId('option-held-limit').textContent).toMatch(/^보유 한도 증가 I 이용 중 · /);
  });

  it('two of a kind held from before the rule (보유 한도 증가 I and II): both 이용 중, either can be extended, one per payment, as the API takes it', async () => {
    answer(LIMIT_I_AND_II_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0026" />);
    await screen.findByTestId('options-payment');
    const limit = group('보유 한도 증가');
    const reason = screen.getByTestId('option-held-limit').textContent;
    expect(reason).toContain('보유 한도 증가 I, 보유 한도 증가 II 이용 중');
    expect(reason).toContain('하나만 이용하도록 바뀌기 전부터 함께 이용해 온 옵션입니다');
    expect(reason).toContain('한 번의 결제에는 같은 종류의 옵션을 하나만 담을 수 있어, 이 중 하나를 골라 기간을 연장할 수 있습니다.');
    expect(reason).not.toContain('다른 옵션은 선택할 수 없');
    const first = radio(limit, /보유 한도 증가 I \(/);
    const second = radio(limit, /보유 한도 증가 II/);
    for (const r of [first, second]) {
      expect(r.disabled).toBe(false);
      expect(r.closest('label')!.textContent).toContain('이용 중');
      expect(r.closest('label')!.textContent).toContain('기간 연장');
    }
    // each with its own end
    expect(describedBy(first)).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
    expect(describedBy(second)).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.02.05까지)');
    // the link's II is chosen; I takes its place (one of the kind per payment)
    expect(second.checked).toBe(true);
    expect(screen.getByTestId('options-total').textContent).toBe('11,000원');
    fireEvent.click(first);
    expect(second.checked).toBe(false);
    expect(screen.getByTestId('options-total').textContent).toBe('5,500원');
    expect(await pay()).toBe('PO0025');
  });

  it('?code= of the option held (PO0021) chooses its 기간 연장, paid once at its price; PO0023 of its kind stays disabled with the reason', async () => {
    answer(PET_BASIC_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0021" />);
    await screen.findByTestId('options-payment');
    const pet = group('플러스 펫샵');
    expect(pet.textContent).toContain('이용 중');
    const basic = radio(pet, /펫샵 베이직/);
    expect(basic.checked).toBe(true);
    expect(basic.disabled).toBe(false);
    expect(basic.closest('label')!.textContent).toContain('기간 연장');
    expect(describedBy(basic)).toBe('이용 기간이 한 달 늘어납니다 (현재 ~ 2030.01.23까지)');
    expect(screen.getByTestId('options-total').textContent).toBe('3,300원');
    const premium = radio(pet, /펫샵 프리미엄/);
    expect(premium.disabled).toBe(true);
    expect(premium.closest('label')!.textContent).not.toContain('기간 연장');
    expect(describedBy(premium)).toBe(screen.getByTestId('option-held-pet').textContent);
    expect(describedBy(premium)).toContain('펫샵 베이직 이용 중');
    expect(await pay()).toBe('PO0021');
  });

  it('a link to another option of a held kind (PO0023 while 펫샵 베이직 runs) starts with nothing of that kind chosen', async () => {
    answer(PET_BASIC_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0023" />);
    await screen.findByTestId('options-payment');
    expect(radio(group('플러스 펫샵'), /펫샵 프리미엄/).checked).toBe(false);
    expect((within(group('플러스 펫샵')).getByLabelText('선택 안 함') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('options-total').textContent).toBe('0원');
  });

  it('a link to an option of a held kind starts with nothing chosen', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0026" />);
    await screen.findByTestId('options-payment');
    expect(screen.getByRole('button', { name: '결제하기' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('a link with several options (the mobile order) starts with each chosen in its kind, one per kind, none of a held kind but the option held', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0022,PO0029,PO0030,PO0026,PO0031" />);
    await screen.findByTestId('options-payment');
    expect(radio(group('플러스 펫샵'), /펫샵 스탠다드/).checked).toBe(true);
    expect(radio(group('딜러비 할인'), /딜러비 할인/).checked).toBe(true);
    expect(await pay()).toBe('PO0022,PO0030,PO0031');
  });

  it('a link naming one option shows its kind; the other kinds fold under one line, which counts what is chosen there (QA: a phone scrolled past every kind to 결제하기)', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0030" />);
    await screen.findByTestId('options-payment');
    const other = screen.getByTestId('options-other-kinds') as HTMLDetailsElement;
    expect(other.open).toBe(false);
    expect(other.contains(group('딜러비 할인'))).toBe(false);
    expect(['플러스 펫샵', '보유 한도 증가', '좌절 방지', '럭키 플립'].map((kind) => other.contains(group(kind)))).toEqual([true, true, true, true]);
    const summary = within(other).getByText(/^다른 옵션도 함께 결제하기/);
    expect(summary.textContent).toBe('다른 옵션도 함께 결제하기');
    fireEvent.click(radio(group('플러스 펫샵'), /펫샵 베이직/));
    expect(summary.textContent).toBe('다른 옵션도 함께 결제하기 (1개 선택)');
    expect(await pay()).toBe('PO0021,PO0030');
  });

  it('without a link every kind is shown, nothing folded', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm />);
    await screen.findByTestId('options-payment');
    expect(screen.queryByTestId('options-other-kinds')).toBeNull();
    expect(screen.getAllByRole('group')).toHaveLength(5);
  });

  it('a member without a main membership (the demo \'member\') is told before choosing: every option disabled with the reason, led to the join popup; the gold item stays', async () => {
    answer({ ...ZPLUS_MEMBER, mainCode: '', productId: null, name: null, optionCodes: [], options: [] });
    renderPlus(
      <>
        <OptionsPaymentForm initialCode="PO0030,PI0001" />
        <Where />
      </>,
    );
    await screen.findByTestId('options-payment');
    const note = screen.getByTestId('options-need-main');
    expect(note.textContent).toContain('옵션 멤버십은 메인 멤버십(플러스)을 이용하는 동안 가입할 수 있습니다. 지금은 선택할 수 없으며,');
    const options = screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).value !== '') as HTMLInputElement[];
    expect(options.length).toBeGreaterThan(0);
    for (const r of options) {
      expect(r.disabled).toBe(true);
      expect(describedBy(r)).toContain('지금은 선택할 수 없으며');
    }
    // the link's option is not chosen; its gold item is, and is paid alone
    expect(radio(group('딜러비 할인'), /딜러비 할인/).checked).toBe(false);
    expect(screen.getByTestId('options-total').textContent).toBe('3,300원');
    expect(await pay()).toBe('PI0001');
    fireEvent.click(within(note).getByRole('button', { name: '플러스 가입하기' }));
    expect(screen.getByTestId('where').textContent).toBe('/popup/plus/join');
  });

  it('the gold item is bought alongside one option', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PI0001" />);
    await screen.findByTestId('options-payment');
    fireEvent.click(within(group('좌절 방지')).getByLabelText(/좌절 방지/));
    expect(await pay()).toBe('PO0005,PI0001');
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
    expect(radio(group('딜러비 할인'), /딜러비 할인/).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /골드 멤버십 아이템/ }) as HTMLInputElement).checked).toBe(true);
    expect(await pay()).toBe('PO0030,PI0001');
  });

  it('a link without the gold item leaves it unticked', async () => {
    answer(ZPLUS_MEMBER);
    renderPlus(<OptionsPaymentForm initialCode="PO0030,PO0022" />);
    await screen.findByTestId('options-payment');
    expect((screen.getByRole('checkbox', { name: /골드 멤버십 아이템/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('a total over what the day limit leaves is said before the payment window, in the order page\'s words, and nothing opens', async () => {
    const limit = { legalMonthLimit: '1000000', monthLimit: '1000000', dayLimit: '5000', usedThisMonth: '0', usedToday: '2000', remainingMonth: '1000000', remainingDay: '3000', limitAmount: '3000', gameStakeLimit: '100000', canRaise: true, nextRaiseAvailableDate: null };
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: { ...PC_CATALOGUE, item: [GOLD] } };
      if (req.url === '/api/membership/me') return { body: ZPLUS_MEMBER };
      if (req.url === '/api/restriction') return { body: { isRestricted: false, expiredDate: null, gameId: '', reason: null, restrictions: [], limit } };
      return { body: null };
    });
    renderPlus(<OptionsPaymentForm initialCode="PO0021" />);
    await screen.findByTestId('options-payment');
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(answerPopup(true).body).toBe('일 구매 한도를 초과합니다. 오늘 남은 한도는 3,000원입니다.');
    await new Promise((r) => setTimeout(r, 0));
    expect(continueToPayment).not.toHaveBeenCalled();
  });
});
