import { screen } from '@testing-library/react';
import { SHOP_ROUTES } from '../routes';
import { loginAs, renderShop, resetStore } from '../test/renderShop';
import { ShopGuidePage } from './ShopGuidePage';

const route = SHOP_ROUTES.find((r) => r.path === '/popup/shop/guide')!;
afterEach(resetStore);

describe('shop guide', () => {
  it('the own portal reads that Plus members get more free charges', () => {
    loginAs(88);
    renderShop(<ShopGuidePage route={route} />);
    expect(screen.getByText('보유 머니가 1억 미만이면 하루 1회 무료 충전을 받을 수 있습니다. 플러스 가입자는 등급에 따라 하루 2~5회 받습니다.')).toBeTruthy();
  });
  it('the partner channel, which cannot join Plus, is not told so', () => {
    loginAs(88, 'partner');
    renderShop(<ShopGuidePage route={route} />);
    expect(screen.getByText('보유 머니가 1억 미만이면 하루 1회 무료 충전을 받을 수 있습니다.')).toBeTruthy();
    expect(screen.queryByText(/플러스 가입자는/)).toBeNull();
  });
});
