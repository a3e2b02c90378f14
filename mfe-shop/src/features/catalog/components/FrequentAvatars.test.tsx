import { fireEvent, screen } from '@testing-library/react';
import type { FrequentAvatar, InventoryItem, Page, ShopProduct } from '@hanpan/contracts';
import { loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { FrequentAvatars } from './FrequentAvatars';

const avatar = (code: string, name: string): ShopProduct => ({
  code, kind: 'A', category: 'avatar', name, description: '', price: '3300', grantMoney: '300000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: false, subStore: null, avatarId: 1001,
});
const frequent: FrequentAvatar[] = [
  { product: avatar('A1001', '블랙 수트 신사'), purchaseCount: 2 },
  { product: avatar('A1003', '카지노 딜러'), purchaseCount: 1 },
];
const held: Page<InventoryItem> = {
  content: [{ id: 1, code: 'A1001', kind: 'A', name: '블랙 수트 신사', imageUrl: '', quantity: 1, isMembershipItem: false, acquiredAt: '2026-05-01T00:00:00Z', expiresAt: null, useUrl: null, useType: null, avatarId: 1001 }],
  page: 0, size: 100, totalElements: 1, totalPages: 1,
};

afterEach(resetStore);

describe('FrequentAvatars', () => {
  it("an avatar still owned says '보유 중' (disabled, with the reason); one no longer held can be bought again", async () => {
    loginAs(5);
    const onBuy = jest.fn();
    renderShop(<FrequentAvatars onBuy={onBuy} />, { api: (req) => ({ body: req.url === '/api/items' ? held : frequent }) });
    const owned = (await screen.findByRole('button', { name: '블랙 수트 신사 보유 중' })) as HTMLButtonElement;
    expect(owned.disabled).toBe(true);
    expect(document.getElementById(owned.getAttribute('aria-describedby')!)?.textContent).toBe('이미 보유한 아바타입니다. 아바타는 한 번만 구매할 수 있습니다.');
    expect(screen.queryByRole('button', { name: '블랙 수트 신사 다시 구매' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '카지노 딜러 다시 구매' }));
    expect(onBuy).toHaveBeenCalledWith(frequent[1]!.product);
  });
});
