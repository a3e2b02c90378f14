// Payment sandbox pages (server-rendered Korean HTML). GET only shows the priced order (it never
// writes); 결제 POSTs create the order and complete it in one transaction, once; 취소 records the
// order as cancelled and changes nothing else. The order page carries a signed ticket (member, kind,
// parameters, return URL, order number) so the POST needs no PENDING row made by a GET.
// Result pages go back through a static script (/sandbox/leave.js) that reads the return URL from an
// escaped data attribute: no user value is ever written into a script.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { BALANCE_CHANNEL, Envelope, isUseOrderKind, PAYMENT_RESULT_HANDLER, PAYMENT_RESULT_STORAGE_KEY, PAYMENT_WINDOW_PARAM, PAYMENT_WINDOW_POPUP, SHOWN_MEMBER_PARAM, ShopOrderQuoteQuerySchema, ShopOrderQuoteSchema, Text, type PaymentResultMessage } from '@hanpan/contracts';
import { isMacOsUserAgent } from '@hanpan/contracts/constants';
import { bindingRemainingLimit, REMAINING_LIMIT_LABELS } from '@hanpan/contracts/purchase-limit';
import type { MemberRow, OrderRow, OrderStatus } from '../db/schema/index.js';
import { collectionNotes } from '../domains/inventory/collection-book.js';
import { mileageNotes } from '../domains/mileage/paymentMileage.js';
import { ok } from '../lib/envelope.js';
import { ApiError, conflict, MSG, ruleError } from '../lib/errors.js';
import { BACK_LINK_SCRIPT, BACK_LINK_SRC, CLOSE_REFUSED_HINT, CLOSE_WINDOW_BUTTON, closeWindowButton, csrfField, esc, page, staticScriptRoute } from '../lib/html.js';
import { getLimitState, type LimitState } from '../lib/limits.js';
import { formatWon } from '../lib/money.js';
import { sign, verify } from '../lib/signing.js';
import { encodeLocation, requestReturnUrl, sameOriginReturnUrl } from '../lib/urls.js';
import { isLoggedIn, requireMember } from '../plugins/context.js';
import { showsOtherMember } from '../plugins/shown-member.js';
import { cancelOrder, cancelPlacedOrder, completeOrder, findOrder, newOrderNo, ORDER_EXPIRED, ORDER_TTL_MS, placeAndCompleteOrder, quoteOrder, REPEATED_ORDER_CODE, RETURN_PARAM_KEYS, type PlaceInput } from './orders.js';
import { getFulfilment, type Quote } from './registry.js';
import './fulfilments.js';


function queryParams(q: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) {
    // the popup marker is about the window and the shown member about the page, not the order
    if (typeof v === 'string' && k.length <= 40 && k !== PAYMENT_WINDOW_PARAM && k !== SHOWN_MEMBER_PARAM) out[k] = v.slice(0, 300);
  }
  return out;
}

/**
 * Whether the page is shown in a popup a portal page opened (PAYMENT_WINDOW_PARAM with its one
 * value, exactly; any other value is ignored): a payment's, or an IdP page's (idp/routes.ts). The
 * order page passes it on to its forms (POPUP_QUERY).
 */
export const inPaymentPopup = (req: FastifyRequest): boolean => (req.query as Record<string, unknown> | undefined)?.[PAYMENT_WINDOW_PARAM] === PAYMENT_WINDOW_POPUP;
export const POPUP_QUERY = `?${PAYMENT_WINDOW_PARAM}=${PAYMENT_WINDOW_POPUP}`;

/**
 * Static script of the result pages: in a popup, hand the result to the opener (a portal page that
 * defines window[PAYMENT_RESULT_HANDLER] refreshes its data without a reload; any other opener is
 * reloaded) and close; a payment popup that lost its opener (`data-popup`) stays and shows its
 * 'close this window' notice, as the portal would only load inside it; else go back to the portal
 * in the page's place (Back never returns to a POST's answer, which posted again and showed the
 * result once more), leaving the result in sessionStorage for the page it returns to
 * (PAYMENT_RESULT_STORAGE_KEY). A
 * completed payment is also announced on the balance channel (a portal page behind still refreshes).
 * The return URL and the result come from escaped `data-` attributes, never from the script.
 */
