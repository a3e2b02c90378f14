import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { VipLayer } from './VipLayer';
import { claimableBenefitsApi, vipWrapper } from '../test/vipTestKit';

const api = claimableBenefitsApi(10000104);

describe('VipLayer', () => {
  it('a claim moves the focus to what was received, said in a status region that was there before (QA: focus fell to the page)', async () => {
    api.on('post', '/api/vip/benefits/hancoin', {
      body: { type: 'hancoin', name: 'VIP 한코인', vipMonth: '2026-06', amount: '1000', amountText: '1,000 한코인', hancoin: '13000', platform: 'PC', receivedAt: '2026-06-03T05:00:00.000Z' },
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
});
