// /api/over-money: the member's over-money store, its history and withdrawals (초과 머니 찾기).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope, OverMoneyHistoryPageSchema, OverMoneyHistoryQuerySchema, OverMoneyStateSchema, OverMoneyWithdrawRequestSchema, OverMoneyWithdrawResultSchema,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { idempotent } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import { formatKoreanUnits } from '../../lib/money.js';
import { withParticle } from '@hanpan/contracts/korean';
import { overMoneyHistory, overMoneyState, withdrawOverMoney } from './service.js';

export async function overMoneyRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/over-money', { schema: { response: { 200: Envelope(OverMoneyStateSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await overMoneyState(app.db, m.id));
  });

  app.get('/api/over-money/histories', { schema: { querystring: OverMoneyHistoryQuerySchema, response: { 200: Envelope(OverMoneyHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await overMoneyHistory(app.db, m.id, req.query.kind, pageRequest(req.query)));
  });

  app.post('/api/over-money/withdraw', { schema: { body: OverMoneyWithdrawRequestSchema, response: { 200: Envelope(OverMoneyWithdrawResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const requested = req.body.amount === undefined ? null : BigInt(req.body.amount);
    const r = await idempotent(req, m.id, 'over-money.withdraw', (tx, key) => withdrawOverMoney(tx, m.id, requested, key));
    return ok(r, `초과 머니 ${withParticle(formatKoreanUnits(BigInt(r.withdrawnMoney)), '을')} 찾았습니다.`);
  });
}
