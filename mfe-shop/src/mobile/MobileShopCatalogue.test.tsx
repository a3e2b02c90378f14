import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InventoryItem, Page, ShopProduct } from '@hanpan/contracts';
import { PAYMENT_RESULT_HANDLER } from '@hanpan/contracts/constants';
import { hanpanStore, MESSAGES } from '@hanpan/platform';
import { answerPopup, loginAs, renderShop, resetStore } from '../test/renderShop';
import { MobileShopCatalogue } from './MobileShopCatalogue';

// The login gate's full-page load (window.location.assign) lands here: jsdom cannot navigate, and
// its Location cannot be spied on, so the browser deps keep everything but `assign`.
const mockAssign = jest.fn();
jest.mock('@hanpan/platform', () => {
  const actual = jest.requireActual<typeof import('@hanpan/platform')>('@hanpan/platform');
  return { ...actual, browserGateDeps: (store: Parameters<typeof actual.browserGateDeps>[0]) => ({ ...actual.browserGateDeps(store), assign: mockAssign }) };
});

const product = (code: string, name: string, price: string): ShopProduct => ({
  code, kind: 'E', category: 'money', name, description: '', price, grantMoney: '100000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: true, subStore: null, avatarId: null,
});

afterEach(() => {
  resetStore();
  mockAssign.mockClear();
});

describe('mfe_shop/mobile: MobileShopCatalogue', () => {
  it('lists a category with prices in 원 and what each gives; 구매 runs the same gate (guest → login message)', async () => {
    renderShop(<MobileShopCatalogue category="money" limit={1} />, { api: () => ({ body: { shops: { MONEY: [product('E3001', '게임머니 1억', '1100'), product('E3002', '게임머니 10억', '9900')] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    const list = await screen.findByTestId('mobile-shop-catalogue');
    expect(list.textContent).toContain('1,100원');
    expect(list.textContent).toContain('게임머니 1억');
    expect(list.textContent).not.toContain('게임머니 10억');
    fireEvent.click(screen.getByRole('button', { name: '게임머니 1억 구매' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe(MESSAGES.loginRequired));
    expect(hanpanStore.getState().layer.current?.type).toBe('alert');
    // then the login page with the way back (the URL rules are the gate's, tested in purchaseGate.test.ts)
    expect(mockAssign).not.toHaveBeenCalled();
    act(() => void answerPopup(true));
    await waitFor(() => expect(mockAssign).toHaveBeenCalledWith('/idp/login?nextUrl=%2F'));
  });

  it("an avatar the member owns says '보유 중' instead of 구매 (the money-avatar page), with the reason", async () => {
    loginAs(7);
    const avatar = (code: string, name: string): ShopProduct => ({ ...product(code, name, '3300'), kind: 'A', category: 'avatar', avatarId: 1001 });
    const owned: Page<InventoryItem> = {
      content: [{ id: 3, code: 'A1001', kind: 'A', name: '블랙 수트 신사', imageUrl: '', quantity: 1, isMembershipItem: false, acquiredAt: '2026-05-01T00:00:00Z', expiresAt: null, useUrl: null, useType: null, avatarId: 1001 }],
      page: 0, size: 100, totalElements: 1, totalPages: 1,
    };
    renderShop(<MobileShopCatalogue category="AVATAR" />, {
      api: (req) => (req.url === '/api/items' ? { body: owned } : { body: { shops: { AVATAR: [avatar('A1001', '블랙 수트 신사'), avatar('A1007', '여름 바캉스 소년')] }, subStore: {}, endorphinUnitMoney: '10000000' } }),
    });
    const button = (await screen.findByRole('button', { name: '블랙 수트 신사 보유 중' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toMatch(/^이미 보유한 아바타입니다\./);
    expect(screen.queryByRole('button', { name: '블랙 수트 신사 구매' })).toBeNull();
    expect((screen.getByRole('button', { name: '여름 바캉스 소년 구매' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("a member-only avatar is marked '플러스 전용', as on PC", async () => {
    const memberOnly: ShopProduct = { ...product('A1008', '플러스 라운지 신사', '3300'), kind: 'A', category: 'avatar', avatarId: 1008, subStore: 'PLUS' };
    renderShop(<MobileShopCatalogue category="AVATAR" />, { api: () => ({ body: { shops: { AVATAR: [memberOnly, { ...memberOnly, code: 'A1001', name: '블랙 수트 신사', subStore: null }] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    const rows = (await screen.findByTestId('mobile-shop-catalogue')).querySelectorAll('li');
    expect(rows[0]!.textContent).toContain('플러스 전용');
    expect(rows[1]!.textContent).not.toContain('플러스 전용');
  });

  it('a payment completed in the popup says so (the PC shop pages say the same)', async () => {
    loginAs(7);
    renderShop(<MobileShopCatalogue category="money" />, { api: () => ({ body: { shops: { MONEY: [product('E3001', '게임머니 1억', '1100')] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    await screen.findByTestId('mobile-shop-catalogue');
    const handler = (window as unknown as Record<string, (r: unknown) => boolean>)[PAYMENT_RESULT_HANDLER]!;
    act(() => void handler({ status: 'CANCELLED', kind: 'shop', orderNo: 'M1' }));
    expect(hanpanStore.getState().tooltip.message).toBeNull();
    act(() => void handler({ status: 'COMPLETED', kind: 'shop', orderNo: 'M2' }));
    expect(hanpanStore.getState().tooltip.message).toBe('결제가 완료되었습니다. 보관함과 보유 머니에 반영했습니다.');
  });

  it('links each product to the page productHref names', async () => {
    renderShop(<MobileShopCatalogue category="money" productHref={(p) => `/product/${p.code}`} />, { api: () => ({ body: { shops: { MONEY: [product('E3001', '게임머니 1억', '1100')] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    expect((await screen.findByRole('link', { name: '게임머니 1억' })).getAttribute('href')).toBe('/product/E3001');
  });

  it('items that go to the 보관함 say where they are used: the mobile site has none (QA: a phone-only player could not find a ticket bought there)', async () => {
    const ticket = { ...product('C1472', '가위바위보 그레이트', '1100'), kind: 'I', category: 'minigame' };
    renderShop(<MobileShopCatalogue category="best" />, { api: () => ({ body: { shops: { BEST: [ticket] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    expect((await screen.findByTestId('mobile-shop-inventory-note')).textContent).toBe('보관함에 들어가는 아이템과 이용권은 PC 버전 상점의 ‘내 보관함’에서 사용할 수 있습니다.');
  });

  it('money only: no word of the 보관함', async () => {
    renderShop(<MobileShopCatalogue category="money" />, { api: () => ({ body: { shops: { MONEY: [product('E3001', '게임머니 1억', '1100')] }, subStore: {}, endorphinUnitMoney: '10000000' } }) });
    await screen.findByTestId('mobile-shop-catalogue');
    expect(screen.queryByTestId('mobile-shop-inventory-note')).toBeNull();
  });

  it('an empty category says what to do', async () => {
    renderShop(<MobileShopCatalogue category="ITEM" />, { api: () => ({ body: { shops: {}, subStore: {}, endorphinUnitMoney: '0' } }) });
    expect(await screen.findByText('지금 판매 중인 상품이 없습니다. 다른 분류를 둘러보세요.')).toBeTruthy();
  });
});
