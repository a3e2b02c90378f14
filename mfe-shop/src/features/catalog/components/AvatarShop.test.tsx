import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InventoryItem, Page, ShopProduct } from '@hanpan/contracts';
import { loginAs, renderShop, resetStore } from '../../../test/renderShop';
import { AvatarShop } from './AvatarShop';

const avatar = (code: string, name: string, price: string, avatarId: number): ShopProduct => ({
  code, kind: 'A', category: 'avatar', name, description: '', price, grantMoney: '100000000', grantEndorphin: '0', imageUrl: `/api/images/product/${code}.svg`, best: false, subStore: null, avatarId,
});
const products = [avatar('A1001', '블랙 수트 신사', '3300', 1001), avatar('A1002', '레드 드레스 숙녀', '5500', 1002), avatar('A1006', '봄나들이 소녀', '1100', 1006)];

/** GET /api/items?kind=A of a member: one row per avatar held. */
const held = (...rows: Array<Pick<InventoryItem, 'code' | 'name'> & Partial<InventoryItem>>): Page<InventoryItem> => ({
  content: rows.map((r, i) => ({ id: i + 1, kind: 'A', imageUrl: '', quantity: 1, isMembershipItem: false, acquiredAt: '2026-05-01T00:00:00Z', expiresAt: null, useUrl: null, useType: null, avatarId: null, ...r })),
  page: 0, size: 100, totalElements: rows.length, totalPages: 1,
});

afterEach(resetStore);

