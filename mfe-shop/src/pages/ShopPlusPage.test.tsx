import { screen, within } from '@testing-library/react';
import type { GlobalMembership, PlusProduct } from '@hanpan/contracts';
import { SHOP_ROUTES } from '../routes';
import { loginAs, renderShop, resetStore } from '../test/renderShop';
import { ShopPlusPage } from './ShopPlusPage';

const route = SHOP_ROUTES.find((r) => r.path === '/shop/plus')!;
const product = (p: Pick<PlusProduct, 'code' | 'type' | 'name'> & Partial<PlusProduct>): PlusProduct => ({
  tier: null, groupType: null, optionKey: null, serviceCode: null, description: '', price: '9900', monthlyBankbookMoney: '0', imageUrl: `/api/images/product/${p.code}.svg`, ...p,
});
const main = (code: string, tier: string, name: string) => product({ code, type: 'MAIN', tier, name, monthlyBankbookMoney: '3000000000' });
const option = (code: string, groupType: string, optionKey: string, name: string) => product({ code, type: 'OPTION', groupType, optionKey, name });
// as GET /api/contents/global/membership sends it (PM1004 is V's classic twin, not listed)
const CATALOGUE: GlobalMembership = {
  main: { PM0004: main('PM0004', 'V', 'V-Plus'), PM1004: main('PM1004', 'V', 'V-Plus 클래식'), PM0005: main('PM0005', 'W', 'W-Plus'), PM0007: main('PM0007', 'Z', 'Z-Plus') },
  option: {
    PET: [option('PO0021', 'PET', 'pet', '펫샵 베이직'), option('PO0022', 'PET', 'pet', '펫샵 스탠다드')],
    LIMIT: [option('PO0025', 'LIMIT', 'limit', '보유 한도 증가 I'), option('PO0026', 'LIMIT', 'limit', '보유 한도 증가 II')],
  },
  item: [product({ code: 'PI0001', type: 'ITEM', name: '골드' }), product({ code: 'PI0002', type: 'ITEM', name: '주간 골드' })],
};

function renderPlusShop(state: { membershipUser: unknown; weeklyGoldMembership?: unknown } | null) {
  return renderShop(<ShopPlusPage route={route} />, {
    path: '/shop/plus',
    api: (req) => {
      if (req.url === '/api/contents/global/membership') return { body: CATALOGUE };
      if (req.url === '/api/contents/members/reloadable-state' && state) return { body: { weeklyGoldMembership: null, ...state } };
      return { body: null };
    },
  });
}

const card = (name: string) => screen.getByRole('heading', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}( 이용 중)?$`) }).closest('li')!;
const link = (name: string) => within(card(name)).getByRole('link');

afterEach(resetStore);

describe('/shop/plus', () => {
  it('a guest: every tier and option is a join, the items a purchase, nothing 이용 중', async () => {
    loginAs(null);
    renderPlusShop(null);
    await screen.findByRole('heading', { name: 'Z-Plus' });
    expect(screen.queryByRole('heading', { name: 'V-Plus 클래식' })).toBeNull();
    expect(link('W-Plus').getAttribute('aria-label')).toBe('W-Plus 가입 안내 보기');
    expect(link('W-Plus').getAttribute('href')).toBe('/plus/guide/main/W');
    expect(link('보유 한도 증가 II').getAttribute('aria-label')).toBe('보유 한도 증가 II 가입 안내 보기');
    expect(link('주간 골드').getAttribute('aria-label')).toBe('주간 골드 구매 안내 보기');
    expect(screen.queryByText('이용 중')).toBeNull();
    // tiers and options by the month, items once
    expect(within(card('W-Plus')).getByText('월 9,900원')).toBeTruthy();
    expect(within(card('주간 골드')).getByText('9,900원')).toBeTruthy();
  });

  it('a member of V-Plus 클래식 with an option: V is 이용 중 (My Plus), the other tiers a change, the option held its extension, its kind refused', async () => {
    loginAs(31);
    renderPlusShop({
      membershipUser: { mainCode: 'PM1004', optionCodes: ['PO0025'], options: [{ code: 'PO0025', key: 'limit', name: '보유 한도 증가 I', endDate: '2026-12-31T15:00:00Z' }] },
      weeklyGoldMembership: { isJoined: true },
    });
    expect(await screen.findByRole('heading', { name: 'V-Plus 이용 중' })).toBeTruthy();
    expect(link('V-Plus').getAttribute('aria-label')).toBe('V-Plus 나의 플러스 보기');
    expect(link('V-Plus').getAttribute('href')).toBe('/plus/me');
    expect(link('Z-Plus').getAttribute('aria-label')).toBe('Z-Plus 변경 안내 보기');
    expect(link('Z-Plus').getAttribute('href')).toBe('/plus/guide/main/Z');
    expect(screen.getByRole('heading', { name: '보유 한도 증가 I 이용 중' })).toBeTruthy();
    expect(link('보유 한도 증가 I').getAttribute('aria-label')).toBe('보유 한도 증가 I 기간 연장 안내 보기');
    expect(within(card('보유 한도 증가 II')).getByText('같은 종류의 보유 한도 증가 I 옵션을 이용 중입니다.')).toBeTruthy();
    expect(link('보유 한도 증가 II').getAttribute('href')).toBe('/plus/guide/option/limit');
    expect(link('펫샵 베이직').getAttribute('aria-label')).toBe('펫샵 베이직 가입 안내 보기');
    // a weekly gold running: 이용 중; the gold item stays a purchase
    expect(screen.getByRole('heading', { name: '주간 골드 이용 중' })).toBeTruthy();
    expect(link('골드').getAttribute('aria-label')).toBe('골드 구매 안내 보기');
  });

  it('two options of one kind held (older data): both 이용 중, neither refused', async () => {
    loginAs(31);
    renderPlusShop({ membershipUser: { mainCode: 'PM0007', optionCodes: ['PO0025', 'PO0026'], options: [] } });
    expect(await screen.findByRole('heading', { name: 'Z-Plus 이용 중' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '보유 한도 증가 I 이용 중' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '보유 한도 증가 II 이용 중' })).toBeTruthy();
    expect(screen.queryByText(/같은 종류의/)).toBeNull();
  });
});
