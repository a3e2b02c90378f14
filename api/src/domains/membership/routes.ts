// /api/membership/... (state, benefits, payments, items, vouchers, weekly gold, dealer discount,
// lucky flip) and /api/weekly-gold/accumulate-all-gold.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AccumulateAllGoldSchema, DiscountDealerHistoryPageSchema, DiscountDealerStateSchema, Envelope, LuckyFlipHistoryPageSchema,
  LuckyFlipResultSchema, MembershipItemSchema, MembershipMyBenefitsSchema, MembershipPaymentHistoryPageSchema,
  MembershipPaymentHistoryQuerySchema, MembershipPaymentSchema, MembershipUserSchema, MembershipVoucherPageSchema,
  MembershipVoucherProductSchema, MembershipVoucherQuerySchema, ProbabilityTableSchema, WeeklyGoldStateSchema,
  pageFields,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { requirePlusMember } from './access.js';
import { ok } from '../../lib/envelope.js';
import { idempotent } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import { eq } from 'drizzle-orm';
import { plusProducts } from '../../db/schema/index.js';
import { OPTION_PRODUCTS } from './catalogue.js';
import { hasContinuousDiscount } from './rules.js';
import { membershipUser, weeklyGoldState } from './service.js';
import { membershipItems, myVouchers, paymentHistory, voucherProducts } from './payments.js';
import { accumulatedGold, dealerDiscountHistory, dealerDiscountToday, drawLuckyFlip, luckyFlipHistory, probabilityTable } from './draw-service.js';

const PageQuery = Type.Object(pageFields(10));

export async function membershipRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/membership/me', { schema: { response: { 200: Envelope(MembershipUserSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await membershipUser(app.db, m.id));
  });

  app.get('/api/membership/me/benefits', { schema: { response: { 200: Envelope(MembershipMyBenefitsSchema) } } }, async (req) => {
    const m = requireMember(req);
    const u = await membershipUser(app.db, m.id);
    const optionTexts = new Map((await app.db.select({ code: plusProducts.code, description: plusProducts.description }).from(plusProducts).where(eq(plusProducts.type, 'OPTION'))).map((p) => [p.code, p.description]));
    const now = Date.now();
    const entries = [
      { key: 'bankbook', name: '출금 통장', active: u.mainCode !== '', endDateTime: u.endDate, description: `통장 ${u.benefits.monthlyRemainCount}회 남음` },
      { key: 'free-charging', name: '무료 충전', active: u.mainCode !== '', endDateTime: u.endDate, description: `오늘 ${u.benefits.dailyRemainCount}회 남음` },
      { key: 'continuous', name: '연속 이용 혜택', active: u.continuousBenefit, endDateTime: u.endDate, description: `연속 ${u.continuousUsageCount}회${hasContinuousDiscount(u.continuousGroupUsageCount) ? ` · ${u.continuousDiscountText}` : ''}` },
      ...OPTION_PRODUCTS.map((p) => {
        const held = u.options.find((o) => o.code === p.code);
        return {
          key: `${p.key}:${p.code}`,
          name: p.name,
          active: held !== undefined && Date.parse(held.endDate) > now,
          endDateTime: held?.endDate ?? null,
          description: optionTexts.get(p.code) ?? p.name,
        };
      }),
    ];
    return ok({ mainCode: u.mainCode, benefits: u.benefits, entries });
  });

  app.get('/api/membership/payments', { schema: { response: { 200: Envelope(Type.Array(MembershipPaymentSchema)) } } }, async (req) => {
    const m = requireMember(req);
    const page = await paymentHistory(app.db, m.id, { paidOnly: true }, { page: 0, size: 5, offset: 0 });
    return ok(page.content);
  });

  app.get('/api/membership/payment-history-page', { schema: { querystring: MembershipPaymentHistoryQuerySchema, response: { 200: Envelope(MembershipPaymentHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await paymentHistory(app.db, m.id, req.query, pageRequest(req.query)));
  });

  app.get('/api/membership/items', { schema: { response: { 200: Envelope(Type.Array(MembershipItemSchema)) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await membershipItems(app.db, m.id));
  });

  app.get('/api/membership/me/vouchers', { schema: { querystring: MembershipVoucherQuerySchema, response: { 200: Envelope(MembershipVoucherPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await myVouchers(app.db, m.id, req.query.useYn, pageRequest(req.query)));
  });

  app.get('/api/membership/vouchers', { schema: { response: { 200: Envelope(Type.Array(MembershipVoucherProductSchema)) } } }, async (req) => {
    requireMember(req);
    return ok(voucherProducts());
  });

  app.get('/api/membership/me/weekly-gold', { schema: { response: { 200: Envelope(WeeklyGoldStateSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await weeklyGoldState(app.db, m.id));
  });

  app.get('/api/weekly-gold/accumulate-all-gold', { schema: { response: { 200: Envelope(AccumulateAllGoldSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await accumulatedGold(app.db, m.id));
  });

  app.get('/api/membership/discount-dealer-amount', { schema: { response: { 200: Envelope(DiscountDealerStateSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await dealerDiscountToday(app.db, m.id));
  });

  app.get('/api/membership/discount-dealer-amount/history', { schema: { querystring: PageQuery, response: { 200: Envelope(DiscountDealerHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await dealerDiscountHistory(app.db, m.id, pageRequest(req.query)));
  });

  app.get('/api/membership/probabilities/:kind', {
    schema: { params: Type.Object({ kind: Type.Union([Type.Literal('lucky-flip'), Type.Literal('dealer-discount')], { title: '확률표 종류' }) }), response: { 200: Envelope(ProbabilityTableSchema) } },
  }, async (req) => ok(probabilityTable(req.params.kind)));

  app.post('/api/membership/lucky-flip', { schema: { response: { 200: Envelope(LuckyFlipResultSchema) } } }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await idempotent(req, m.id, 'membership.lucky-flip', (tx, key) => drawLuckyFlip(tx, m.id, key)));
  });

  app.get('/api/membership/lucky-flip-money-history', { schema: { querystring: PageQuery, response: { 200: Envelope(LuckyFlipHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await luckyFlipHistory(app.db, m.id, pageRequest(req.query)));
  });
}
