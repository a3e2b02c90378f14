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
    body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '1,000 한코인', hancoin: '13000', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
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
});