export const LEAVE_SCRIPT = `(function(){var el=document.querySelector('[data-leave]');if(!el)return;var u=el.getAttribute('data-return-url')||'/';var d=Number(el.getAttribute('data-delay'))||1500;var m=null;try{m=JSON.parse(el.getAttribute('data-result')||'null');}catch(e){}
if(!/^(\\/(?![\\/\\\\])|https?:\\/\\/)/.test(u))u='/';
if(m){try{sessionStorage.setItem(${JSON.stringify(PAYMENT_RESULT_STORAGE_KEY)},JSON.stringify({status:m.status,kind:m.kind,orderNo:m.orderNo,notes:m.notes,at:Date.now()}));}catch(e){}}
if(m&&m.status==='COMPLETED'){try{var c=new BroadcastChannel(${JSON.stringify(BALANCE_CHANNEL)});c.postMessage({type:'balance-changed',at:Date.now()});c.close();}catch(e){}}
var o=window.opener,h=${JSON.stringify(PAYMENT_RESULT_HANDLER)},done=false,s=el.hasAttribute('data-stay');if(o&&!o.closed){try{if(m&&typeof o[h]==='function'){done=o[h](m)!==false;}}catch(e){}if(!done){try{o.location.reload();}catch(e){}}if(!s)setTimeout(function(){window.close();},d);}else if(el.hasAttribute('data-popup')){var n=document.querySelector('[data-popup-orphan]');if(n)n.hidden=false;}else if(!s){setTimeout(function(){location.replace(u);},d);}})();`;

/**
 * Static script of the order page: shown again by Back (or a reload) after it was paid (or dropped),
 * it asks the order's state and, when the order is closed, disables its buttons, hides the remaining
 * limit it showed before the payment (QA: stale), says why (the words come from the server, the
 * address from an escaped attribute) and shows the way back to the portal
 * (a full page, a phone's: its 취소 and 결제 disabled, Back again was the only way out).
 * The order asked about is the one this history entry showed before, kept in `history.state`: a page
 * fetched again (not from the back-forward cache: after a payment whose answer was lost, the browser's
 * error page in between) comes with a new order number, and 결제 there would charge a second time
 * (QA). While that order is still open, the entry takes the new page's order.
 */
export const ORDER_PAGE_SCRIPT = `(function(){var el=document.querySelector('[data-order-state]');if(!el)return;
var k='hanpanOrderState',here=el.getAttribute('data-order-state');
function keep(v){var h=history.state&&typeof history.state==='object'?history.state:{},c={};for(var x in h)c[x]=h[x];c[k]=v;try{history.replaceState(c,'');}catch(e){}}
var u=history.state&&history.state[k];if(typeof u!=='string'||!/^\\/sandbox\\/orders\\/[A-Z0-9]{4,40}\\/state$/.test(u)){u=here;keep(u);}
addEventListener('pageshow',function(e){if(!e.persisted){var n=performance.getEntriesByType&&performance.getEntriesByType('navigation')[0];if(!n||(n.type!=='back_forward'&&n.type!=='reload'))return;}
fetch(u,{credentials:'same-origin',headers:{accept:'application/json'}}).then(function(r){return r.ok?r.json():null;}).then(function(env){var s=env&&env.body;if(!s)return;
if(!s.closed){if(u!==here){u=here;keep(u);}return;}
document.querySelectorAll('form button').forEach(function(b){b.disabled=true;});var r=document.querySelector('[data-field="remaining"]');if(r){r.hidden=true;if(r.previousElementSibling)r.previousElementSibling.hidden=true;}var p=document.querySelector('[data-order-closed]');if(p){p.textContent=s.message;p.hidden=false;}var q=document.querySelector('[data-order-back]');if(q)q.hidden=false;}).catch(function(){});});})();`;
export const ORDER_PAGE_SRC = '/sandbox/order.js';

/** What the order page says when Back shows it again after the order was closed. */
const CLOSED_ORDER_TEXT: Record<Exclude<OrderStatus, 'PENDING'>, string> = {
  COMPLETED: '이미 처리가 끝난 주문입니다. 같은 주문은 다시 결제되지 않습니다.',
  CANCELLED: '취소한 주문입니다. 다시 주문해 주세요.',
  EXPIRED: '주문 시간이 지났습니다. 다시 주문해 주세요.',
  FAILED: '결제에 실패한 주문입니다. 다시 주문해 주세요.',
};

