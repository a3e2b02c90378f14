import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CollectionBookMaster } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { answerPopup, loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { RewardButton } from './RewardButton';

const book = (over: Partial<CollectionBookMaster>): CollectionBookMaster => ({
  id: 2, name: '챔피언 컬렉션', description: '', imageUrl: '', rewardMoney: '2000000000', avatars: [], ownedCount: 2, totalCount: 2, completed: true, rewardPaid: false, rewardPaidAt: null, ...over,
});

afterEach(resetStore);
beforeEach(() => loginAs(61));

describe('collection book reward', () => {
  it('a completed book pays once: 보상 받기 → POST with an Idempotency-Key → the amount received', async () => {
    const { api } = renderShop(<RewardButton book={book({})} />, { api: () => ({ body: { bookId: 2, rewardMoney: '2000000000', money: '2100000000', paidAt: '2026-05-01T00:00:00Z' } }) });
    fireEvent.click(screen.getByRole('button', { name: '보상 받기 (게임머니 20억)' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('게임머니 20억을 받았습니다.'));
    await act(async () => void answerPopup(true));
    expect(api.calls[0]!.url).toBe('/api/avatar/collection-book-masters/2/reward');
    expect(api.calls[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('a double click claims once: one POST, one dialog (never the refusal of a second claim)', async () => {
    let paid = false;
    const { api } = renderShop(<RewardButton book={book({})} />, {
      api: () => {
        if (paid) return { status: 422, message: '이미 보상을 받은 컬렉션입니다.', body: { code: 'ERROR_ALREADY_REWARDED' } };
        paid = true;
        return { body: { bookId: 2, rewardMoney: '2000000000', money: '2100000000', paidAt: '2026-05-01T00:00:00Z' } };
      },
    });
    const button = screen.getByRole('button', { name: '보상 받기 (게임머니 20억)' }) as HTMLButtonElement;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('게임머니 20억을 받았습니다.'));
    await act(async () => void answerPopup(true));
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(hanpanStore.getState().layer.current).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('a refusal (already paid elsewhere, holding limit) is shown in Korean', async () => {
    renderShop(<RewardButton book={book({})} />, { api: () => ({ status: 422, message: '이미 보상을 받은 컬렉션입니다.', body: { code: 'ERROR_ALREADY_REWARDED' } }) });
    fireEvent.click(screen.getByRole('button', { name: '보상 받기 (게임머니 20억)' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('이미 보상을 받은 컬렉션입니다.'));
  });

  it('says when it was paid, or how many avatars are missing', () => {
    const { rerender } = renderShop(<RewardButton book={book({ rewardPaid: true, rewardPaidAt: '2026-05-03T03:00:00Z' })} />);
    expect(screen.getByTestId('reward-paid').textContent).toBe('보상 지급 완료 (2026.05.03)');
    rerender(<RewardButton book={book({ completed: false, ownedCount: 1 })} />);
    expect(screen.getByText('1개를 더 모으면 게임머니 20억')).toBeTruthy();
  });
});
