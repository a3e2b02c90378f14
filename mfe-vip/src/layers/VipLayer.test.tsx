import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { VipLayer } from './VipLayer';
import { claimableBenefitsApi, detail, vipWrapper } from '../test/vipTestKit';

const api = claimableBenefitsApi(10000104);

describe('VipLayer', () => {
  it('a claim moves the focus to what was received, said in a status region that was there before (QA: focus fell to the page)', async () => {
    api.on('post', '/api/vip/benefits/hancoin', {
      body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '한코인 1,000개', hancoin: '13000', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
    });
    render(<VipLayer props={{}} resolve={jest.fn()} />, vipWrapper());
    const said = screen.getByTestId('vip-layer-result');
    expect(said.getAttribute('role')).toBe('status');
    expect(said.textContent).toBe('');
    const button = await screen.findByRole('button', { name: 'VIP 한코인 받기' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(said.textContent).not.toBe(''));
    expect(said.textContent).toContain('한코인');
    expect(document.activeElement).toBe(said);
  });

  it("the 등급 상향권's result says to use it first only while it can still raise a benefit (QA: it still said so after it was used)", async () => {
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { gradeUpTicket: 'to-claim' }) });
    api.on('post', '/api/vip/benefits/grade-up', {
      body: { type: 'grade-up', name: 'VIP 등급 상향권', vipMonth: '2026-06', amount: '1', amountText: 'VIP 등급 상향권 1장', hancoin: '0', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
    });
    const { client, wrapper } = vipWrapper();
    render(<VipLayer props={{}} resolve={jest.fn()} />, { wrapper });
    fireEvent.click(await screen.findByRole('button', { name: 'VIP 등급 상향권 받기' }));
    const said = screen.getByTestId('vip-layer-result');
    await waitFor(() => expect(said.textContent).toBe('VIP 등급 상향권 1장을 쿠폰함에 넣어 드렸습니다. 쿠폰함에서 먼저 사용한 뒤 딜러비 할인 쿠폰과 한코인을 받으면 한 등급 위의 혜택으로 받습니다.'));
    // used in the coupon box: the details read again say nothing is left to raise
    api.on('get', '/api/vip/benefits/coupon', { body: detail('coupon', { gradeUpTicket: null }) });
    await client.invalidateQueries();
    await waitFor(() => expect(said.textContent).toBe('VIP 등급 상향권 1장을 쿠폰함에 넣어 드렸습니다.'));
  });
});
