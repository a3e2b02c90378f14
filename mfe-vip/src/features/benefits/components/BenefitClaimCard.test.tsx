import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BenefitClaimCard } from './BenefitClaimCard';
import { detail, fakeVipApi, loginAs, vipWrapper } from '../../../test/vipTestKit';

const api = fakeVipApi();
afterAll(() => api.api.restore());
beforeEach(() => {
  api.reset();
  loginAs(10000104);
  api.on('get', '/api/vip/benefits/hancoin', { body: detail('hancoin') });
  api.on('post', '/api/vip/benefits/hancoin', {
    body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '한코인 1,000개', hancoin: '13000', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
  });
});

describe('BenefitClaimCard', () => {
  it('a double click on 받기 claims once: one POST, one result, the button busy meanwhile', async () => {
    const onClaimed = jest.fn();
    render(<BenefitClaimCard type="hancoin" platform="PC" onClaimed={onClaimed} />, vipWrapper());
    const button = (await screen.findByRole('button', { name: '받기' })) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toBe('받는 중…');
    await waitFor(() => expect(onClaimed).toHaveBeenCalledTimes(1));
    expect(api.calls.filter((c) => c.method === 'post')).toHaveLength(1);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    expect(onClaimed).toHaveBeenCalledTimes(1);
  });

  it('a grade without the benefit (프리미엄, 등급 상향권) says why and offers no 받기 (QA: a greyed 받기 and no reason)', async () => {
    api.on('get', '/api/vip/benefits/grade-up', { body: detail('grade-up', { grade: 'PREMIUM', available: false }) });
    render(<BenefitClaimCard type="grade-up" platform="PC" onClaimed={jest.fn()} />, vipWrapper());
    expect((await screen.findByTestId('vip-benefit-unavailable')).textContent).toBe('현재 등급에는 없는 혜택입니다.');
    expect(screen.queryByRole('button', { name: '받기' })).toBeNull();
    const off = screen.getByRole('button', { name: '대상 아님' }) as HTMLButtonElement;
    expect(off.disabled || off.getAttribute('aria-disabled') === 'true').toBe(true);
  });
});
