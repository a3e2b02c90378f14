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

  it('a join continuing 13+ group uses (ended within 3 days) shows the 5% the payment page charges, and the limit check uses it', async () => {
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: PC_CATALOGUE };
      if (req.url === '/api/membership/me') return { body: { ...lapsed, nextJoinGroupUsageCount: 13 } };
      return { body: null };
    });
    renderPlus(<JoinForm initialCode="PM0007" />);
    await screen.findByTestId('join-form');
    // Z-Plus 55,000원 → 52,250원
    expect(screen.getByTestId('join-group-discount').textContent).toBe('-2,750원');
    expect(screen.getByTestId('join-total').textContent).toBe('52,250원');
  });
});

describe('JoinForm coupons', () => {
  const coupon = (id: number, benefit: string, name: string, expiresAt: string) => ({
    id, category: 'plusfree', name, description: '', benefit, usable: true, expiresAt, usedAt: null, usePlace: 'PLUS_JOIN' as const, useUrl: null, effectUntil: null, notUsableNow: null,
  });
  const FIRST_30 = coupon(71, 'PLUS_FIRST_30', '플러스 첫 달 30% 할인', '2026-03-01T00:00:00.000Z');
  const FREE_7D = coupon(72, 'PLUS_FREE_7D', '플러스 7일 무료 체험권', '2026-02-01T00:00:00.000Z');
  const respond = (list: unknown[] = [FREE_7D, FIRST_30]) =>
    api.respond((req) => {
      if (req.url === '/api/contents/global/membership') return { body: PC_CATALOGUE };
      if (req.url === '/api/membership/me') return { body: lapsed };
      if (req.url === '/api/coupons/membership') return { body: list };
      return { body: null };
    });
  const paidUrl = async () => {
    fireEvent.click(screen.getByRole('button', { name: '결제하기' }));
    await waitFor(() => expect(continueToPayment).toHaveBeenCalled());
    return new URL(jest.mocked(continueToPayment).mock.calls[0]![0], 'http://x');
  };

  it("offers '쿠폰 사용 안 함' and each Plus coupon with its expiry; 30% off the first month only (options at full price), passed as couponId", async () => {
    respond();
    renderPlus(<JoinForm initialCode="PM0004" />);
    const box = await screen.findByTestId('join-coupons');
    expect((within(box).getByLabelText('쿠폰 사용 안 함') as HTMLInputElement).checked).toBe(true);
    expect(box.textContent).toContain('플러스 첫 달 30% 할인 · 2026.03.01까지');
    expect(box.textContent).toContain('플러스 7일 무료 체험권 · 2026.02.01까지 · V-Plus 전용');
    expect(screen.getByTestId('join-total').textContent).toBe('9,900원');
    fireEvent.click(within(box).getByLabelText(/플러스 첫 달 30% 할인/));
    expect(screen.getByTestId('join-coupon').textContent).toContain('-2,970원');
    fireEvent.click(within(screen.getByRole('group', { name: '딜러비 할인' })).getByLabelText(/딜러비 할인/));
    expect(screen.getByTestId('join-total').textContent).toBe('12,430원');
    expect(screen.getByTestId('join-renewal').textContent).toContain('쿠폰 할인은 첫 달에만');
    // an option chosen with it: said not to renew with the 정기결제 (QA: it ended with nothing said)
    expect(screen.getByTestId('join-renewal').textContent).toContain('옵션은 한 달씩 이용하며 정기결제로 자동 연장되지 않습니다.');
    const url = await paidUrl();
    expect(url.searchParams.get('couponId')).toBe('71');
    expect(url.searchParams.get('codes')).toBe('PM0004,PO0030');
  });

  it('?coupon= preselects the coupon: the V-Plus trial selects V-Plus at 0원, and another tier drops it saying it is for V-Plus', async () => {
    respond();
    renderPlus(<JoinForm initialCode="PM0006" initialCouponId={72} />);
    await screen.findByTestId('join-coupons');
    const tier = (code: string) => document.querySelector<HTMLInputElement>(`input[name="tier"][value="${code}"]`)!;
    await waitFor(() => expect(tier('PM0004').checked).toBe(true));
    expect((screen.getByLabelText(/플러스 7일 무료 체험권/) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('join-total').textContent).toBe('0원');
    expect(screen.getByTestId('join-renewal').textContent).toContain('자동 결제 없이 종료');
    fireEvent.click(tier('PM0006'));
    expect(screen.getByTestId('join-coupon-note').textContent).toBe('플러스 7일 무료 체험권은 V-Plus 가입에만 사용할 수 있습니다.');
    expect((screen.getByLabelText('쿠폰 사용 안 함') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('join-total').textContent).toBe('33,000원');
    const url = await paidUrl();
    expect(url.searchParams.get('codes')).toBe('PM0006');
    expect(url.searchParams.has('couponId')).toBe(false);
  });

  it('passing the V-Plus trial on the way to another coupon (arrow keys) keeps the tier picked: V-Plus only while the trial is chosen, and said', async () => {
    respond();
    renderPlus(<JoinForm initialCode="PM0004" />);
    const box = await screen.findByTestId('join-coupons');
    const tier = (code: string) => document.querySelector<HTMLInputElement>(`input[name="tier"][value="${code}"]`)!;
    fireEvent.click(tier('PM0005'));
    fireEvent.click(within(box).getByLabelText(/플러스 7일 무료 체험권/));
    expect(tier('PM0004').checked).toBe(true);
    expect(screen.getByTestId('join-coupon-note').textContent).toBe('플러스 7일 무료 체험권은 V-Plus 전용이라 V-Plus로 가입합니다. 다른 쿠폰을 고르면 고른 멤버십으로 돌아갑니다.');
    fireEvent.click(within(box).getByLabelText(/플러스 첫 달 30% 할인/));
    expect(tier('PM0005').checked).toBe(true);
    expect(screen.queryByTestId('join-coupon-note')).toBeNull();
    expect(screen.getByTestId('join-total').textContent).toBe('13,860원');
    expect((await paidUrl()).searchParams.get('codes')).toBe('PM0005');
  });

  it('the trial is joined alone: options chosen before are dropped and none is offered with it (QA: 6,600원 on a 0원 trial)', async () => {
    respond();
    renderPlus(<JoinForm initialCode="PM0004" />);
    const box = await screen.findByTestId('join-coupons');
    fireEvent.click(within(screen.getByRole('group', { name: '딜러비 할인' })).getByLabelText(/딜러비 할인/));
    fireEvent.click(within(box).getByLabelText(/플러스 7일 무료 체험권/));
    expect(screen.getByTestId('join-trial-alone').textContent).toBe('7일 무료 체험에는 옵션을 함께 가입할 수 없습니다.');
    expect(screen.queryByRole('group', { name: '딜러비 할인' })).toBeNull();
    expect(screen.getByTestId('join-total').textContent).toBe('0원');
    const url = await paidUrl();
    expect(url.searchParams.get('codes')).toBe('PM0004');
    expect(url.searchParams.get('couponId')).toBe('72');
  });

  it('a ?coupon= no longer usable is said, and the join goes on without it', async () => {
    respond([FIRST_30]);
    renderPlus(<JoinForm initialCode="PM0004" initialCouponId={72} />);
    expect(await screen.findByTestId('join-coupon-gone')).toBeTruthy();
    expect(screen.getByTestId('join-total').textContent).toBe('9,900원');
    expect((await paidUrl()).searchParams.has('couponId')).toBe(false);
  });
});
