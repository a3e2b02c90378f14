// Payment sandbox pages (server-rendered Korean HTML). GET shows the order; 결제 completes it once;
// 취소 leaves nothing changed. Popups refresh their opener and close; otherwise we return to the portal.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { OrderRow } from '../db/schema/index.js';
import { ApiError } from '../lib/errors.js';
import { csrfField, esc, page } from '../lib/html.js';
import { getLimitState } from '../lib/limits.js';
import { formatWon } from '../lib/money.js';
import { safeReturnUrl } from '../lib/urls.js';
import { cancelOrder, completeOrder, createOrder, findOrder } from './orders.js';
import './fulfilments.js';

const RETURN_KEYS = ['redirectUri', 'returnUrl', 'callbackUrl', 'nextUrl'];

function queryParams(q: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) {
    if (typeof v === 'string' && k.length <= 40) out[k] = v.slice(0, 300);
  }
  return out;
}

/** Script for result pages: in a popup, refresh the opener and close; else go back to the portal. */
function leaveScript(returnUrl: string, delayMs: number): string {
  return `(function(){var u=${JSON.stringify(returnUrl)};if(window.opener&&!window.opener.closed){try{window.opener.location.reload();}catch(e){}setTimeout(function(){window.close();},${delayMs});}else{setTimeout(function(){location.href=u;},${delayMs});}})();`;
}

