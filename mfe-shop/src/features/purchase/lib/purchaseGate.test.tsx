import { render, screen } from '@testing-library/react';
import type { LimitInfo, ShopProduct } from '@hanpan/contracts';
import { ApiError, createHanpanStore, MESSAGES } from '@hanpan/platform';
import { limitRefusal, plusGuidePath, startPurchase, type PurchaseDeps } from './purchaseGate';

const product = (code: string, price: string, kind: ShopProduct['kind'] = 'A'): ShopProduct => ({
  code, kind, category: 'avatar', name: `상품 ${code}`, description: '', price, grantMoney: '0', grantEndorphin: '0', imageUrl: '', best: false, subStore: null, avatarId: null,
});
const limit = (over: Partial<LimitInfo> = {}): LimitInfo => ({
  legalMonthLimit: '1000000', monthLimit: '1000000', dayLimit: null, usedThisMonth: '0', usedToday: '0', remainingMonth: '1000000', remainingDay: null,
  limitAmount: '1000000', gameStakeLimit: '100000', canRaise: true, nextRaiseAvailableDate: null, ...over,
});

function setup(opts: { member?: boolean; publisher?: 'hanpan' | 'partner'; userAgent?: string; limit?: LimitInfo; popup?: boolean; orderRefusal?: ApiError } = {}) {
  const store = createHanpanStore();
  store.getState().setPublisher(opts.publisher ?? 'hanpan');
  if (opts.member !== false) store.getState().setMember({ memberNo: 77, loginStatus: { code: 'LOGIN' } });
  const deps: PurchaseDeps = {
    store,
    assign: jest.fn(),
    currentUrl: () => '/shop/avatar',
    openPopup: jest.fn(() => (opts.popup === false ? null : ({} as Window))),
    userAgent: opts.userAgent ?? 'Mozilla/5.0 (Windows NT 10.0)',
    loadLimit: jest.fn(async () => opts.limit ?? limit()),
    checkOrder: jest.fn(async () => {
      if (opts.orderRefusal) throw opts.orderRefusal;
      return { title: '상품', amount: '3300', lines: [] };
    }),
    navigate: jest.fn(),
  };
  // answers every popup the way the test says (alerts: ok)
  const answer = (value: boolean) => {
    const current = store.getState().layer.current;
    if (current) store.getState().resolvePopup(value);
  };
  return { store, deps, answer };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('purchase gate (SPEC §5)', () => {
  it('guests get the login message and go to the login page', async () => {
    const { store, deps, answer } = setup({ member: false });
    const run = startPurchase(deps, { products: [product('A1001', '3300')], returnUrl: '/shop' });
    await flush();
    expect(store.getState().layer.current?.body).toBe(MESSAGES.loginRequired);
    answer(true);
    expect(await run).toBe('not-logged-in');
    expect(deps.assign).toHaveBeenCalledWith(expect.stringMatching(/^\/idp\/login\?nextUrl=%2Fshop%2Favatar/));
    expect(deps.openPopup).not.toHaveBeenCalled();
  });

  it('the partner publisher on macOS is refused with the SPEC text', async () => {
    const { store, deps, answer } = setup({ publisher: 'partner', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' });
    const run = startPurchase(deps, { products: [product('A1001', '3300')], returnUrl: '/shop' });
    await flush();
    expect(store.getState().layer.current?.body).toBe('맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.');
    answer(true);
    expect(await run).toBe('blocked');
  });

  it('an avatar order with nothing chosen says 아바타를 선택해 주세요.', async () => {
    const { store, deps, answer } = setup();
    const run = startPurchase(deps, { products: [], itemType: 'A', returnUrl: '/shop' });
    await flush();
    expect(store.getState().layer.current?.body).toBe('아바타를 선택해 주세요.');
    answer(true);
    expect(await run).toBe('nothing-chosen');
    expect(deps.loadLimit).not.toHaveBeenCalled();
  });

  it('an order above what is left this month is refused with the remaining amount', async () => {
    const { store, deps, answer } = setup({ limit: limit({ remainingMonth: '2000', limitAmount: '2000' }) });
    const run = startPurchase(deps, { products: [product('A1001', '3300')], returnUrl: '/shop' });
    await flush();
    expect(store.getState().layer.current?.header).toBe('구매 한도 초과');
    expect(store.getState().layer.current?.body).toBe('월 구매 한도를 초과합니다. 이번 달 남은 한도는 2,000원입니다.');
    answer(true);
    expect(await run).toBe('over-limit');
    expect(deps.openPopup).not.toHaveBeenCalled();
  });

  it('shows the remaining limit before paying, then opens the payment popup', async () => {
    const { store, deps, answer } = setup({ limit: limit({ remainingMonth: '989000' }) });
    const run = startPurchase(deps, { products: [product('A1001', '3300'), product('A1002', '5500')], itemType: 'A', returnUrl: '/shop/avatar' });
    await flush();
    const confirm = store.getState().layer.current!;
    expect(confirm.type).toBe('confirm');
    expect(confirm.submitText).toBe('결제하기');
    // what the player reads before paying: the amount and what the month leaves
    render(<>{confirm.body}</>);
    expect(screen.getByTestId('order-amount').textContent).toBe('8,800원');
    expect(screen.getByTestId('order-remaining-month').textContent).toBe('989,000원');
    answer(true);
    expect(await run).toBe('opened');
    expect(deps.openPopup).toHaveBeenCalledWith('/services/shop/payments?codes=A1001%2CA1002&traceCode=shop&clientType=web&itemType=A&redirectUri=%2Fshop%2Favatar');
  });

  it('cancelling the confirm opens nothing; a blocked popup falls back to the page', async () => {
    const a = setup();
    const run = startPurchase(a.deps, { products: [product('I2001', '3300', 'I')], returnUrl: '/shop' });
    await flush();
    a.answer(false);
    expect(await run).toBe('cancelled');
    expect(a.deps.openPopup).not.toHaveBeenCalled();
    const b = setup({ popup: false });
    const run2 = startPurchase(b.deps, { products: [product('I2001', '3300', 'I')], returnUrl: '/shop' });
    await flush();
    b.answer(true);
    expect(await run2).toBe('redirected');
    expect(b.deps.assign).toHaveBeenCalledWith(expect.stringMatching(/^\/services\/shop\/payments\?codes=I2001/));
  });

  it('what the order page would refuse (game money past the holding limit) is said before the confirm, in the server’s words', async () => {
    const refusal = new ApiError({ kind: 'rule', status: 422, message: '보유 한도를 초과하여 지급할 수 없습니다. (한도 1조)', header: null, body: { code: 'ERROR_OVERMONEY' } });
    const { store, deps, answer } = setup({ orderRefusal: refusal });
    const money = { ...product('E3003', '50000', 'E'), grantMoney: '5000000000' };
    const run = startPurchase(deps, { products: [money], returnUrl: '/shop/money' });
    await flush();
    expect(deps.checkOrder).toHaveBeenCalledWith(['E3003'], undefined);
    const alert = store.getState().layer.current!;
    expect(alert.type).toBe('alert');
    expect(alert.header).toBe('구매할 수 없습니다');
    expect(alert.body).toBe('보유 한도를 초과하여 지급할 수 없습니다. (한도 1조)');
    answer(true);
    expect(await run).toBe('refused');
    expect(deps.openPopup).not.toHaveBeenCalled();
    expect(deps.assign).not.toHaveBeenCalled();
  });

  it('a member-only avatar without Plus: the server’s refusal, with 플러스 알아보기 leading to /plus', async () => {
    const refusal = new ApiError({ kind: 'rule', status: 422, message: '플러스 회원 전용 아바타입니다: 플러스 라운지 신사. 플러스 멤버십을 이용하는 동안 구매할 수 있습니다.', header: null, body: { code: 'ERROR_PLUS_MEMBERS_ONLY' } });
    const { store, deps, answer } = setup({ orderRefusal: refusal });
    const run = startPurchase(deps, { products: [{ ...product('A1008', '3300'), subStore: 'PLUS' }], itemType: 'A', returnUrl: '/shop/avatar' });
    await flush();
    const alert = store.getState().layer.current!;
    expect(alert.body).toBe(refusal.message);
    expect(alert.footerButtons.map((b) => b.label)).toEqual(['플러스 알아보기']);
    await alert.footerButtons[0]!.onClick!();
    expect(deps.navigate).toHaveBeenCalledWith('/plus');
    expect(plusGuidePath('/mobile/shop/money-avatar')).toBe('/mobile/plus');
    answer(true);
    expect(await run).toBe('refused');
    expect(deps.openPopup).not.toHaveBeenCalled();
    // another refusal has no way on
    const other = setup({ orderRefusal: new ApiError({ kind: 'rule', status: 422, message: '이미 보유한 아바타입니다: 블랙 수트 신사. 아바타는 한 번만 구매할 수 있습니다.', header: null, body: { code: 'ERROR_AVATAR_ALREADY_OWNED' } }) });
    const run2 = startPurchase(other.deps, { products: [product('A1001', '3300')], itemType: 'A', returnUrl: '/shop/avatar' });
    await flush();
    expect(other.store.getState().layer.current!.footerButtons).toEqual([]);
    other.answer(true);
    expect(await run2).toBe('refused');
  });

  it('an order the server accepts goes on to the confirm; a failure to ask is not a refusal (the caller says so)', async () => {
    const ok = setup();
    const run = startPurchase(ok.deps, { products: [product('A1007', '3300')], itemType: 'A', returnUrl: '/shop/avatar' });
    await flush();
    expect(ok.deps.checkOrder).toHaveBeenCalledWith(['A1007'], 'A');
    expect(ok.store.getState().layer.current?.type).toBe('confirm');
    ok.answer(false);
    expect(await run).toBe('cancelled');
    const timeout = new ApiError({ kind: 'timeout', status: 0, message: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.', header: null, body: null });
    const down = setup({ orderRefusal: timeout });
    await expect(startPurchase(down.deps, { products: [product('A1007', '3300')], returnUrl: '/shop' })).rejects.toBe(timeout);
    expect(down.store.getState().layer.current).toBeNull();
    expect(down.deps.openPopup).not.toHaveBeenCalled();
  });

  it('the day limit is checked first, like the server', () => {
    expect(limitRefusal(limit({ remainingDay: '1000', remainingMonth: '500000' }), 3300n)).toBe('일 구매 한도를 초과합니다. 오늘 남은 한도는 1,000원입니다.');
    expect(limitRefusal(limit(), 1_000_000n)).toBeNull();
    expect(limitRefusal(limit(), 1_000_001n)).toMatch(/이번 달 남은 한도는 1,000,000원/);
  });
});
