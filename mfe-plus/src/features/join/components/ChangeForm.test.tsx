import { fireEvent, screen, waitFor } from '@testing-library/react';
import { internalCodesIn } from '../../../test/internalCodes';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { installPaymentFormKit } from '../../../test/paymentFormKit';
import { renderPlus } from '../../../test/renderPlus';
import { CHANGE_CONTINUITY_TEXT } from '../../guide/guideContent';
import { ChangeForm } from './ChangeForm';
import { JoinForm } from './JoinForm';
import { continueToPayment } from '../../payment/lib/paymentWindow';

jest.mock('../../payment/lib/paymentWindow', () => ({ continueToPayment: jest.fn(), openPaymentWindow: jest.fn() }));

const api = installPaymentFormKit();

const product = (code: string, name: string, price: string) => ({ code, type: 'MAIN', tier: null, groupType: null, optionKey: null, serviceCode: null, name, description: '', price, monthlyBankbookMoney: '3000000000', imageUrl: '' });
const catalogue = {
  main: { PM0004: product('PM0004', 'V-Plus', '9900'), PM0005: product('PM0005', 'W-Plus', '19800'), PM0006: product('PM0006', 'X-Plus', '33000'), PM0007: product('PM0007', 'Z-Plus', '55000') },
  option: { DISCOUNT: [{ ...product('PO0030', '딜러비 할인', '5500'), type: 'OPTION' }] },
  item: [],
};
const me = (mainCode: string, statusDescription: string | null = null, continuousGroupUsageCount = 4, productAmount = '9900') => ({ mainCode, name: mainCode ? 'V-Plus' : null, continuousGroupUsageCount, optionCodes: [], options: [], weeklyGoldMembership: { isJoined: false }, statusDescription, productAmount });

function answer(mainCode: string, unusedChangeDiscount = '9900', statusDescription: string | null = null, groupUses = 4, productAmount = '9900') {
  api.respond((req) => {
    if (req.url === '/api/contents/global/membership') return { body: catalogue };
    if (req.url === '/api/membership/me') return { body: me(mainCode, statusDescription, groupUses, productAmount) };
    if (req.url === '/api/membership/bankbook') return { body: { mainCode, totalCount: 1, usedCount: 0, remainCount: 1, moneyPerUse: '3000000000', money: '0', holdingLimit: '1000000000000', nextBenefitSchedule: null, errorCode: null, unusedChangeDiscount } };
    return { body: null };
  });
}