/** What 취소 says for the order's status afterwards (a Record: a new status must be given a text). */
const CANCEL_TEXT: Record<OrderStatus, string> = {
  PENDING: '결제를 취소했습니다. 아무것도 변경되지 않았습니다.', // (cancelOrder leaves none PENDING)
  CANCELLED: '결제를 취소했습니다. 아무것도 변경되지 않았습니다.',
  EXPIRED: '결제를 취소했습니다. 아무것도 변경되지 않았습니다.',
  COMPLETED: '이미 결제가 완료된 주문이라 취소되지 않았습니다.',
  FAILED: '결제에 실패한 주문이라 취소할 결제가 없습니다. 아무것도 변경되지 않았습니다.',
};

/**
 * Where a result page goes after `delayMs` (leave.js): a popup reloads its opener and closes. `result`:
 * a payment's. `popup`: a payment popup's page, which never goes on to the portal (backRow). `stay`:
 * the page stays until the player leaves it (the opener still refreshes at once; Fulfilment.resultStays).
 */

export const leaveMarker = (returnUrl: string, delayMs: number, result: PaymentResultMessage | null = null, popup = false, stay = false) =>
  `<div data-leave hidden data-return-url="${esc(returnUrl)}" data-delay="${delayMs}" data-result="${esc(JSON.stringify(result))}"${popup ? ' data-popup' : ''}${stay ? ' data-stay' : ''}></div>`;

/** The order page a form was posted from (its Referer, on this origin; never a result or login page). */
function orderPageOf(req: FastifyRequest): string | null {
  const from = sameOriginReturnUrl(req, req.headers.referer);
  if (from === '/') return null;
  const url = new URL(from, 'http://portal.invalid');
  return /^\/(sandbox|idp)\//.test(url.pathname) ? null : `${url.pathname}${url.search}`;
}

/**
 * A sandbox (or IdP result) page's way back: its link to the portal page it started from. In a
 * popup (`popup`) 창 닫기 comes first (back.js), the link stays on this origin, and `orphanNotice`
 * (Korean) shows when no opener is left to close the popup (leave.js).
 */
export function backRow(req: FastifyRequest, popup: boolean, returnUrl: string, link: { text: string; primary?: boolean }, orphanNotice?: string): string {
  // data-replace (back.js): the portal takes this answer's place, so Back never shows (or posts) it again
  if (!popup) return `<div class="row"><a class="btn ${link.primary ? 'primary' : 'secondary'}" href="${esc(returnUrl)}" data-action="back" data-replace>${esc(link.text)}</a></div>`;
  const notice = orphanNotice ? `<p class="notice" role="status" data-popup-orphan hidden>${esc(orphanNotice)}</p>` : '';
  return `${notice}<div class="row">${CLOSE_WINDOW_BUTTON}<a class="btn secondary" href="${esc(sameOriginReturnUrl(req, returnUrl))}" data-action="back">${esc(link.text)}</a></div>${CLOSE_REFUSED_HINT}`;
}

export const LEAVE_SRC = '/sandbox/leave.js';
/**
 * What a completed order's result page hands the page that opened it: with the lines worth saying
 * there (`notes`: a collection book completed, the mileage earned), as the popup closes at once.
 */
function completedResult(order: OrderRow): PaymentResultMessage {
  const lines = order.resultLines ?? [];
  const notes = [...collectionNotes(lines), ...mileageNotes(lines)];
  return { status: 'COMPLETED', kind: order.kind, orderNo: order.orderNo, ...(notes.length > 0 ? { notes } : {}) };
}


/**
 * The order page's words: a use says 사용; a payment that costs nothing (a change covered by the
 * unused-bankbook discount, an auto-bankbook request) is still a payment of 0원, not a use.
 */
/** Orders that are requests, never payments (자동 통장 예약, 변경, 취소): their '취소' would read as the request. */
const isRequestKind = (kind: string) => kind.startsWith('auto-bankbook');

function orderWords(kind: string, amount: bigint): { amount: string; button: string; drop: string; done: string; title: string } {
  const drop = isRequestKind(kind) ? '그만두기' : '취소';
  if (isUseOrderKind(kind)) return { amount: '무료 (보유 상품 사용)', button: '사용', drop, done: '사용이 완료되었습니다', title: '사용 완료' };
  if (amount > 0n) return { amount: `${formatWon(amount)}원`, button: '결제', drop, done: '결제가 완료되었습니다', title: '결제 완료' };
  return { amount: '0원', button: '확인', drop, done: '신청이 완료되었습니다', title: '신청 완료' };
}

