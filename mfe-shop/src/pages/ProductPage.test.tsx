import { cleanup, screen, waitFor } from '@testing-library/react';
import { hanpanStore } from '@hanpan/platform';
import type { InventoryItem, ItemDetail, Page, ShopProduct } from '@hanpan/contracts';
import { SHOP_ROUTES } from '../routes';
import { loginAs, renderShop, resetStore, restrictionBody } from '../test/renderShop';
import { ProductPage } from './ProductPage';

const route = SHOP_ROUTES.find((r) => r.path === '/product/:id?')!;
const avatar = (code: string, name: string): ShopProduct => ({
  code, kind: 'A', category: 'avatar', name, description: '', price: '5500', grantMoney: '600000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: true, subStore: null, avatarId: 1002,
});
const detail = (p: ShopProduct, ownedQuantity: number): ItemDetail => ({ product: p, ownedQuantity, usableItemId: null, useUrl: null, miniGame: null, requiredMainCodes: [] });
const held = (codes: string[]): Page<InventoryItem> => ({
  content: codes.map((code, i) => ({ id: i + 1, code, kind: 'A', name: code, imageUrl: '', quantity: 1, isMembershipItem: false, acquiredAt: '2026-05-01T00:00:00Z', expiresAt: null, useUrl: null, useType: null, avatarId: null })),
  page: 0, size: 100, totalElements: codes.length, totalPages: 1,
});

function renderProduct(code: string, ownedCodes: string[]) {
  const p = avatar(code, code === 'A1002' ? '레드 드레스 숙녀' : '여름 바캉스 소년');
  return renderShop(<ProductPage route={route} />, {
    path: `/product/${code}`,
    api: (req) => {
      if (req.url === `/api/items/${code}`) return { body: detail(p, ownedCodes.includes(code) ? 1 : 0) };
      if (req.url === '/api/items') return { body: held(ownedCodes) };
      if (req.url === '/api/restriction') return { body: restrictionBody };
      return { body: null };
    },
  });
}

afterEach(resetStore);
beforeEach(() => loginAs(31));

describe('product page of an avatar', () => {
  it("owned: '보유 중' next to the name, the buy button disabled with the reason beside it", async () => {
    renderProduct('A1002', ['A1001', 'A1002']);
    const button = (await screen.findByRole('button', { name: '레드 드레스 숙녀 보유 중' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('이미 보유한 아바타입니다. 아바타는 한 번만 구매할 수 있습니다.');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('보유 중');
    expect(screen.queryByRole('button', { name: '5,500원 구매' })).toBeNull();
  });

  it('not owned: for sale as before', async () => {
    const { client } = renderProduct('A1007', ['A1001', 'A1002']);
    expect(((await screen.findByRole('button', { name: '5,500원 구매' })) as HTMLButtonElement).disabled).toBe(false);
    // once the member's avatars have arrived, still for sale
    await waitFor(() => expect(client.getQueryCache().getAll().find((q) => q.queryKey.includes('items'))?.state.status).toBe('success'));
    expect(screen.queryByText('보유 중')).toBeNull();
    expect(screen.getByRole('button', { name: '5,500원 구매' })).toBeTruthy();
  });
});

describe('product page of a member-only avatar', () => {
  it("says '플러스 전용' and who may buy it before 구매 (QA: only the refusal said it); other avatars do not", async () => {
    const plusOnly = { ...avatar('A1008', '플러스 라운지 신사'), subStore: 'PLUS' };
    renderShop(<ProductPage route={route} />, {
      path: '/product/A1008',
      api: (req) => (req.url === '/api/items/A1008' ? { body: detail(plusOnly, 0) } : req.url === '/api/items' ? { body: held([]) } : { body: null }),
    });
    const note = await screen.findByTestId('member-only-note');
    expect(note.textContent).toBe('플러스 전용 · 플러스 멤버십을 이용하는 동안 구매할 수 있는 회원 전용 아바타입니다. 구매한 아바타는 멤버십이 끝나도 계속 착용할 수 있습니다.');
    cleanup();
    renderProduct('A1007', []);
    await screen.findByRole('button', { name: '5,500원 구매' });
    expect(screen.queryByTestId('member-only-note')).toBeNull();
  });
});

describe('product page figures', () => {
  it("the month's remaining limit is said once, in the shop's header, not again in the product's details (QA: twice on a phone)", async () => {
    renderProduct('A1007', []);
    await screen.findByTestId('owned-quantity');
    await waitFor(() => expect(screen.getAllByText(/이번 달 남은 구매 한도/)).toHaveLength(1));
  });
});

describe('product page title', () => {
  it("names the product once it is known (every product was '상품 상세 | 한판')", async () => {
    document.title = '상품 상세 | 한판';
    renderProduct('A1002', []);
    await waitFor(() => expect(document.title).toBe('레드 드레스 숙녀 | 한판'));
  });

  it('an unknown product keeps the route’s title', async () => {
    document.title = '상품 상세 | 한판';
    renderShop(<ProductPage route={route} />, { path: '/product/NOPE1', api: () => ({ status: 404, message: '상품을 찾을 수 없습니다.' }) });
    await waitFor(() => expect(screen.queryByText('상품 정보를 불러오는 중')).toBeNull());
    expect(document.title).toBe('상품 상세 | 한판');
  });
});

describe('the shop layers on a phone', () => {
  const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
  let ua: jest.SpyInstance;
  beforeEach(() => {
    ua = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(phone);
  });
  afterEach(() => ua.mockRestore());

  it('an unknown product: the add-to-home layer is not offered over the not-found page', async () => {
    const open = jest.spyOn(hanpanStore.getState(), 'openLayer');
    renderShop(<ProductPage route={route} />, { path: '/product/NOPE2', api: () => ({ status: 404, message: '상품을 찾을 수 없습니다.' }) });
    await waitFor(() => expect(screen.queryByText('상품 정보를 불러오는 중')).toBeNull());
    await new Promise((r) => setTimeout(r, 20));
    expect(open).not.toHaveBeenCalledWith('shop-add-to-home', expect.anything(), expect.anything());
    open.mockRestore();
  });

  it('a product that exists: offered as on every shop page', async () => {
    const open = jest.spyOn(hanpanStore.getState(), 'openLayer');
    renderProduct('A1007', []);
    await waitFor(() => expect(open).toHaveBeenCalledWith('shop-add-to-home', {}, { auto: true, dismissKey: '31' }));
    open.mockRestore();
  });
});

describe('a product opened on the mobile site', () => {
  beforeEach(() => hanpanStore.getState().setPublisher('hanpan', 'mobile'));
  // unmounted first: the page would re-render for the store change outside act
  afterEach(() => {
    cleanup();
    hanpanStore.getState().setPublisher('hanpan', 'pc');
  });

  it('has the mobile frame’s tabs for navigation: no PC breadcrumb, categories or PC window tools', async () => {
    renderProduct('A1007', []);
    expect(await screen.findByRole('button', { name: '5,500원 구매' })).toBeTruthy();
    expect(await screen.findByTestId('shop-remaining-limit')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /구매 한도/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /모바일 상점 문자/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '컬렉션북' })).toBeNull();
  });

  it('on the PC site they are there', async () => {
    hanpanStore.getState().setPublisher('hanpan', 'pc');
    renderProduct('A1007', []);
    expect(await screen.findByRole('button', { name: /구매 한도/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '컬렉션북' })).toBeTruthy();
  });
});