describe('ChangeForm', () => {
  it('shows the unused-bankbook discount and pays the change of the chosen tier', async () => {
    answer('PM0004');
    renderPlus(<ChangeForm initialCode="PM0006" />);
    expect((await screen.findByTestId('change-discount')).textContent).toBe('-9,900원');
    expect(screen.getByTestId('change-amount').textContent).toBe('23,100원');
    // the change popup asks the bankbook with plusAction=CHANGE
    expect(api.calls.find((c) => c.url === '/api/membership/bankbook')!.params).toEqual({ plusAction: 'CHANGE' });
    fireEvent.click(screen.getByRole('button', { name: '변경 결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    const url = new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/services/membership/payments/subscription/change');
    expect(url.searchParams.get('codes')).toBe('PM0006');
    expect(url.searchParams.get('returnUrl')).toBe('/popup/plus/result?kind=change');
  });

  it.each([
    // vplus, pluschange: 4 group uses, no discount: not told that it carries on
    [4, '그룹 연속 이용 13회부터 이용료가 5% 할인됩니다(지금 4회, 변경해도 횟수는 이어집니다).'],
    // the change is priced as the 13th group use: the discount starts with it
    [12, '변경하면 그룹 연속 이용이 13회가 되어 이번 변경 결제부터 5% 할인을 받습니다.'],
    // zplus: 14, the discount held carries on
    [14, '그룹 연속 이용 14회로 받고 있는 5% 할인은 변경해도 이어집니다.'],
  ])('the 5%% discount is told for the member\'s own group uses (%i)', async (groupUses, text) => {
    answer('PM0004', '9900', null, groupUses);
    renderPlus(<ChangeForm initialCode="PM0006" />);
    const said = (await screen.findByTestId('change-group-discount')).textContent;
    expect(said).toBe(text);
    if (groupUses < 12) expect(said).not.toContain('할인은 변경해도 이어집니다');
  });

  it.each([
    // 12 → the 13th use: X-Plus 33,000원 − 5% (1,650원) − the unused bankbook 9,900원
    [12, '-1,650원', '21,450원'],
    [14, '-1,650원', '21,450원'],
    // fewer: the list price less the bankbook, no 5% line
    [4, null, '23,100원'],
  ])('the amount to pay is what the payment page charges: the 5%% off where the change is the 13th group use or later (%i uses)', async (groupUses, fivePercent, amount) => {
    answer('PM0004', '9900', null, groupUses);
    renderPlus(<ChangeForm initialCode="PM0006" />);
    expect((await screen.findByTestId('change-amount')).textContent).toBe(amount);
    expect(screen.queryByTestId('change-group-discount-amount')?.textContent ?? null).toBe(fivePercent);
  });

  it('the membership changed in another tab after the pick (to the tier picked): nothing is chosen for the player, said so; the page sent says what it showed (from)', async () => {
    answer('PM0004');
    const { client } = renderPlus(<ChangeForm />);
    fireEvent.click(await screen.findByRole('radio', { name: /X-Plus/ }));
    expect(screen.getByTestId('change-amount').textContent).toBe('23,100원');
    // the other tab paid V → X; this one reads the member again (the balance announcement)
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: catalogue };
      if (req.url === '/api/membership/me') return { body: { ...me('PM0006'), name: 'X-Plus' } };
      if (req.url === '/api/membership/bankbook') return { body: { mainCode: 'PM0006', totalCount: 2, usedCount: 0, remainCount: 2, moneyPerUse: '3000000000', money: '0', holdingLimit: '1000000000000', nextBenefitSchedule: null, errorCode: null, unusedChangeDiscount: '33000' } };
      return { body: null };
    });
    await client.invalidateQueries();
    expect((await screen.findByTestId('change-membership-changed')).textContent).toBe('다른 화면에서 멤버십이 X-Plus로 바뀌었습니다. 변경할 멤버십을 다시 골라 주세요.');
    // QA: Z-Plus was checked and priced (31,900원) without a word
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    const button = screen.getByRole('button', { name: '변경 결제하기' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(continueToPayment).not.toHaveBeenCalled();
    // picked again: a change from X-Plus, said so to the payment page
    fireEvent.click(screen.getByRole('radio', { name: /Z-Plus/ }));
    expect(screen.queryByTestId('change-membership-changed')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '변경 결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    const url = new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x');
    expect([url.searchParams.get('codes'), url.searchParams.get('from')]).toEqual(['PM0007', 'PM0006']);
  });

  it("opened for the tier held now (a stale page's 'X-Plus로 변경하기' after another phone paid it): nothing is chosen for the player, said so", async () => {
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: catalogue };
      if (req.url === '/api/membership/me') return { body: { ...me('PM0006'), name: 'X-Plus' } };
      if (req.url === '/api/membership/bankbook') return { body: { mainCode: 'PM0006', totalCount: 2, usedCount: 0, remainCount: 2, moneyPerUse: '3000000000', money: '0', holdingLimit: '1000000000000', nextBenefitSchedule: null, errorCode: null, unusedChangeDiscount: '33000' } };
      return { body: null };
    });
    renderPlus(<ChangeForm initialCode="PM0006" />);
    expect((await screen.findByTestId('change-membership-changed')).textContent).toBe('이미 X-Plus 멤버십을 이용 중입니다. 변경할 멤버십을 골라 주세요.');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    // no price, so no part of the discount is called lost (QA: '23,100원은 쓰이지 않고 사라지며' with nothing chosen)
    expect(screen.queryByTestId('change-discount-left')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '변경 결제하기' }));
    expect(continueToPayment).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('radio', { name: /W-Plus/ }));
    expect(screen.queryByTestId('change-membership-changed')).toBeNull();
    expect(screen.getByRole('button', { name: '변경 결제하기' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('while the regular payment is processed: 변경 결제하기 stays off and says why (the payment page would refuse)', async () => {
    answer('PM0004', '9900', '정기결제 처리중');
    renderPlus(<ChangeForm initialCode="PM0006" />);
    const button = (await screen.findByRole('button', { name: '변경 결제하기' })) as HTMLButtonElement;
    // unavailable, yet reached by Tab with its reason
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.disabled).toBe(false);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toContain('정기결제가 처리 중이라 지금은 멤버십을 변경할 수 없습니다.');
    fireEvent.click(button);
    expect(continueToPayment).not.toHaveBeenCalled();
  });

  it('a discount bigger than the cheaper tier\'s price: says how much of it is lost (nothing is paid back)', async () => {
    answer('PM0007', '55000');
    renderPlus(<ChangeForm initialCode="PM0004" />);
    expect((await screen.findByTestId('change-amount')).textContent).toBe('0원');
    expect(screen.getByTestId('change-discount-left').textContent).toContain('45,100원은 쓰이지 않고 사라지며');
  });

  it('a discount the price covers loses nothing: no such line', async () => {
    answer('PM0004');
    renderPlus(<ChangeForm initialCode="PM0006" />);
    await screen.findByTestId('change-amount');
    expect(screen.queryByTestId('change-discount-left')).toBeNull();
  });

  it('no discount says why: every bankbook used, or a membership begun with no payment (a voucher: its bankbook is still there)', async () => {
    answer('PM0004', '0', null, 4, '0');
    const view = renderPlus(<ChangeForm initialCode="PM0006" />);
    expect((await screen.findByTestId('change-discount')).textContent).toBe('없음');
    expect(screen.getByTestId('change-form').textContent).toContain('결제 금액 없이 시작한 멤버십(이용권, 무료 체험)이라 미사용 통장 할인이 없습니다.');
    expect(screen.getByTestId('change-form').textContent).not.toContain('모두 사용해');
    view.unmount();
  });

  it('says what a change does to continuous use (1회 again, group count goes on) and never shows the product code', async () => {
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: catalogue };
      if (req.url === '/api/membership/me') return { body: { ...ZPLUS_MEMBER, mainCode: 'PM0004', productId: 'PM0004', name: 'V-Plus', continuousUsageCount: 5, continuousBenefit: true } };
      if (req.url === '/api/membership/bankbook') return { body: { mainCode: 'PM0004', totalCount: 1, usedCount: 1, remainCount: 0, moneyPerUse: '3000000000', money: '0', holdingLimit: '1000000000000', nextBenefitSchedule: null, errorCode: null, unusedChangeDiscount: '0' } };
      return { body: null };
    });
    renderPlus(<ChangeForm initialCode="PM0006" />);
    const form = await screen.findByTestId('change-form');
    expect(screen.getByTestId('change-current').textContent).toBe('V-Plus');
    expect(internalCodesIn(form)).toEqual([]);
    expect(form.textContent).not.toContain('연속 이용은 이어집니다');
    expect(screen.getByTestId('change-continuity').textContent).toBe('지금 5회 → 변경 후 1회');
    const rule = screen.getByTestId('change-continuity-rule').textContent!;
    expect(rule).toContain(CHANGE_CONTINUITY_TEXT);
    expect(rule).toContain('1회부터 다시 셉니다');
    expect(rule).toContain('그룹 연속 이용 횟수는 이어집니다');
    expect(rule).toContain('3회째부터 다시 적용됩니다');
    expect(rule).toContain('지금 받고 있는 연속 이용 혜택은 변경하면 끝납니다.');
  });

  it('a member without a main membership is sent to join', async () => {
    answer('');
    renderPlus(<ChangeForm />);
    expect(await screen.findByRole('button', { name: '플러스 가입하기' })).toBeTruthy();
  });
});

describe('JoinForm', () => {
  it('joins the chosen tier with options through the registration sandbox page', async () => {
    answer('');
    renderPlus(<JoinForm initialCode="PM0005" />);
    expect((await screen.findByTestId('join-product')).textContent).toBe('W-Plus');
    fireEvent.click(screen.getByRole('radio', { name: /딜러비 할인/ }));
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    const url = new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x');
    expect(url.pathname).toBe('/services/membership/payments/subscription/registration');
    expect(url.searchParams.get('codes')).toBe('PM0005,PO0030');
  });

  it('a member who already has a main membership is led to change', async () => {
    answer('PM0004');
    renderPlus(<JoinForm />);
    expect(await screen.findByTestId('join-already')).toBeTruthy();
    expect(screen.getByRole('button', { name: '멤버십 변경하기' })).toBeTruthy();
    expect(continueToPayment).not.toHaveBeenCalled();
  });

  it('a guest is asked to log in before paying', async () => {
    answer('');
    renderPlus(<JoinForm />, { memberNo: null });
    // without a member the membership query never runs: the skeleton stays, nothing is paid
    expect(screen.queryByRole('button', { name: '결제하기' })).toBeNull();
  });
});
