import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
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
    // asked first: nothing moves before the player confirms
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    expect(String(currentPopup()?.body)).toContain('10억을 게임머니로 옮깁니다.');
    expect(api.calls.some((c) => c.method === 'post')).toBe(false);
    act(() => void answerPopup(true));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    const post = api.calls.find((c) => c.method === 'post')!;
    expect(JSON.parse(String(post.data))).toEqual({});
    expect(post.headers.get('idempotency-key')).toBeTruthy();
    expect(String(currentPopup()?.body)).toBe('10억을 게임머니로 옮겼습니다.\n남은 보관 머니 110억');
  });

  it('from the first click until the result is closed the page is inert: the second click of a double click on the confirm presses nothing', async () => {
    api.respond((req) => (req.method === 'post' ? { body: { withdrawnMoney: '1000000000', storedMoney: '11000000000', money: '1000000000000' } } : { body: state }));
    const start = api.calls.length;
    const onHistory = jest.fn();
    renderPlus(<OverMoneyMain onFailed={jest.fn()} onHistory={onHistory} />);
    const main = (await screen.findByRole('button', { name: '10억 찾기' })) as HTMLButtonElement;
    const history = screen.getByRole('button', { name: '보관·찾기 내역 보기' }) as HTMLButtonElement;
    fireEvent.click(main);
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    // while asked: nothing of the page can be pressed
    expect(main.getAttribute('aria-disabled')).toBe('true');
    expect(main.getAttribute('aria-busy')).toBe('true');
    expect(history.disabled).toBe(true);
    expect(screen.getByRole('button', { name: '찾기' }).getAttribute('aria-disabled')).toBe('true');
    // 찾기 on the confirm, and the second click of the double click lands on the page below
    act(() => void answerPopup(true));
    fireEvent.click(history);
    fireEvent.click(main);
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(onHistory).not.toHaveBeenCalled();
    expect(history.disabled).toBe(true);
    expect(api.calls.slice(start).filter((c) => c.method === 'post')).toHaveLength(1);
    act(() => void answerPopup(true));
    await waitFor(() => expect(history.disabled).toBe(false));
    expect(currentPopup()).toBeNull();
    fireEvent.click(history);
    expect(onHistory).toHaveBeenCalledTimes(1);
  });

  it('an amount in 억 is sent as a decimal string; a refusal goes to the fail result', async () => {
    api.respond((req) => (req.method === 'post' ? { status: 422, message: 'x', body: { code: 'ERROR_OVERMONEY' } } : { body: state }));
    const onFailed = jest.fn();
    renderPlus(<OverMoneyMain onFailed={onFailed} onHistory={jest.fn()} />);
    fireEvent.change(await screen.findByLabelText('찾을 금액(억)'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    expect(String(currentPopup()?.body)).toContain('3억을 게임머니로 옮깁니다.');
    act(() => void answerPopup(true));
    await waitFor(() => expect(onFailed).toHaveBeenCalledWith('ERROR_OVERMONEY'));
    expect(JSON.parse(String(api.calls.filter((c) => c.method === 'post').at(-1)!.data))).toEqual({ amount: '300000000' });
  });
});

describe('OverMoneyMain amount', () => {
  it.each([
    ['0.5', '억 단위의 정수'],
    ['-5', '억 단위의 정수'],
    ['1.5', '억 단위의 정수'],
    ['0', '1억 이상'],
    ['11', '최대 10억'],
    ['99999999999999999999999', '최대 10억'],
  ])('%s is kept as typed, refused inline (%s) and never sent', async (typed, error) => {
    api.respond(() => ({ body: state }));
    const start = api.calls.length;
    renderPlus(<OverMoneyMain onFailed={jest.fn()} onHistory={jest.fn()} />);
    const input = (await screen.findByLabelText('찾을 금액(억)')) as HTMLInputElement;
    fireEvent.change(input, { target: { value: typed } });
    expect(input.value).toBe(typed);
    expect(screen.getByTestId('over-money-amount-error').textContent).toContain(error);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const button = screen.getByRole('button', { name: '찾기' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(currentPopup()).toBeNull();
    expect(api.calls.slice(start).some((c) => c.method === 'post')).toBe(false);
  });

  it('a whole number of 억 within what can be withdrawn asks first; cancelling moves nothing', async () => {
    api.respond(() => ({ body: state }));
    const start = api.calls.length;
    renderPlus(<OverMoneyMain onFailed={jest.fn()} onHistory={jest.fn()} />);
    fireEvent.change(await screen.findByLabelText('찾을 금액(억)'), { target: { value: '10' } });
    expect(screen.queryByTestId('over-money-amount-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '찾기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('confirm'));
    expect(currentPopup()).toMatchObject({ header: '초과 머니 찾기', submitText: '찾기' });
    expect(String(currentPopup()?.body)).toContain('10억을 게임머니로 옮깁니다.');
    act(() => void answerPopup(false));
    await waitFor(() => expect(currentPopup()).toBeNull());
    expect(api.calls.slice(start).some((c) => c.method === 'post')).toBe(false);
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
