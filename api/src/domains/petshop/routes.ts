// /api/membership/pet-shop (state, dress, undress), pet-shop/reward, totals and history.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Envelope, MembershipMoneyHistoryPageSchema, PetRewardRequestSchema, PetRewardResultSchema, PetShopDressRequestSchema,
  PetShopStateSchema, PetShopTotalBonusQuerySchema, PetShopTotalBonusSchema,
  pageFields,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { requirePlusMember } from '../membership/access.js';
import { ok } from '../../lib/envelope.js';
import { idempotent } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import { changeDress, petOptionTotalBonus, petShopHistory, petShopState, usePetReward } from './service.js';

export async function petShopRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const stateResponse = { 200: Envelope(PetShopStateSchema) };

  app.get('/api/membership/pet-shop', { schema: { response: stateResponse } }, async (req) => {
    const m = requireMember(req);
    return ok(await petShopState(app.db, m.id));
  });
  app.post('/api/membership/pet-shop', { schema: { body: PetShopDressRequestSchema, response: stateResponse } }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await app.db.transaction((tx) => changeDress(tx, m.id, req.body.itemCode, true)), '펫 아이템을 착용했습니다.');
  });
  app.put('/api/membership/pet-shop', { schema: { body: PetShopDressRequestSchema, response: stateResponse } }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await app.db.transaction((tx) => changeDress(tx, m.id, req.body.itemCode, false)), '펫 아이템을 해제했습니다.');
  });
  app.post('/api/membership/pet-shop/reward', { schema: { body: PetRewardRequestSchema, response: { 200: Envelope(PetRewardResultSchema) } } }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await idempotent(req, m.id, 'membership.pet-shop-reward', (tx, key) => usePetReward(tx, m.id, req.body.useCount, key)), '펫샵 보너스를 받았습니다.');
  });
  app.get('/api/membership/pet-shop-option-total-bonus-money', { schema: { querystring: PetShopTotalBonusQuerySchema, response: { 200: Envelope(PetShopTotalBonusSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await petOptionTotalBonus(app.db, m.id, req.query.optionMembershipId));
  });
  app.get('/api/membership/pet-shop-money-history', { schema: { querystring: Type.Object(pageFields(10)), response: { 200: Envelope(MembershipMoneyHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await petShopHistory(app.db, m.id, pageRequest(req.query)));
  });
}