describe('AvatarShop', () => {
  it('previews an avatar next to the one the member wears and buys the chosen ones together', async () => {
    loginAs(42); // wears 1001 (블랙 수트 신사)
    const onBuyOne = jest.fn();
    const onBuyChosen = jest.fn();
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={onBuyOne} onBuyChosen={onBuyChosen} />);
    await waitFor(() => expect(screen.getByRole('button', { name: '선택한 아바타 구매' }).getAttribute('aria-busy')).toBeNull());
    const preview = screen.getByTestId('avatar-preview');
    expect(within(preview).getByAltText('현재 아바타: 블랙 수트 신사')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 미리보기' }));
    expect(within(preview).getByAltText('미리보기: 봄나들이 소녀')).toBeTruthy();
    // read out where the button is (the preview sits after the catalogue): its caption is a live region
    expect(within(preview).getByText(/^미리보기: 봄나들이 소녀 · /).getAttribute('aria-live')).toBe('polite');
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '레드 드레스 숙녀 선택' }));
    expect(screen.getByTestId('chosen-count').textContent).toBe('2개');
    expect(screen.getByRole('region', { name: '선택한 아바타' }).textContent).toContain('6,600원');
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 선택', pressed: true }));
    fireEvent.click(screen.getByRole('button', { name: '선택한 아바타 구매' }));
    expect(onBuyChosen).toHaveBeenCalledWith([products[1]]);
    fireEvent.click(screen.getByRole('button', { name: '블랙 수트 신사 구매' }));
    expect(onBuyOne).toHaveBeenCalledWith(products[0]);
  });

  it('with nothing chosen the order still goes to the gate (which says 아바타를 선택해 주세요.); guests see a login hint', () => {
    const onBuyChosen = jest.fn();
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={onBuyChosen} />);
    expect(screen.getByText('로그인하면 내 아바타와 비교할 수 있습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '선택한 아바타 구매' }));
    expect(onBuyChosen).toHaveBeenCalledWith([]);
  });

  it("an avatar the member owns says '보유 중': its buy button is disabled with the reason, it cannot be chosen", async () => {
    loginAs(42);
    const onBuyOne = jest.fn();
    const onBuyChosen = jest.fn();
    const { api } = renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={onBuyOne} onBuyChosen={onBuyChosen} />, {
      // A1002 is held for good; A1006 only for a while (a period copy does not count as owned)
      api: (req) => (req.url === '/api/items' ? { body: held({ code: 'A1002', name: '레드 드레스 숙녀', quantity: 2 }, { code: 'A1006', name: '봄나들이 소녀', expiresAt: '2026-07-01T00:00:00Z' }) } : { body: null }),
    });
    // chosen before the inventory arrived; its buy buttons wait for it (QA: '구매' on an owned one first)
    fireEvent.click(screen.getByRole('button', { name: '레드 드레스 숙녀 선택' }));
    // …and say so, not 구매 (QA: an owned one read '구매' for 2–3 s after a charge)
    const early = screen.getByRole('button', { name: '레드 드레스 숙녀 확인 중' });
    expect(early.getAttribute('aria-busy')).toBe('true');
    expect(early.textContent).toBe('확인 중');
    fireEvent.click(early);
    fireEvent.click(screen.getByRole('button', { name: '선택한 아바타 구매' }));
    expect(onBuyOne).not.toHaveBeenCalled();
    expect(onBuyChosen).not.toHaveBeenCalled();
    const owned = (await screen.findByRole('button', { name: '레드 드레스 숙녀 보유 중' })) as HTMLButtonElement;
    expect(api.calls.find((c) => c.url === '/api/items')?.params).toEqual({ kind: 'A', size: 100 });
    expect(owned.disabled).toBe(true);
    expect(owned.textContent).toBe('보유 중');
    expect(document.getElementById(owned.getAttribute('aria-describedby')!)?.textContent).toBe('이미 보유한 아바타입니다. 아바타는 한 번만 구매할 수 있습니다.');
    const card = screen.getByTestId('product-A1002');
    expect(within(card).getByTestId('owned-badge').textContent).toBe('보유 중');
    expect(within(card).queryByRole('button', { name: '레드 드레스 숙녀 구매' })).toBeNull();
    expect(within(card).queryByRole('button', { name: /레드 드레스 숙녀 선택/ })).toBeNull();
    expect(within(card).getByRole('button', { name: '레드 드레스 숙녀 미리보기' })).toBeTruthy(); // trying it on is still fine
    // the earlier choice left the order; the others are sold as before
    expect(screen.getByTestId('chosen-count').textContent).toBe('0개');
    expect(within(screen.getByTestId('product-A1006')).queryByTestId('owned-badge')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '봄나들이 소녀 선택' }));
    fireEvent.click(screen.getByRole('button', { name: '선택한 아바타 구매' }));
    expect(onBuyChosen).toHaveBeenCalledWith([products[2]]);
    fireEvent.click(owned);
    expect(onBuyOne).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '블랙 수트 신사 구매' }));
    expect(onBuyOne).toHaveBeenCalledWith(products[0]);
  });

  it("an owned avatar's card offers 착용하기 beside '보유 중'; the one worn reads 착용 중; guests and avatars for sale have neither", async () => {
    loginAs(42);
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />, {
      api: (req) =>
        req.url === '/api/items'
          ? { body: held({ code: 'A1001', name: '블랙 수트 신사' }, { code: 'A1002', name: '레드 드레스 숙녀' }) }
          : req.url === '/api/contents/members/reloadable-state'
            ? { body: { avatarId: 1002 } }
            : { body: null },
    });
    const worn = await screen.findByRole('button', { name: '레드 드레스 숙녀 착용 중' });
    expect(worn.getAttribute('aria-disabled')).toBe('true');
    const dealerCard = screen.getByTestId('product-A1001');
    expect(within(dealerCard).getByRole('button', { name: '블랙 수트 신사 보유 중' })).toBeTruthy();
    expect(within(dealerCard).getByRole('button', { name: '블랙 수트 신사 착용하기' }).getAttribute('aria-disabled')).toBeNull();
    expect(within(screen.getByTestId('product-A1006')).queryByRole('button', { name: /착용/ })).toBeNull();
  });

  it('an inventory that cannot be read is said, with 다시 시도, and the avatars then show what is owned (QA: API down)', async () => {
    loginAs(42);
    let up = false;
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />, {
      api: (req) => (req.url !== '/api/items' ? { body: null } : up ? { body: held({ code: 'A1002', name: '레드 드레스 숙녀' }) } : { status: 400, message: '요청이 올바르지 않습니다.' }),
    });
    const notice = await screen.findByTestId('owned-avatars-unknown');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('보유한 아바타를 확인하지 못했습니다.');
    up = true;
    fireEvent.click(within(notice).getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('button', { name: '레드 드레스 숙녀 보유 중' })).toBeTruthy();
    expect(screen.queryByTestId('owned-avatars-unknown')).toBeNull();
  });

  it('back to the window after a while (another phone or PC bought one): the avatars held are read again (QA: a stale phone still offered it)', async () => {
    loginAs(42);
    let bought = false;
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />, {
      api: (req) => (req.url !== '/api/items' ? { body: null } : { body: bought ? held({ code: 'A1006', name: '봄나들이 소녀' }) : held() }),
    });
    expect(await screen.findByRole('button', { name: '봄나들이 소녀 구매' })).toBeTruthy();
    bought = true;
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + 60_000);
    try {
      act(() => void window.dispatchEvent(new Event('visibilitychange')));
      expect(await screen.findByRole('button', { name: '봄나들이 소녀 보유 중' })).toBeTruthy();
    } finally {
      clock.mockRestore();
    }
  });

  it("'선택 모두 해제' leaves with the choice: the focus stays on '선택한 아바타 구매'; a choice is one pressed toggle with one name (QA: keyboard)", () => {
    loginAs(42);
    renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />);
    const toggle = screen.getByRole('button', { name: '봄나들이 소녀 선택' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('봄나들이 소녀 선택');
    expect(screen.getByTestId('chosen-count').closest('p')?.getAttribute('aria-live')).toBe('polite');
    const clear = screen.getByRole('button', { name: '선택 모두 해제' });
    clear.focus();
    fireEvent.click(clear);
    expect(screen.queryByRole('button', { name: '선택 모두 해제' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '선택한 아바타 구매' }));
  });

  it('guests see every avatar for sale (no inventory is asked for)', async () => {
    const { api } = renderShop(<AvatarShop products={products} catalogue={products} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />);
    await waitFor(() => expect(screen.getAllByRole('button', { name: /구매$/ })).toHaveLength(4));
    expect(screen.queryByText('보유 중')).toBeNull();
    expect(api.calls.some((c) => c.url === '/api/items')).toBe(false);
  });

  it('shows skeletons while loading and an empty state that says what to do', () => {
    const { rerender } = renderShop(<AvatarShop products={undefined} catalogue={[]} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />);
    expect(screen.getByText('상품을 불러오는 중')).toBeTruthy();
    rerender(<AvatarShop products={[]} catalogue={[]} label="아바타" onBuyOne={jest.fn()} onBuyChosen={jest.fn()} />);
    expect(screen.getByText('지금 판매 중인 상품이 없습니다. 다른 분류를 둘러보세요.')).toBeTruthy();
  });
});
