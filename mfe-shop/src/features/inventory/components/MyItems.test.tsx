import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { InventoryItem, Page } from '@hanpan/contracts';
import { hanpanStore } from '@hanpan/platform';
import { answerPopup, loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { MyItems } from './MyItems';

const item = (over: Partial<InventoryItem>): InventoryItem => ({
  id: 1, code: 'A1001', kind: 'A', name: '블랙 수트 신사', imageUrl: '/a.svg', quantity: 1, isMembershipItem: false, acquiredAt: '2026-05-01T00:00:00Z', expiresAt: null, useUrl: null, useType: null, avatarId: null, ...over,
});
const page = (content: InventoryItem[]): Page<InventoryItem> => ({ content, page: 0, size: 8, totalElements: content.length, totalPages: 1 });

afterEach(resetStore);
beforeEach(() => loginAs(90));

describe('MyItems', () => {
  it('lists what the member holds; 사용 asks 아이템을 사용하시겠습니까? and opens the use page in its popup (marked as the payment popup)', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue({ focus: jest.fn() } as unknown as Window);
    renderShop(<MyItems />, {
      api: () => ({
        body: page([
          item({}),
          item({ id: 7, code: 'C1472', kind: 'I', name: '가위바위보 그레이트', quantity: 2, useUrl: '/use/7?clientType=W&code=C1472', useType: 'ITEM' }),
          item({ id: 9, code: 'PI0001', kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, useUrl: '/use/9/membership?clientType=W&code=PI0001', useType: 'MEMBERSHIP', expiresAt: '2026-07-01T00:00:00Z' }),
        ]),
      }),
    });
    expect((await screen.findByTestId('my-item-C1472')).textContent).toContain('2개');
    expect(screen.queryByRole('button', { name: '블랙 수트 신사 사용' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '골드 멤버십 아이템 사용' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.body).toBe('아이템을 사용하시겠습니까?'));
    act(() => void answerPopup(true));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/use/9/membership?clientType=W&code=PI0001&shownMember=90&paymentWindow=popup', 'hanpan_item_use', expect.stringContaining('width=390,height=600')));
    fireEvent.click(screen.getByRole('button', { name: '가위바위보 그레이트 사용' }));
    await waitFor(() => expect(hanpanStore.getState().layer.current?.type).toBe('confirm'));
    act(() => void answerPopup(false));
    await new Promise((r) => setTimeout(r, 0));
    expect(open).toHaveBeenCalledTimes(1);
    open.mockRestore();
  });

  it('a game item has no 사용 here and says it is used in the game; an avatar says nothing of the kind', async () => {
    renderShop(<MyItems />, { api: () => ({ body: page([item({}), item({ id: 3, code: 'I2003', kind: 'I', name: '승률 초기화권' })]) }) });
    expect((await screen.findByTestId('my-item-I2003')).textContent).toContain('게임 안에서 사용');
    expect(screen.queryByRole('button', { name: '승률 초기화권 사용' })).toBeNull();
    expect(screen.getByTestId('my-item-A1001').textContent).not.toContain('게임 안에서 사용');
  });

  it('an avatar offers 착용하기, the one worn now reads 착용 중 (aria-disabled); 착용하기 puts it on', async () => {
    let worn = 1001;
    const { api } = renderShop(<MyItems />, {
      api: (req) => {
        if (req.url === '/api/contents/members/reloadable-state') return { body: { avatarId: worn } };
        if (req.url === '/api/avatar/worn') {
          worn = 1002;
          return { body: { avatarId: 1002, avatarCode: 'A1002', name: '레드 드레스 숙녀' } };
        }
        return {
          body: page([
            item({ avatarId: 1001 }),
            item({ id: 2, code: 'A1002', name: '레드 드레스 숙녀', avatarId: 1002 }),
            item({ id: 3, code: 'I2003', kind: 'I', name: '승률 초기화권' }),
          ]),
        };
      },
    });
    const worn1001 = await screen.findByRole('button', { name: '블랙 수트 신사 착용 중' });
    expect(worn1001.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('button', { name: '승률 초기화권 착용하기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '레드 드레스 숙녀 착용하기' }));
    await waitFor(() => expect(hanpanStore.getState().tooltip.message).toBe('레드 드레스 숙녀를 착용했습니다.'));
    expect(api.calls.some((c) => c.method === 'put' && c.url === '/api/avatar/worn')).toBe(true);
    expect(await screen.findByRole('button', { name: '레드 드레스 숙녀 착용 중' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '블랙 수트 신사 착용하기' })).toBeTruthy();
    await waitFor(() => expect(hanpanStore.getState().actions.running).toEqual([]));
    hanpanStore.getState().hideTooltip();
  });

  it('an empty inventory says how to fill it', async () => {
    renderShop(<MyItems />, { api: () => ({ body: page([]) }) });
    expect(await screen.findByText(/보관함이 비어 있습니다/)).toBeTruthy();
  });
});
