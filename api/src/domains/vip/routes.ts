// /api/vip/... grades (public table), expectation, benefits (claimed once per VIP month), saved
// coins, payment history, first achievement, avatar mark, power chief and VIP voice.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AchievableGradeQuerySchema, AchievableGradeSchema, AvatarMarkRequestSchema, AvatarMarkSchema, Envelope, FirstAchievementSchema, PowerChiefClaimRequestSchema,
  PowerChiefClaimResultSchema, PowerChiefSchema, SavedCoinHistoryPageSchema, SavedCoinHistoryQuerySchema, VipBenefitClaimRequestSchema, VipBenefitClaimResultSchema,
  VipBenefitDetailSchema, VipBenefitSchema, VipBenefitTypeSchema, VipExpectationQuerySchema, VipExpectationSchema, VipGradesSchema, VipMonthSchema,
  VipOpenedSchema, VipPaymentHistoryPageSchema, VipPaymentHistoryQuerySchema, VipPaymentSummarySchema, VipVoicePageSchema, VipVoiceQuerySchema,
  VipVoiceRequestSchema, VipVoiceSchema, titled,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { idempotent, requireIdempotencyKey } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import {
  achievableGrade, avatarMarkState, benefitDetail, claimBenefit, firstAchievement, isOpenedVip, paymentHistory, paymentSummary, putAvatarMark, savedCoinHistory,
  vipBenefits, vipExpectation, vipGrades,
} from './service.js';
import { claimPowerChief, powerChief } from './power-chief.js';
import { sendVoice, voices } from './voice.js';

export async function vipRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/vip/grades', { schema: { response: { 200: Envelope(VipGradesSchema) } } }, async () => ok(vipGrades()));
  app.get('/api/vip/opened', { schema: { response: { 200: Envelope(VipOpenedSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok({ isOpenedVip: isOpenedVip(m) });
  });
  app.get('/api/vip/grades/expectation', { schema: { querystring: VipExpectationQuerySchema, response: { 200: Envelope(VipExpectationSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await vipExpectation(app.db, m, req.query.isExtendedTarget ?? false));
  });
  app.get('/api/vip/grades/achievable-grade', { schema: { querystring: AchievableGradeQuerySchema, response: { 200: Envelope(AchievableGradeSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await achievableGrade(app.db, app.config, m, req.query.category ?? 'PAYMENT'));
  });
  app.get('/api/vip/first-achievement', { schema: { response: { 200: Envelope(FirstAchievementSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await firstAchievement(app.db, m));
  });

  app.get('/api/vip/benefits', { schema: { response: { 200: Envelope(VipBenefitSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await vipBenefits(app.db, m));
  });
  app.get('/api/vip/benefits/avatar-mark', { schema: { response: { 200: Envelope(AvatarMarkSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await avatarMarkState(app.db, m));
  });
  app.post('/api/vip/benefits/avatar-mark', { schema: { body: AvatarMarkRequestSchema, response: { 200: Envelope(AvatarMarkSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => putAvatarMark(tx, m, req.body.avatarMarkCode, true)), '아바타 마크를 착용했습니다.');
  });
  app.put('/api/vip/benefits/avatar-mark', { schema: { body: AvatarMarkRequestSchema, response: { 200: Envelope(AvatarMarkSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => putAvatarMark(tx, m, req.body.avatarMarkCode, false)), '아바타 마크를 해제했습니다.');
  });
  const TypeParams = Type.Object({ type: titled(VipBenefitTypeSchema, '혜택 종류') });
  app.get('/api/vip/benefits/:type', { schema: { params: TypeParams, response: { 200: Envelope(VipBenefitDetailSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await benefitDetail(app.db, m, req.params.type));
  });
  app.post('/api/vip/benefits/:type', { schema: { params: TypeParams, body: VipBenefitClaimRequestSchema, response: { 200: Envelope(VipBenefitClaimResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const { type } = req.params;
    if (type === 'hancoin') requireIdempotencyKey(req);
    const platform = req.body.platform ?? 'PC';
    return ok(await idempotent(req, m.id, `vip.benefit.${type}`, (tx, key) => claimBenefit(tx, m, type, platform, key)), '혜택을 받았습니다.');
  });

  app.get('/api/vip/:month/saved-coin-histories', {
    schema: { params: Type.Object({ month: titled(VipMonthSchema, '적립 월') }), querystring: SavedCoinHistoryQuerySchema, response: { 200: Envelope(SavedCoinHistoryPageSchema) } },
  }, async (req) => {
    const m = requireMember(req);
    return ok(await savedCoinHistory(app.db, m.id, req.params.month, pageRequest(req.query)));
  });
  app.get('/api/vip/payment-summary', { schema: { response: { 200: Envelope(VipPaymentSummarySchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await paymentSummary(app.db, m));
  });
  app.get('/api/vip/payment-histories', { schema: { querystring: VipPaymentHistoryQuerySchema, response: { 200: Envelope(VipPaymentHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await paymentHistory(app.db, m.id, req.query.month, pageRequest(req.query)));
  });

  app.get('/api/vip/power-chief', { schema: { response: { 200: Envelope(PowerChiefSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await powerChief(app.db, m));
  });
  app.post('/api/vip/power-chief', { schema: { body: PowerChiefClaimRequestSchema, response: { 200: Envelope(PowerChiefClaimResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    requireIdempotencyKey(req);
    const platform = req.body.platform ?? 'PC';
    return ok(await idempotent(req, m.id, 'vip.power-chief', (tx, key) => claimPowerChief(tx, m, platform, key)), '파워 치프 보너스를 받았습니다.');
  });

  app.get('/api/vip/voices', { schema: { querystring: VipVoiceQuerySchema, response: { 200: Envelope(VipVoicePageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await voices(app.db, m.id, pageRequest(req.query)));
  });
  app.post('/api/vip/voices', { schema: { body: VipVoiceRequestSchema, response: { 200: Envelope(VipVoiceSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await idempotent(req, m.id, 'vip.voice', (tx) => sendVoice(tx, m, req.body)), 'VIP 데스크에 보냈습니다. 답변은 보통 1영업일 안에 드립니다.');
  });
}
