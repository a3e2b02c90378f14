// The purchase rules of SPEC §5 in the order a player meets them, before anything is paid:
// login ('로그인 후, 이용해 주세요.'), the partner publisher on macOS, an avatar order with nothing
// chosen ('아바타를 선택해 주세요.'), the remaining monthly (and daily) limit — shown, and refused with
// the remaining amount when the order is bigger — then what the order page itself would refuse
// (game money past the holding limit, an avatar owned, a member-only avatar without Plus, …: the
// server's quote, in its words, with '플러스 알아보기' for the last), and
// only then the confirm and the sandbox payment page in its popup size. The server checks it all
// again when 결제 is pressed.
import { createElement, Fragment } from 'react';
import type { LimitInfo, ShopProduct } from '@hanpan/contracts';
import { PLUS_MEMBERS_ONLY_CODE } from '@hanpan/contracts/constants';
import { PURCHASE_LIMIT_REFUSAL_TITLE, purchaseLimitRefusal, REMAINING_LIMIT_LABELS } from '@hanpan/contracts/purchase-limit';
import {
  ensureLogin,
  ensurePaymentAllowed,
  formatMoney,
  isApiError,
  isRuleError,
  MESSAGES,
  type ApiError,
  type GateDeps,
} from '@hanpan/platform';
import { shopPaymentUrl } from './shopUrls';

export interface PurchaseRequest {
  products: readonly ShopProduct[];
  /** 'A': an avatar order (an empty choice is refused) */
  itemType?: 'A';
  /** the page to come back to when the payment page is not a popup */
  returnUrl: string;
}

export type PurchaseOutcome = 'opened' | 'redirected' | 'not-logged-in' | 'blocked' | 'nothing-chosen' | 'over-limit' | 'refused' | 'cancelled';

export interface PurchaseDeps extends GateDeps {
  /** the member's limits now (GET /api/restriction) */
  loadLimit(): Promise<LimitInfo>;
  /** the order page's own checks (GET /api/shop/order-quote): rejects with its refusal */
  checkOrder(codes: readonly string[], itemType: 'A' | undefined): Promise<unknown>;
  /** moves inside the portal (a refusal's way on, e.g. to Plus) */
  navigate(path: string): void;
}

/** Where a member refused a member-only avatar learns about Plus: the mobile site's Plus from a phone's shop. */
export const plusGuidePath = (currentUrl: string): string => (currentUrl.startsWith('/mobile') ? '/mobile/plus' : '/plus');

/** A refusal of the order itself (422, a 400 for its codes), as opposed to a failure to ask. */
const isOrderRefusal = (e: unknown): e is ApiError => isApiError(e) && (e.kind === 'rule' || (e.kind === 'http' && e.status === 400));

export const totalPrice = (products: readonly Pick<ShopProduct, 'price'>[]) => products.reduce((s, p) => s + BigInt(p.price), 0n);

/** Korean refusal when the order is bigger than what is left (the day limit first): the server's own words. */
export const limitRefusal = (limit: LimitInfo, amount: bigint): string | null => purchaseLimitRefusal(limit, amount)?.message ?? null;

function orderSummary(products: readonly ShopProduct[], amount: bigint, limit: LimitInfo) {
  const row = (label: string, value: string, testId?: string) =>
    createElement('div', { key: label, style: { display: 'flex', justifyContent: 'space-between', gap: 12 } }, createElement('span', null, label), createElement('strong', { 'data-testid': testId }, value));
  return createElement(
    Fragment,
    null,
    createElement('ul', { style: { margin: '0 0 12px', paddingLeft: 18 } }, products.map((p) => createElement('li', { key: p.code }, `${p.name} — ${formatMoney(p.price)}원`))),
    row('결제 금액', `${formatMoney(amount)}원`, 'order-amount'),
    row(REMAINING_LIMIT_LABELS.month, `${formatMoney(limit.remainingMonth)}원`, 'order-remaining-month'),
    limit.remainingDay !== null ? row(REMAINING_LIMIT_LABELS.day, `${formatMoney(limit.remainingDay)}원`) : null,
    createElement('p', { style: { margin: '12px 0 0', fontSize: 13 } }, '결제 창에서 결제를 마치면 바로 반영됩니다.'),
  );
}

export async function startPurchase(deps: PurchaseDeps, req: PurchaseRequest): Promise<PurchaseOutcome> {
  const state = () => deps.store.getState();
  if (!(await ensureLogin(deps))) return 'not-logged-in';
  if (!(await ensurePaymentAllowed(deps))) return 'blocked';
  if (req.products.length === 0) {
    await state().alert(req.itemType === 'A' ? MESSAGES.selectAvatar : '구매할 상품을 선택해 주세요.');
    return 'nothing-chosen';
  }
  const amount = totalPrice(req.products);
  const limit = await deps.loadLimit();
  const refusal = limitRefusal(limit, amount);
  if (refusal) {
    await state().alert({ header: PURCHASE_LIMIT_REFUSAL_TITLE, body: refusal });
    return 'over-limit';
  }
  try {
    await deps.checkOrder(req.products.map((p) => p.code), req.itemType);
  } catch (e) {
    if (!isOrderRefusal(e)) throw e;
    // a member-only avatar without Plus: the refusal leads on to Plus (the partner channel is refused with 403, no way on)
    const toPlus = isRuleError(e, PLUS_MEMBERS_ONLY_CODE) ? [{ label: '플러스 알아보기', variant: 'secondary' as const, onClick: () => deps.navigate(plusGuidePath(deps.currentUrl())) }] : [];
    await state().alert({ header: '구매할 수 없습니다', body: e.message, footerButtons: toPlus });
    return 'refused';
  }
  const ok = await state().confirm({ header: '구매 확인', body: orderSummary(req.products, amount, limit), submitText: '결제하기' });
  if (!ok) return 'cancelled';
  const url = shopPaymentUrl(
    req.products.map((p) => p.code),
    { itemType: req.itemType, returnUrl: req.returnUrl },
  );
  // The payment page opens in its popup (SPEC §9 540x540); a blocked popup falls back to the page itself.
  if (deps.openPopup(url)) return 'opened';
  deps.assign(url);
  return 'redirected';
}
