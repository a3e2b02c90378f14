// /api/vip/... grades, benefits (claimed once per VIP month), saved coins, first achievement, avatar mark.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AchievableGradeQuerySchema, AchievableGradeSchema, AvatarMarkRequestSchema, AvatarMarkSchema, Envelope, FirstAchievementSchema,
  SavedCoinHistoryPageSchema, SavedCoinHistoryQuerySchema, VipBenefitClaimRequestSchema, VipBenefitClaimResultSchema, VipBenefitDetailSchema,
  VipBenefitSchema, VipBenefitTypeSchema, VipExpectationQuerySchema, VipExpectationSchema, VipOpenedSchema,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { pageRequest } from '../../lib/paging.js';
import {
  achievableGrade, avatarMarkState, benefitDetail, claimBenefit, firstAchievement, isOpenedVip, putAvatarMark, savedCoinHistory, vipBenefits, vipExpectation,
} from './service.js';

export async function vipRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/vip/grades/expectation', { schema: { querystring: VipExpectationQuerySchema, response: { 200: Envelope(VipExpectationSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await vipExpectation(app.db, m, req.query.isExtendedTarget ?? false));
  });
  app.get('/api/vip/grades/achievable-grade', { schema: { querystring: AchievableGradeQuerySchema, response: { 200: Envelope(AchievableGradeSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await achievableGrade(app.db, app.config, m, req.query.category ?? 'PAYMENT'));
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
  const TypeParams = Type.Object({ type: VipBenefitTypeSchema });
  app.get('/api/vip/benefits/:type', { schema: { params: TypeParams, response: { 200: Envelope(VipBenefitDetailSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await benefitDetail(app.db, m, req.params.type));
  });
  app.post('/api/vip/benefits/:type', { schema: { params: TypeParams, body: VipBenefitClaimRequestSchema, response: { 200: Envelope(VipBenefitClaimResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const platform = req.body?.platform ?? 'PC';
    return ok(await app.db.transaction((tx) => claimBenefit(tx, m, req.params.type, platform)), '혜택을 받았습니다.');
  });
  app.get('/api/vip/:month/saved-coin-histories', {
    schema: { params: Type.Object({ month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }) }), querystring: SavedCoinHistoryQuerySchema, response: { 200: Envelope(SavedCoinHistoryPageSchema) } },
  }, async (req) => {
    const m = requireMember(req);
    return ok(await savedCoinHistory(app.db, m.id, req.params.month, pageRequest(req.query)));
  });
  app.get('/api/vip/first-achievement', { schema: { response: { 200: Envelope(FirstAchievementSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => firstAchievement(tx, m)));
  });
  app.get('/api/vip/opened', { schema: { response: { 200: Envelope(VipOpenedSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok({ isOpenedVip: isOpenedVip(m) });
  });
}
