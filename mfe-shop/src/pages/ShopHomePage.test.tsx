import { screen, waitFor } from '@testing-library/react';
import { SHOP_INVENTORY_ADDRESS } from '@hanpan/contracts/constants';
import type { PortalRoute } from '@hanpan/platform';
import { SHOP_ROUTES } from '../routes';
import { loginAs, renderShop, resetStore } from '../test/renderShop';
import { ShopHomePage } from './ShopHomePage';

const ROUTE = SHOP_ROUTES.find((r) => r.path === '/shop') as PortalRoute;
const scrolled: Element[] = [];
// a member with nothing bought yet: the sections answer empty
const api = (req: { url?: string }) => {
  if (req.url === '/api/avatar/payment/frequent') return { body: [] };
  if (req.url === '/api/items') return { body: { content: [], page: 0, size: 10, totalElements: 0, totalPages: 0 } };
  return { body: null };
};

beforeAll(() => {
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  scrolled.length = 0;
  resetStore();
});

it("the personal zone's 아이템 leads to the inventory: /shop#inventory brings it into view with the focus (QA: a newcomer never found it at the bottom)", async () => {
  loginAs(12);
  renderShop(<ShopHomePage route={ROUTE} />, { path: SHOP_INVENTORY_ADDRESS, api });
  const inventory = await screen.findByRole('region', { name: '내 보관함' });
  await waitFor(() => expect(scrolled).toContain(inventory));
  expect(document.activeElement).toBe(inventory);
});

it('plain /shop stays at the top', async () => {
  loginAs(12);
  renderShop(<ShopHomePage route={ROUTE} />, { path: '/shop', api });
  await screen.findByRole('region', { name: '내 보관함' });
  expect(scrolled).toEqual([]);
});
