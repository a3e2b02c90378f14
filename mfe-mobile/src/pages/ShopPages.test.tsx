import { fireEvent, screen } from '@testing-library/react';
import { MOBILE_ROUTES } from '../routes';
import { loginAs, renderMobile, resetStore } from '../test/renderMobile';
import { ShopPage } from './ShopPages';

// (the catalogue itself is the shop's remote module: here only the page's own parts)
jest.mock('../features/remote/components/RemoteView', () => ({ RemoteView: () => null }));

const route = MOBILE_ROUTES.find((r) => r.path === '/mobile/shop')!;

afterEach(resetStore);

describe('mobile shop page', () => {
  it('a category chip takes the view and the focus to its section’s heading (QA: the focus stayed on the chip, a screen reader heard nothing)', () => {
    loginAs(100101);
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this.id);
    });
    renderMobile(<ShopPage route={route} />, { path: '/mobile/shop' });
    fireEvent.click(screen.getByRole('button', { name: '아바타' }));
    expect(scrolled).toEqual(['shop-AVATAR']);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: '아바타' }));
  });
});
