import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import { installFakeApi } from '@hanpan/platform/testing';
import { ZPLUS_MEMBER } from '../../../test/plusFixtures';
import { answerPopup, currentPopup, renderPlus } from '../../../test/renderPlus';
import { LuckyFlipPanel } from './LuckyFlipPanel';

const api = installFakeApi((req) =>
  req.method === 'post'
    ? { body: { drawId: 1, money: '50000000000', balance: '2000000000000', storedOverMoney: '20000000000' } }
    : { body: req.url === '/api/membership/me' ? ZPLUS_MEMBER : null },
);
afterAll(() => api.restore());
afterEach(() => hanpanStore.getState().closeAllPopups());

describe('LuckyFlipPanel', () => {
  it('the prize above the holding limit is named with the right particle (200억은), never 은(는)', async () => {
    renderPlus(<LuckyFlipPanel />);
    fireEvent.click(await screen.findByRole('button', { name: '카드 뒤집기' }));
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(currentPopup()?.body).toBe('500억 당첨!\n보유 한도를 넘은 200억은 초과 머니 보관함에 보관했습니다.');
  });

  it('a double click flips once: one POST, one result, the button busy until the result is closed', async () => {
    renderPlus(<LuckyFlipPanel />);
    const button = (await screen.findByRole('button', { name: '카드 뒤집기' })) as HTMLButtonElement;
    const start = api.calls.length;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(currentPopup()?.type).toBe('alert'));
    expect(api.calls.slice(start).filter((c) => c.method === 'post')).toHaveLength(1);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    act(() => void answerPopup(true));
    await waitFor(() => expect(currentPopup()).toBeNull());
    expect(api.calls.slice(start).filter((c) => c.method === 'post')).toHaveLength(1);
  });
});
