import { fireEvent, render, screen } from '@testing-library/react';
import type { VipBenefitClaimResult } from '@hanpan/contracts';
import { COUPON_BOX_LAYER, COUPON_BOX_VIP_TAB, hanpanStore } from '@hanpan/platform';
import { BenefitResultLayer } from './BenefitResultLayer';
import { vipWrapper } from '../test/vipTestKit';

const claimed = (type: VipBenefitClaimResult['type'], amountText: string): VipBenefitClaimResult => ({
  type,
  name: type === 'hancoin' ? 'VIP 한코인' : 'VIP 쿠폰',
  vipMonth: '2026-06',
  amount: '1',
  amountText,
  hancoin: '13000',
  platform: 'MOBILE',
  receivedAt: '2026-06-03T05:00:00.000Z',
});

afterEach(() => hanpanStore.getState().closeAllPopups());

it('a coupon put in the coupon box offers the box (QA: the phone had no way to it); the claim result closes first', () => {
  const resolve = jest.fn();
  render(<BenefitResultLayer props={{ result: claimed('coupon', '딜러비 할인 쿠폰 1장') }} resolve={resolve} />, vipWrapper({ path: '/mobile/vip/benefit' }));
  expect(screen.getByRole('status').textContent).toContain('쿠폰함에 넣어 드렸습니다.');
  fireEvent.click(screen.getByRole('button', { name: '쿠폰함 열기' }));
  expect(resolve).toHaveBeenCalledWith(true);
  expect(hanpanStore.getState().layer.current).toMatchObject({ type: 'layer', key: COUPON_BOX_LAYER, props: { tab: COUPON_BOX_VIP_TAB } });
});

it('hancoin goes straight to the balance: no coupon box offered', () => {
  render(<BenefitResultLayer props={{ result: claimed('hancoin', '한코인 1,000개') }} resolve={jest.fn()} />, vipWrapper());
  expect(screen.queryByRole('button', { name: '쿠폰함 열기' })).toBeNull();
  expect(screen.getByRole('button', { name: '확인' })).toBeTruthy();
});
