import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { CollectionBookMaster } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { SHOP_ROUTES } from '../routes';
import { answerPopup, loginAs, loginNeedingStep, renderShop, resetStore } from '../test/renderShop';
import { CollectionBookPage } from './CollectionBookPage';

const route = SHOP_ROUTES.find((r) => r.path === '/collectionBook')!;
const book: CollectionBookMaster = {
  id: 3, name: '카지노 컬렉션', description: '카지노 아바타 모음', imageUrl: '', rewardMoney: '1000000000', avatars: [], ownedCount: 0, totalCount: 4, completed: false, rewardPaid: false, rewardPaidAt: null,
};

const books = (req: { url?: string }) => ({ body: req.url?.includes('collection-book-masters') ? [book] : null });

describe('collection book: 자세히', () => {
  const realOpen = window.open;
  let open: jest.Mock;
  beforeEach(() => {
    open = jest.fn(() => ({ focus: jest.fn() }));
    window.open = open as unknown as typeof window.open;
  });
  afterEach(() => {
    window.open = realOpen;
    resetStore();
  });

  it("opens the collection's window for a member", async () => {
    loginAs(61);
    renderShop(<CollectionBookPage route={route} />, { api: books });
    fireEvent.click(await screen.findByRole('button', { name: /자세히/ }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/popup/collectionbook?id=3', 'hanpan_collectionBook', expect.any(String)));
  });

  it('asks a partner member whose login needs a step here first: declined, no window is left loading (QA)', async () => {
    const message = '서비스 이용을 위해 본인 확인이 필요합니다.';
    loginNeedingStep(message, 'POPUP_REDIRECT', '본인 확인하기');
    renderShop(<CollectionBookPage route={route} />, { api: books });
    fireEvent.click(await screen.findByRole('button', { name: /자세히/ }));
    await waitFor(() => expect(hanpanStore.getState().layer.current).toMatchObject({ type: 'confirm', body: message }));
    await act(async () => void answerPopup(false));
    expect(open).not.toHaveBeenCalled();
  });
});
