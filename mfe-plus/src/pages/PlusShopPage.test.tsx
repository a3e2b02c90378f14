import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFakeApi } from '@hanpan/platform/testing';
import type { GlobalMembership, PlusProduct } from '@hanpan/contracts';
import { PLUS_ROUTES } from '../routes';
import { PC_CATALOGUE, ZPLUS_MEMBER } from '../test/plusFixtures';
import { renderPlus } from '../test/renderPlus';
import { PlusShopPage } from './PlusShopPage';

const route = PLUS_ROUTES.find((r) => r.path === '/plus/shop')!;
const item = (code: string, name: string): PlusProduct => ({ code, type: 'ITEM', tier: null, groupType: null, optionKey: null, serviceCode: null, name, description: '', price: '5500', monthlyBankbookMoney: '0', imageUrl: '' });
const CATALOGUE: GlobalMembership = { ...PC_CATALOGUE, item: [item('PI0001', '골드 멤버십'), item('PI0002', '주간 골드 멤버십')] };
let weeklyGoldJoined = true;
let me = ZPLUS_MEMBER;
const api = installFakeApi((req) => {
  if (req.url === '/api/contents/global/membership') return { body: CATALOGUE };
  if (req.url === '/api/membership/me') return { body: me };
  if (req.url === '/api/contents/members/reloadable-state') return { body: { weeklyGoldMembership: { ...ZPLUS_MEMBER.weeklyGoldMembership, isJoined: weeklyGoldJoined } } };
  return { body: null };
});
afterAll(() => api.restore());
afterEach(() => {
  me = ZPLUS_MEMBER;
});

const itemCard = (code: string) => document.querySelector(`[data-item="${code}"]`) as HTMLElement;

describe('/plus/shop items', () => {
  it('a running weekly gold is 이용 중, as the tier and options held are; the gold item is not', async () => {
    weeklyGoldJoined = true;
    renderPlus(<PlusShopPage route={route} />);
    expect(await screen.findByRole('heading', { name: '주간 골드 멤버십 이용 중' })).toBeTruthy();
    expect(within(itemCard('PI0001')).getByRole('heading').textContent?.trim()).toBe('골드 멤버십');
    expect(await screen.findByRole('heading', { name: /Z-Plus 최고 등급 이용 중/ })).toBeTruthy();
  });

  it('none running, or a guest: no mark', async () => {
    weeklyGoldJoined = false;
    const { unmount } = renderPlus(<PlusShopPage route={route} />);
    await screen.findByRole('heading', { name: /Z-Plus 최고 등급 이용 중/ });
    // once the weekly gold is answered (not before it is asked: that would pass either way)
    await waitFor(() => expect(api.calls.some((c) => c.url === '/api/contents/members/reloadable-state')).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(itemCard('PI0002')).getByRole('heading').textContent?.trim()).toBe('주간 골드 멤버십');
    unmount();
    renderPlus(<PlusShopPage route={route} />, { memberNo: null });
    await screen.findByRole('heading', { name: '주간 골드 멤버십' });
  });
});

describe('/plus/shop options', () => {
  it('a member without a main membership is told above the options that they need one, with the join', async () => {
    me = { ...ZPLUS_MEMBER, mainCode: '', productId: null, name: null, optionCodes: [], options: [] };
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderPlus(<PlusShopPage route={route} />);
    const note = await screen.findByTestId('plus-shop-options-need-main');
    expect(note.textContent).toContain('옵션 멤버십은 메인 멤버십(플러스)을 이용하는 동안 가입할 수 있습니다.');
    // before the options and the popup's button
    expect(note.compareDocumentPosition(screen.getByTestId('option-list')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.click(within(note).getByRole('button', { name: /플러스 가입하기/ }));
    expect(open).toHaveBeenCalledWith('/popup/plus/join', 'hanpan_plus_join', expect.any(String));
    open.mockRestore();
  });

  it('a member holding one, and a guest, are not told', async () => {
    const { unmount } = renderPlus(<PlusShopPage route={route} />);
    await screen.findByRole('heading', { name: /Z-Plus 최고 등급 이용 중/ });
    expect(screen.queryByTestId('plus-shop-options-need-main')).toBeNull();
    unmount();
    renderPlus(<PlusShopPage route={route} />, { memberNo: null });
    await screen.findByTestId('option-list');
    expect(screen.queryByTestId('plus-shop-options-need-main')).toBeNull();
  });
});
