import { fireEvent, screen, within } from '@testing-library/react';
import type { GlobalShop, ShopProduct } from '@hanpan/contracts';
import type { PortalRoute } from '@hanpan/platform';
import { SHOP_ROUTES } from '../routes';
import { renderShop, resetStore } from '../test/renderShop';
import { ShopCategoryPage } from './ShopCategoryPage';

const ROUTE = SHOP_ROUTES.find((r) => r.path === '/shop/avatar') as PortalRoute;
const avatar = (code: string, name: string, subStore: string | null): ShopProduct => ({
  code, kind: 'A', category: 'avatar', name, description: '', price: '3300', grantMoney: '100000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: false, subStore, avatarId: Number(code.slice(1)),
});
const AVATARS = [avatar('A1001', '블랙 수트 신사', null), avatar('A1006', '봄나들이 소녀', 'SEASON'), avatar('A1008', '플러스 라운지 신사', 'PLUS'), avatar('A1009', '플러스 샴페인 숙녀', 'PLUS')];
const shop = (avatars: ShopProduct[]): GlobalShop => ({ shops: { AVATAR: avatars, ENDORPHIN: [] }, subStore: {}, endorphinUnitMoney: '10000000' });
const api = (avatars: ShopProduct[]) => (req: { url?: string }) => (req.url === '/api/contents/global/shop' ? { body: shop(avatars) } : { body: null });
const shownAvatars = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

afterEach(resetStore);

describe('the avatar shop by sub-store (/shop/avatar?store=…)', () => {
  it('?store=PLUS (any case) shows the member-only avatars, says who may buy them, and 전체 shows every avatar again', async () => {
    renderShop(<ShopCategoryPage route={ROUTE} />, { path: '/shop/avatar?store=plus', api: api(AVATARS) });
    const filter = await screen.findByRole('navigation', { name: '아바타 구분' });
    expect(within(filter).getAllByRole('link').map((l) => l.textContent)).toEqual(['전체', '시즌 한정', '플러스 전용']);
    expect(within(filter).getByRole('link', { name: '플러스 전용' }).getAttribute('aria-current')).toBe('page');
    expect(shownAvatars()).toEqual(['플러스 라운지 신사', '플러스 샴페인 숙녀']);
    expect(screen.getByTestId('member-only-avatars-note').textContent).toContain('구매한 아바타는 멤버십이 끝나도 계속 착용할 수 있습니다.');
    fireEvent.click(within(filter).getByRole('link', { name: '전체' }));
    expect(await screen.findByText('블랙 수트 신사')).toBeTruthy();
    expect(shownAvatars()).toEqual(AVATARS.map((a) => a.name));
    expect(screen.queryByTestId('member-only-avatars-note')).toBeNull();
    expect(within(filter).getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBe('page');
  });

  it('a store the avatars do not have (the partner channel has no PLUS avatars) shows them all; no sub-store, no filter', async () => {
    const partnerAvatars = AVATARS.filter((a) => a.subStore !== 'PLUS');
    const view = renderShop(<ShopCategoryPage route={ROUTE} />, { path: '/shop/avatar?store=PLUS', api: api(partnerAvatars) });
    const filter = await screen.findByRole('navigation', { name: '아바타 구분' });
    expect(within(filter).getAllByRole('link').map((l) => l.textContent)).toEqual(['전체', '시즌 한정']);
    expect(shownAvatars()).toEqual(partnerAvatars.map((a) => a.name));
    view.unmount();
    renderShop(<ShopCategoryPage route={ROUTE} />, { path: '/shop/avatar', api: api([AVATARS[0]!]) });
    await screen.findByText('블랙 수트 신사');
    expect(screen.queryByRole('navigation', { name: '아바타 구분' })).toBeNull();
  });
});