/** The heading of a refused order page: a use of something held is no payment, on the page as opened or as posted (QA: one refusal, two headings). */
// (an auto-bankbook request — a reservation, its change or cancel — is no order: QA read '주문할 수 없습니다' on a cancel)
const refusedTitle = (kind: string, posted: boolean): string =>
  isUseOrderKind(kind) ? '사용할 수 없습니다' : isRequestKind(kind) ? '처리할 수 없습니다' : posted ? '결제할 수 없습니다' : '주문할 수 없습니다';

/** The page after the order's drop button (a dropped request was not a payment). */
function dropWords(order: OrderRow): { title: string; message: string } {
  if (isRequestKind(order.kind) && order.status !== 'COMPLETED') return { title: '신청 그만두기', message: '신청을 그만두었습니다. 아무것도 변경되지 않았습니다.' };
  return { title: '결제 취소', message: CANCEL_TEXT[order.status] };
}

/** What the order page signs into its forms: the POST places exactly this order. */
interface OrderTicket {
  o: string;
  m: number;
  k: string;
  p: Record<string, string>;
  r: string;
  t: number;
  /** the amount the page showed (won, digits) */
  a?: string;
  /** the quote's basis the page showed (Quote.basis) */
  b?: string;
}
const TICKET_PURPOSE = 'sandbox-order';
/** An order page is payable as long as an order is (ORDER_TTL_MS): its 결제 after that says so. */
const TICKET_TTL_MS = ORDER_TTL_MS;

