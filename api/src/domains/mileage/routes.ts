// /api/mileage/... current, exchange, gift (status, recipient lookup, send), daily and monthly histories, benefit.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope, isCalendarDate, MileageBenefitSchema, MileageCurrentSchema, MileageDailyPageSchema, MileageDailyQuerySchema, MileageExchangeRequestSchema,
  MileageExchangeResultSchema, MileageGiftRequestSchema, MileageGiftResultSchema, MileageGiftStatusSchema, MileageMonthlyQuerySchema, MileageMonthlySchema,
  RecipientQuerySchema, RecipientSchema,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { idempotent, requireIdempotencyKey } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import { earnsVipMileage } from '../vip/service.js';
import { lookupRecipient } from '../recipient.js';
import { GIFT_RECIPIENT_TEXTS } from './rules.js';
import { currentMileage, dailyHistory, exchangeMileage, giftMileage, giftStatus, mileageBenefit, monthlyHistory } from './service.js';

export async function mileageRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/mileage/current', { schema: { response: { 200: Envelope(MileageCurrentSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await currentMileage(app.db, m.id));
  });

  app.post('/api/mileage/exchange', { schema: { body: MileageExchangeRequestSchema, response: { 200: Envelope(MileageExchangeResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const mileage = BigInt(req.body.mileage);
    const body = { mileage, claimedHold: BigInt(req.body.currentHoldMileage), confirmRepeat: req.body.confirmRepeat === true };
    return ok(await idempotent(req, m.id, 'mileage.exchange', (tx, key) => exchangeMileage(tx, m.id, body, key)), '마일리지를 게임머니로 전환했습니다.');
  });

  app.get('/api/mileage/gift/status', { schema: { response: { 200: Envelope(MileageGiftStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await giftStatus(app.db, m.id));
  });

  // Who a gift to this number reaches (masked nickname): the popup confirms it before giving.
  // (the recipient check of the gift form: as its sender, the member the form shows)
  app.get('/api/mileage/gift/recipient', { config: { actsForShownMember: true }, schema: { querystring: RecipientQuerySchema, response: { 200: Envelope(RecipientSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await lookupRecipient({ db: app.db, counters: app.counters, log: req.log }, m, req.query.memberNo, GIFT_RECIPIENT_TEXTS));
  });

  // Gift (SEND) mileage to another member; one Idempotency-Key per player action.
  app.post('/api/mileage/gift', { schema: { body: MileageGiftRequestSchema, response: { 200: Envelope(MileageGiftResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    // mileage is not money to the ledger's key check, yet it exchanges into money: a retried gift without a key would give twice
    requireIdempotencyKey(req);
    const mileage = BigInt(req.body.mileage);
    if (mileage <= 0n) throw badRequest('마일리지는 0보다 커야 합니다.');
    const body = { destinationMemberNo: req.body.destinationMemberNo, mileage, confirmRepeat: req.body.confirmRepeat === true };
    return ok(await idempotent(req, m.id, 'mileage.gift', (tx, key) => giftMileage(tx, m, body, key)), '마일리지를 선물했습니다.');
  });

  app.get('/api/mileage/histories/daily', { schema: { querystring: MileageDailyQuerySchema, response: { 200: Envelope(MileageDailyPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    const { startDate, endDate } = req.query;
    if (!isCalendarDate(startDate)) throw badRequest('시작일이 올바르지 않습니다.');
    if (!isCalendarDate(endDate)) throw badRequest('종료일이 올바르지 않습니다.');
    if (startDate > endDate) throw badRequest('시작일은 종료일보다 늦을 수 없습니다.');
    return ok(await dailyHistory(app.db, m.id, startDate, endDate, pageRequest(req.query)));
  });

  app.get('/api/mileage/histories/monthly', { schema: { querystring: MileageMonthlyQuerySchema, response: { 200: Envelope(MileageMonthlySchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await monthlyHistory(app.db, m.id, req.query.year));
  });

  app.get('/api/mileage/benefit', { schema: { response: { 200: Envelope(MileageBenefitSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await mileageBenefit(app.db, m, await earnsVipMileage(app.db, m)));
  });
}
