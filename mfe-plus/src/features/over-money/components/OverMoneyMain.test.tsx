import { fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { currentPopup, renderPlus } from '../../../test/renderPlus';
import { OverMoneyMain } from './OverMoneyMain';
import { OverMoneyFailResult } from './OverMoneyFailResult';
import { OVER_MONEY_ERRORS } from '../overMoneyErrorTexts';

const api = installFakeApi();
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

const state = { storedMoney: '12000000000', money: '999000000000', holdingLimit: '1000000000000', room: '1000000000', withdrawableMoney: '1000000000', lastStoredAt: null };

describe('OverMoneyMain', () => {
  it('withdraws all that fits with one Idempotency-Key and shows what moved', async () => {
    api.respond((req) => (req.method === 'post' ? { body: { withdrawnMoney: '1000000000', storedMoney: '11000000000', money: '1000000000000' } } : { body: state }));
    renderPlus(<OverMoneyMain onFailed={jest.fn()} onHistory={jest.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: '10억 찾기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({});
    expect(post.headers.get('idempotency-key')).toBeTruthy();
    expect(String(currentPopup()?.body)).toContain('10억');
  });

  it('an amount in 억 is sent as a decimal string; a refusal goes to the fail result', async () => {
    api.respond((req) => (req.method === 'post' ? { status: 422, message: 'x', body: { code: 'ERROR_OVERMONEY' } } : { body: state }));
    const onFailed = jest.fn();
    renderPlus(<OverMoneyMain onFailed={onFailed} onHistory={jest.fn()} />);
    fireEvent.change(await screen.findByLabelText('찾을 금액(억)'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('ERROR_OVERMONEY'));
    expect(JSON.parse(String(api.calls.filter((c) => c.method === 'post').at(-1)!.data))).toEqual({ amount: '3000000000' });
  });
});

describe('OverMoneyFailResult', () => {
  it('shows the title and text of the code and the state now', async () => {
    api.respond(() => ({ body: state }));
    renderPlus(<OverMoneyFailResult code="ERROR_OVERMONEY" onBack={jest.fn()} onHistory={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe(OVER_MONEY_ERRORS.ERROR_OVERMONEY.message);
    expect(screen.getByRole('heading').textContent).toBe(OVER_MONEY_ERRORS.ERROR_OVERMONEY.title);
    expect(await screen.findByText('120억')).toBeTruthy();
  });
});