export async function sandboxRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);

  const errorView = (req: FastifyRequest, title: string, message: string, returnUrl: string) =>
    page(title, `<h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p>${backRow(req, inPaymentPopup(req), returnUrl, { text: '돌아가기' })}`);

  /**
   * 결제 of an order over the limit: unavailable but reached by Tab and described by why (natively
   * disabled it was skipped); pressed, the completion refuses it and the order shows again with why.
   */
  const OVER_LIMIT_BUTTON = ' aria-disabled="true" aria-describedby="over-limit"';
  /** Why an order over the remaining limit cannot be paid (the completion would refuse it too). */
  const overLimitText = (limit: LimitState) =>
    `${REMAINING_LIMIT_LABELS[bindingRemainingLimit(limit)]}(${formatWon(limit.remaining)}원)를 초과하는 주문이라 결제할 수 없습니다.`;

  /** The order page; `repeat`: it asks whether the same order, just paid, is meant again (its 결제 says 한 번 더). */
  async function pricedView(req: FastifyRequest, member: MemberRow, v: { orderNo: string; kind: string; title: string; lines: string[]; amount: bigint; ticket: string; returnUrl: string }, error?: string, repeat = false): Promise<string> {
    const limit = await getLimitState(db, app.config, member.id);
    const lines = v.lines.map((l) => `<li>${esc(l)}</li>`).join('');
    const paid = v.amount > 0n;
    const words = orderWords(v.kind, v.amount);
    const over = paid && v.amount > limit.remaining;
    const ticket = `<input type="hidden" name="ticket" value="${esc(v.ticket)}">`;
    const again = repeat ? '<input type="hidden" name="confirmRepeat" value="1">' : '';
    const popup = inPaymentPopup(req) ? POPUP_QUERY : '';
    // shown by the page's script when Back brings it again after the order closed (a popup has its own 창 닫기 after the result)
    const back = popup ? '' : `<div data-order-back hidden>${backRow(req, false, v.returnUrl, { text: '포털로 돌아가기', primary: true })}</div>`;
    return page(
      `주문 확인 - ${v.title}`,
      `<h1>주문 확인</h1>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<dl><dt>상품</dt><dd data-field="title">${esc(v.title)}</dd><dt>결제 금액</dt><dd data-field="amount">${words.amount}</dd>
${paid ? `<dt>${REMAINING_LIMIT_LABELS[bindingRemainingLimit(limit)]}</dt><dd data-field="remaining">${formatWon(limit.remaining)}원</dd>` : ''}<dt>주문 번호</dt><dd>${esc(v.orderNo)}</dd></dl>
<ul>${lines}</ul>${over ? `<p class="error"${error ? '' : ' role="alert"'} id="over-limit" data-field="over-limit">${overLimitText(limit)}</p>` : ''}
<div class="row">
<form method="post" action="/sandbox/orders/${esc(v.orderNo)}/cancel${popup}" style="flex:1;display:flex">${csrfField(req)}${ticket}<button class="secondary" type="submit">${words.drop}</button></form>
<form method="post" action="/sandbox/orders/${esc(v.orderNo)}/complete${popup}" style="flex:1;display:flex">${csrfField(req)}${ticket}${again}<button class="primary" type="submit"${over ? OVER_LIMIT_BUTTON : ''}>${repeat ? `한 번 더 ${words.button}` : words.button}</button></form>
</div><p class="notice" role="status" data-order-closed hidden></p>${back}<div data-order-state="/sandbox/orders/${esc(v.orderNo)}/state" hidden></div>
<p><small>테스트 결제 환경입니다. 실제 요금이 청구되지 않습니다.</small></p>`,
      { scriptSrc: ORDER_PAGE_SRC },
    );
  }

  const ticketFor = (member: MemberRow, orderNo: string, kind: string, params: Record<string, string>, returnUrl: string, q: Pick<Quote, 'amount' | 'basis'>) =>
    sign(app.config.appSecret, TICKET_PURPOSE, { o: orderNo, m: member.id, k: kind, p: params, r: returnUrl, t: Date.now(), a: q.amount.toString(), ...(q.basis !== undefined && { b: q.basis }) } satisfies OrderTicket);

  /** Why a member in session may not pay: the partner's own message when it asks for an action first. */
  const needActionMessage = (m: MemberRow) => (m.loginStatusCode === 'NEED_ACTION' && m.loginStatusMessage) || '로그인 후, 이용해 주세요.';

  /** This member's ticket for this order, valid or past its time (null: none, or not theirs or its). */
  // an order form's fields, as its routes' schema (`form`) checked them
  const orderFormFields = (req: FastifyRequest) => (req.body ?? {}) as Static<typeof form>;
  /** An order form's signed ticket, whoever is logged in now. */
  const formTicket = (req: FastifyRequest) => verify<OrderTicket>(app.config.appSecret, TICKET_PURPOSE, orderFormFields(req).ticket);
  function ticketOf(req: FastifyRequest, member: MemberRow, orderNo: string): OrderTicket | null {
    const t = formTicket(req);
    return t && t.o === orderNo && t.m === member.id ? t : null;
  }
  const ticketExpired = (t: OrderTicket | null) => t !== null && Date.now() - t.t > TICKET_TTL_MS;

  /** The order the POST names, from its signed ticket (or null when the ticket is not for it, or too old). */
  function placeInput(req: FastifyRequest, member: MemberRow, orderNo: string): PlaceInput | null {
    const t = ticketOf(req, member, orderNo);
    if (!t || ticketExpired(t)) return null;
    return {
      member,
      kind: t.k,
      params: t.p,
      site: req.site,
      returnUrl: t.r,
      orderNo,
      ...(t.a !== undefined && /^[0-9]{1,20}$/.test(t.a) && { shownAmount: BigInt(t.a) }),
      ...(t.b !== undefined && { shownBasis: t.b }),
      ...(orderFormFields(req).confirmRepeat === '1' && { confirmRepeat: true }),
    };
  }

  /**
   * Logged out (SPEC §5: the message, then the login). The login comes back to the order page the
   * form was posted from (a logout in another tab: QA, the payment window offered only to close), to
   * confirm anew; a payment window that cannot name it sends the portal page behind it back instead.
   */
  const loginFirstView = (req: FastifyRequest, title: string, returnUrl: string) => {
    const orderPage = orderPageOf(req);
    const popup = inPaymentPopup(req);
    const login = `<a class="btn primary" href="${esc(`/idp/login?nextUrl=${encodeURIComponent(orderPage ?? returnUrl)}`)}">로그인</a>`;
    return page(
      title,
      `<h1>${esc(title)}</h1><p class="error" role="alert">로그인 후, 이용해 주세요.</p>${
        !popup ? `<div class="row">${login}</div>` : orderPage ? `<div class="row">${closeWindowButton('secondary')}${login}</div>${CLOSE_REFUSED_HINT}` : backRow(req, true, returnUrl, { text: '돌아가기' })
      }`,
    );
  };

  /** The portal page an order form came from. */
  const formReturnUrl = (req: FastifyRequest): string => formTicket(req)?.r ?? '/';

  /**
   * An order form whose token is not this session's (QA: a logout, or another login, in another tab,
   * then 결제), or that has none (missing, expired): nothing is done. Another member's order is
   * refused in their words; the same member gets the order page anew, with the new token, to confirm
   * once more — told they logged in again only when the token was another login's.
   */
  async function staleOrderForm(req: FastifyRequest, reply: FastifyReply, m: MemberRow, title: string) {
    const ticket = formTicket(req);
    const returnUrl = ticket?.r ?? '/';
    const orderNo = (req.params as { orderNo: string }).orderNo;
    if (ticket && ticket.m !== m.id) return html(reply, 409, errorView(req, '주문할 수 없습니다', MSG.otherMember, returnUrl));
    const input = placeInput(req, m, orderNo);
    if (!input) {
      // an order made before its page (no ticket), or a ticket too old: the member's own, or not theirs
      const own = await findOrder(db, m.id, orderNo).catch(() => null);
      return html(reply, own ? 403 : 409, errorView(req, title, own ? MSG.csrf : MSG.otherMember, own?.returnUrl ?? returnUrl));
    }
    try {
      const q = await quoteOrder(db, app.config, input);
      const why = req.csrfFormRefused === 'stale' ? '다시 로그인하여' : '보안 확인 정보가 만료되어';
      return html(reply, 403, await quoteView(req, input, q, `${why} 주문 화면을 새로 열었습니다. 내용을 확인하고 다시 눌러 주세요.`));
    } catch (e) {
      if (e instanceof ApiError) return html(reply, e.status, errorView(req, title, e.message, returnUrl));
      throw e;
    }
  }

  /** The order page; shown again after a refusal with the same order number (nothing was written under it). */
  async function quoteView(req: FastifyRequest, input: PlaceInput, q: Quote, error?: string, repeat = false) {
    const ticket = ticketFor(input.member, input.orderNo, input.kind, input.params, input.returnUrl, q);
    return pricedView(req, input.member, { orderNo: input.orderNo, kind: input.kind, title: q.title, lines: q.lines, amount: q.amount, ticket, returnUrl: input.returnUrl }, error, repeat);
  }

  /** Shared GET handler: login → (partner Mac block) → quote → order page. */
  async function start(req: FastifyRequest, reply: FastifyReply, kind: string, extra: Record<string, string> = {}) {
    const params = { ...queryParams(req.query), ...extra };
    const returnUrl = requestReturnUrl(req, RETURN_PARAM_KEYS.map((k) => params[k]).find(Boolean), app.config);
    const m = req.member;
    if (!m || !isLoggedIn(m, { includeNeedAction: true })) {
      return reply.redirect(encodeLocation(`/idp/login?nextUrl=${encodeURIComponent(req.url)}`));
    }
    // logged in, but the partner asks for an action first (the login page would send them back here)
    if (!isLoggedIn(m)) return html(reply, 403, errorView(req, '결제할 수 없습니다', needActionMessage(m), returnUrl));
    // opened by a page still showing the member before another login in this browser: not for this one
    if (showsOtherMember(req, (req.query as Record<string, unknown>)[SHOWN_MEMBER_PARAM])) {
      return html(reply, 409, errorView(req, '주문할 수 없습니다', MSG.otherMember, returnUrl));
    }
    if (req.site.publisher === 'partner' && isMacOsUserAgent(String(req.headers['user-agent'] ?? ''))) {
      return html(reply, 403, errorView(req, '결제할 수 없습니다', '맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.', returnUrl));
    }
    try {
      const input: PlaceInput = { member: m, kind, params, site: req.site, returnUrl, orderNo: newOrderNo() };
      const q = await quoteOrder(db, app.config, input);
      return html(reply, 200, await quoteView(req, input, q));
    } catch (e) {
      if (e instanceof ApiError) return html(reply, e.status, errorView(req, refusedTitle(kind, false), e.message, returnUrl));
      throw e;
    }
  }

  const anyQuery = { querystring: Type.Record(Type.String({ maxLength: 40 }), Text(2000)) };

  // The shop order page's quote as data, asked by the shop before its confirm: the same rules, in
  // the same words, said before 결제하기. A read; the order page and the completing transaction
  // check everything again. A product no longer on sale refuses the order (422 ERROR_NOT_ON_SALE):
  // a 404 envelope would turn the shop page into the not-found page (SPEC §8).
  app.get('/api/shop/order-quote', { schema: { querystring: ShopOrderQuoteQuerySchema, response: { 200: Envelope(ShopOrderQuoteSchema) } } }, async (req) => {
    const member = requireMember(req);
    const params: Record<string, string> = { codes: req.query.codes, ...(req.query.itemType && { itemType: req.query.itemType }) };
    try {
      const q = await quoteOrder(db, app.config, { member, kind: 'shop', params, site: req.site });
      return ok({ title: q.title, amount: q.amount.toString(), lines: q.lines });
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) throw ruleError('ERROR_NOT_ON_SALE', e.message);
      throw e;
    }
  });

  staticScriptRoute(app, LEAVE_SRC, LEAVE_SCRIPT);
  staticScriptRoute(app, ORDER_PAGE_SRC, ORDER_PAGE_SCRIPT);
  staticScriptRoute(app, BACK_LINK_SRC, BACK_LINK_SCRIPT);
  app.get('/services/membership/payments/subscription/:action', { schema: { ...anyQuery, params: Type.Object({ action: Type.Union([Type.Literal('change'), Type.Literal('registration'), Type.Literal('change-method')], { title: '결제 종류' }) }) } }, (req, reply) =>
    start(req, reply, `membership-${req.params.action}`),
  );
  app.get('/services/:kind/payments', { schema: { ...anyQuery, params: Type.Object({ kind: Type.String({ pattern: '^[a-z0-9-]{2,40}$', title: '결제 종류' }) }) } }, (req, reply) =>
    start(req, reply, req.params.kind),
  );
  app.get('/register/enrollSubscription.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'enroll-subscription'));
  app.get('/register/register.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'voucher-register'));
  app.get('/register/useToken.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'use-token'));
  app.get('/autobankbook/autobankbook.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook'));
  app.get('/auto-bankbook/reservation', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook-reservation'));
  app.get('/auto-bankbook/reservation/change', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook-reservation-change'));
  app.get('/auto-bankbook/reservation/cancel', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook-reservation-cancel'));
  const idParam = { ...anyQuery, params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$', title: '아이템 번호' }) }) };
  app.get('/use/:id', { schema: idParam }, (req, reply) => start(req, reply, 'use-item', { id: req.params.id }));
  app.get('/use/:id/membership', { schema: idParam }, (req, reply) => start(req, reply, 'use-membership-item', { id: req.params.id }));
  app.get('/payments/charge', { schema: anyQuery }, (req, reply) => start(req, reply, 'charge'));

  const orderParam = { params: Type.Object({ orderNo: Type.String({ pattern: '^[A-Z0-9]{4,40}$', title: '주문 번호' }) }) };

  const form = Type.Object({
    _csrf: Type.Optional(Text(200, { title: '보안 토큰' })),
    ticket: Type.Optional(Text(20_000, { title: '주문 확인 정보' })),
    // the page that asked whether the same order, just paid, is meant again: its 한 번 더 결제
    confirmRepeat: Type.Optional(Type.Literal('1', { title: '다시 결제 확인' })),
  });

  // The order page's state, asked by its script when Back shows it again: closed (paid, dropped,
  // expired, failed) or still open. The member's own orders only; an open order has no row yet.
  const OrderStateSchema = Type.Object({ closed: Type.Boolean(), message: Type.Union([Type.String(), Type.Null()]) });
  app.get('/sandbox/orders/:orderNo/state', { schema: { ...orderParam, response: { 200: Envelope(OrderStateSchema) } } }, async (req) => {
    const member = requireMember(req);
    const order = await findOrder(db, member.id, req.params.orderNo).catch((e: unknown) => {
      if (e instanceof ApiError && e.status === 404) return null;
      throw e;
    });
    return ok(order && order.status !== 'PENDING' ? { closed: true, message: CLOSED_ORDER_TEXT[order.status] } : { closed: false, message: null });
  });

  // (a refused token comes to the handler: it answers in the order's words, doing nothing)
  const orderForm = { schema: { ...orderParam, body: form }, config: { csrfRefusedToHandler: true } };

  app.post('/sandbox/orders/:orderNo/complete', orderForm, async (req, reply) => {
    const m = req.member;
    if (!m) return html(reply, 401, loginFirstView(req, '결제할 수 없습니다', formReturnUrl(req)));
    if (!isLoggedIn(m)) return html(reply, 401, errorView(req, '결제할 수 없습니다', needActionMessage(m), '/'));
    if (req.csrfFormRefused) return staleOrderForm(req, reply, m, '결제할 수 없습니다');
    const input = placeInput(req, m, req.params.orderNo);
    const ticket = ticketOf(req, m, req.params.orderNo);
    try {
      let result;
      if (input) result = await placeAndCompleteOrder(db, app.config, input);
      else {
        // no ticket (or one past its time): only an order that already exists (made by createOrder, or
        // placed by this page in time) can be completed; an order page left open too long is told so
        // (it read '주문을 찾을 수 없습니다': none was placed)
        await findOrder(db, m.id, req.params.orderNo).catch((e: unknown) => {
          throw ticketExpired(ticket) ? conflict(ORDER_EXPIRED) : e;
        });
        result = await completeOrder(db, app.config, m, req.params.orderNo, req.site);
      }
      const { order, firstTime } = result;
      const lines = (order.resultLines ?? []).map((l) => `<li>${esc(l)}</li>`).join('');
      const words = orderWords(order.kind, order.amount);
      const popup = inPaymentPopup(req);
      return html(
        reply,
        200,
        page(
          words.title,
          `<h1>${words.done}</h1>${firstTime ? '' : '<p class="notice">이미 처리된 주문입니다. 처음 결과를 보여 드립니다.</p>'}
<dl><dt>상품</dt><dd data-field="title">${esc(order.title)}</dd><dt>결제 금액</dt><dd data-field="amount">${words.amount}</dd><dt>주문 번호</dt><dd>${esc(order.orderNo)}</dd></dl>
<ul data-field="result">${lines}</ul>${backRow(req, popup, order.returnUrl, { text: '포털로 돌아가기', primary: true }, `${words.done}. 이 창을 닫아 주세요.`)}${leaveMarker(order.returnUrl, 1500, completedResult(order), popup, getFulfilment(order.kind)?.resultStays === true)}`,
          { scriptSrc: LEAVE_SRC },
        ),
      );
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A refused completion (limit, holding cap, …): nothing was written; show the order again.
      if (input) {
        try {
          const q = await quoteOrder(db, app.config, input);
          return html(reply, e.status, await quoteView(req, input, q, e.message, (e.body as { code?: string } | null)?.code === REPEATED_ORDER_CODE));
        } catch {
          return html(reply, e.status, errorView(req, refusedTitle(input.kind, true), e.message, input.returnUrl));
        }
      }
      try {
        const order = await findOrder(db, m.id, req.params.orderNo);
        return html(reply, e.status, errorView(req, '결제할 수 없습니다', e.message, order.returnUrl));
      } catch {
        return html(reply, e.status, errorView(req, '결제할 수 없습니다', e.message, ticket?.r ?? '/'));
      }
    }
  });

  app.post('/sandbox/orders/:orderNo/cancel', orderForm, async (req, reply) => {
    const m = req.member;
    if (!m) return html(reply, 401, loginFirstView(req, '취소할 수 없습니다', formReturnUrl(req)));
    if (!isLoggedIn(m)) return html(reply, 401, errorView(req, '취소할 수 없습니다', needActionMessage(m), '/'));
    if (req.csrfFormRefused) return staleOrderForm(req, reply, m, '취소할 수 없습니다');
    try {
      const input = placeInput(req, m, req.params.orderNo);
      let order: OrderRow;
      if (input) order = await cancelPlacedOrder(db, app.config, input);
      else {
        await findOrder(db, m.id, req.params.orderNo);
        order = await cancelOrder(db, m, req.params.orderNo);
      }
      const words = dropWords(order);
      const popup = inPaymentPopup(req);
      const buttons = backRow(req, popup, order.returnUrl, { text: '돌아가기' }, '이 창을 닫아 주세요.');
      const result: PaymentResultMessage = { status: order.status === 'COMPLETED' ? 'COMPLETED' : 'CANCELLED', kind: order.kind, orderNo: order.orderNo };
      return html(reply, 200, page(words.title, `<h1>${words.title}</h1><p class="notice">${esc(words.message)}</p>${buttons}${leaveMarker(order.returnUrl, 1200, result, popup)}`, { scriptSrc: LEAVE_SRC }));
    } catch (e) {
      if (e instanceof ApiError) return html(reply, e.status, errorView(req, '취소할 수 없습니다', e.message, '/'));
      throw e;
    }
  });
}