export async function sandboxRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const html = (reply: FastifyReply, status: number, body: string) => reply.status(status).type('text/html; charset=utf-8').send(body);

  const errorView = (title: string, message: string, returnUrl: string) =>
    page(title, `<h1>${esc(title)}</h1><p class="error" role="alert">${esc(message)}</p><div class="row"><a class="btn secondary" href="${esc(returnUrl)}" data-action="back">돌아가기</a></div>`);

  async function orderView(req: FastifyRequest, order: OrderRow, error?: string): Promise<string> {
    const limit = await getLimitState(db, app.config, order.memberId);
    const lines = order.lines.map((l) => `<li>${esc(l)}</li>`).join('');
    const paid = order.amount > 0n;
    const over = paid && order.amount > limit.remaining;
    return page(
      `주문 확인 - ${order.title}`,
      `<h1>주문 확인</h1>${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<dl><dt>상품</dt><dd data-field="title">${esc(order.title)}</dd><dt>결제 금액</dt><dd data-field="amount">${paid ? `${formatWon(order.amount)}원` : '무료 (보유 상품 사용)'}</dd>
${paid ? `<dt>남은 구매 한도</dt><dd data-field="remaining">${formatWon(limit.remaining)}원</dd>` : ''}<dt>주문 번호</dt><dd>${esc(order.orderNo)}</dd></dl>
<ul>${lines}</ul>${over ? `<p class="error">남은 구매 한도(${formatWon(limit.remaining)}원)를 초과하는 주문입니다.</p>` : ''}
<div class="row">
<form method="post" action="/sandbox/orders/${esc(order.orderNo)}/cancel" style="flex:1;display:flex">${csrfField(req.csrfToken)}<button class="secondary" type="submit">취소</button></form>
<form method="post" action="/sandbox/orders/${esc(order.orderNo)}/complete" style="flex:1;display:flex">${csrfField(req.csrfToken)}<button class="primary" type="submit">${paid ? '결제' : '사용'}</button></form>
</div><p><small>테스트 결제 환경입니다. 실제 요금이 청구되지 않습니다.</small></p>`,
    );
  }

  /** Shared GET handler: login → (partner Mac block) → quote → order page. */
  async function start(req: FastifyRequest, reply: FastifyReply, kind: string, extra: Record<string, string> = {}) {
    const params = { ...queryParams(req.query), ...extra };
    const returnUrl = safeReturnUrl(RETURN_KEYS.map((k) => params[k]).find(Boolean), req.hostname, app.config.portalHosts);
    const m = req.member;
    if (!m || (m.publisher === 'partner' && m.loginStatusCode !== 'LOGIN')) {
      return reply.redirect(`/idp/login?nextUrl=${encodeURIComponent(req.url)}`);
    }
    if (req.site.publisher === 'partner' && /Mac OS X|Macintosh/i.test(String(req.headers['user-agent'] ?? ''))) {
      return html(reply, 403, errorView('결제할 수 없습니다', '맥(Mac)OS 환경에서는 서비스를 지원하지 않습니다.', returnUrl));
    }
    try {
      const order = await createOrder(db, app.config, { member: m, kind, params, site: req.site, returnUrl });
      return html(reply, 200, await orderView(req, order));
    } catch (e) {
      if (e instanceof ApiError) return html(reply, e.status, errorView('주문할 수 없습니다', e.message, returnUrl));
      throw e;
    }
  }

  const anyQuery = { querystring: Type.Record(Type.String(), Type.String()) };
  app.get('/services/membership/payments/subscription/:action', { schema: { ...anyQuery, params: Type.Object({ action: Type.Union([Type.Literal('change'), Type.Literal('registration'), Type.Literal('change-method')]) }) } }, (req, reply) =>
    start(req, reply, `membership-${req.params.action}`),
  );
  app.get('/services/:kind/payments', { schema: { ...anyQuery, params: Type.Object({ kind: Type.String({ pattern: '^[a-z0-9-]{2,40}$' }) }) } }, (req, reply) =>
    start(req, reply, req.params.kind),
  );
  app.get('/register/enrollSubscription.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'enroll-subscription'));
  app.get('/register/register.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'voucher-register'));
  app.get('/register/useToken.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'use-token'));
  app.get('/autobankbook/autobankbook.nhn', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook'));
  app.get('/auto-bankbook/reservation', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook-reservation'));
  app.get('/auto-bankbook/reservation/change', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook-reservation-change'));
  app.get('/auto-bankbook/reservation/cancel', { schema: anyQuery }, (req, reply) => start(req, reply, 'auto-bankbook-reservation-cancel'));
  const idParam = { ...anyQuery, params: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,12}$' }) }) };
  app.get('/use/:id', { schema: idParam }, (req, reply) => start(req, reply, 'use-item', { id: req.params.id }));
  app.get('/use/:id/membership', { schema: idParam }, (req, reply) => start(req, reply, 'use-membership-item', { id: req.params.id }));
  app.get('/payments/charge', { schema: anyQuery }, (req, reply) => start(req, reply, 'charge'));

  const orderParam = { params: Type.Object({ orderNo: Type.String({ pattern: '^[A-Z0-9]{4,40}$' }) }) };

  app.post('/sandbox/orders/:orderNo/complete', { schema: orderParam }, async (req, reply) => {
    const m = req.member;
    if (!m) return html(reply, 401, errorView('결제할 수 없습니다', '로그인 후, 이용해 주세요.', '/'));
    try {
      const { order, firstTime } = await completeOrder(db, app.config, m, req.params.orderNo);
      const lines = (order.resultLines ?? []).map((l) => `<li>${esc(l)}</li>`).join('');
      return html(
        reply,
        200,
        page(
          '결제 완료',
          `<h1>${order.amount > 0n ? '결제가 완료되었습니다' : '사용이 완료되었습니다'}</h1>${firstTime ? '' : '<p class="notice">이미 처리된 주문입니다. 처음 결과를 보여 드립니다.</p>'}
<dl><dt>상품</dt><dd data-field="title">${esc(order.title)}</dd><dt>결제 금액</dt><dd data-field="amount">${formatWon(order.amount)}원</dd><dt>주문 번호</dt><dd>${esc(order.orderNo)}</dd></dl>
<ul data-field="result">${lines}</ul><div class="row"><a class="btn primary" href="${esc(order.returnUrl)}" data-action="back">포털로 돌아가기</a></div>`,
          { script: leaveScript(order.returnUrl, 1500) },
        ),
      );
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A refused completion (limit, holding cap, …): show the order again with the reason.
      try {
        const order = await findOrder(db, m.id, req.params.orderNo);
        if (order.status === 'PENDING') return html(reply, e.status, await orderView(req, order, e.message));
        return html(reply, e.status, errorView('결제할 수 없습니다', e.message, order.returnUrl));
      } catch {
        return html(reply, e.status, errorView('결제할 수 없습니다', e.message, '/'));
      }
    }
  });

  app.post('/sandbox/orders/:orderNo/cancel', { schema: orderParam }, async (req, reply) => {
    const m = req.member;
    if (!m) return html(reply, 401, errorView('취소할 수 없습니다', '로그인 후, 이용해 주세요.', '/'));
    try {
      const order = await cancelOrder(db, m, req.params.orderNo);
      const msg = order.status === 'COMPLETED' ? '이미 결제가 완료된 주문이라 취소되지 않았습니다.' : '결제를 취소했습니다. 아무것도 변경되지 않았습니다.';
      return html(
        reply,
        200,
        page('결제 취소', `<h1>결제 취소</h1><p class="notice">${esc(msg)}</p><div class="row"><a class="btn secondary" href="${esc(order.returnUrl)}" data-action="back">돌아가기</a></div>`, {
          script: leaveScript(order.returnUrl, 1200),
        }),
      );
    } catch (e) {
      if (e instanceof ApiError) return html(reply, e.status, errorView('취소할 수 없습니다', e.message, '/'));
      throw e;
    }
  });
}
