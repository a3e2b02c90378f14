// /api/pc-bang/... subscription (by client address), championship count and apply per round.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ChampionshipApplyBodySchema, ChampionshipCountQuerySchema, ChampionshipCountSchema, Envelope, PcBangSubscriptionSchema } from '@hanpan/contracts';
import { ok } from '../../lib/envelope.js';
import { ApiError } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { requireMember } from '../../plugins/context.js';
import { applyRound, clientAddress, currentChampionshipRound, isValidRound, pcBangOf, roundCount } from './service.js';

const badRound = () => new ApiError(400, '회차는 YYYYMM 형식(예: 202612)이어야 합니다.');

export async function pcBangRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;

  app.get('/api/pc-bang/subscription', { schema: { response: { 200: Envelope(PcBangSubscriptionSchema) } } }, async (req) => {
    requireMember(req);
    return ok(await pcBangOf(db, await clientAddress(db, req)));
  });

  app.get('/api/pc-bang/championship/count', { schema: { querystring: ChampionshipCountQuerySchema, response: { 200: Envelope(ChampionshipCountSchema) } } }, async (req) => {
    const m = requireMember(req);
    const round = req.query.round ?? currentChampionshipRound();
    if (!isValidRound(round)) throw badRound();
    return ok(await roundCount(db, m.id, round));
  });

  app.post('/api/pc-bang/championship/apply', { schema: { body: ChampionshipApplyBodySchema, response: { 200: Envelope(ChampionshipCountSchema) } } }, async (req) => {
    const m = requireMember(req);
    if (!isValidRound(req.body.round)) throw badRound();
    const ip = await clientAddress(db, req);
    const r = await idempotent(req, m.id, 'championship.apply', (tx) => applyRound(tx, req.log, m.id, req.body.round, ip));
    return ok(r, 'PC방 챔피언십 신청이 완료되었습니다.');
  });
}
