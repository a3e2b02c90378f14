// /api/membership/bankbook, bankbook-money-history, auto-bankbook (+ reservation / change / cancel).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  AutoBankbookReservationRequestSchema, AutoBankbookSchema, BankbookQuerySchema, BankbookStateSchema, BankbookUseRequestSchema,
  BankbookUseResultSchema, Envelope, MembershipMoneyHistoryPageSchema,
  pageFields,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { requirePlusMember } from '../membership/access.js';
import { ok } from '../../lib/envelope.js';
import { idempotent } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import { autoBankbookState } from '../membership/service.js';
import { bankbookHistory, bankbookState, cancelAutoBankbook, changeAutoBankbook, reserveAutoBankbook, useBankbook } from './service.js';

export async function bankbookRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/membership/bankbook', { schema: { querystring: BankbookQuerySchema, response: { 200: Envelope(BankbookStateSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await bankbookState(app.db, m.id, req.query.plusAction ?? 'VIEW'));
  });

  app.post('/api/membership/bankbook', { schema: { body: BankbookUseRequestSchema, response: { 200: Envelope(BankbookUseResultSchema) } } }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await idempotent(req, m.id, 'membership.bankbook', (tx, key) => useBankbook(tx, m.id, req.body, key)), '통장을 사용했습니다.');
  });

  app.get('/api/membership/bankbook-money-history', { schema: { querystring: Type.Object(pageFields(10)), response: { 200: Envelope(MembershipMoneyHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await bankbookHistory(app.db, m.id, pageRequest(req.query)));
  });

  app.get('/api/membership/auto-bankbook', { schema: { response: { 200: Envelope(AutoBankbookSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await autoBankbookState(app.db, m.id));
  });

  const body = { body: AutoBankbookReservationRequestSchema, response: { 200: Envelope(AutoBankbookSchema) } };
  app.post('/api/membership/auto-bankbook/reservation', { schema: body }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await app.db.transaction((tx) => reserveAutoBankbook(tx, m.id, req.body.currentMembershipId, req.body.dateType ?? 'BENEFIT_DAY')), '자동 통장이 예약되었습니다.');
  });
  app.put('/api/membership/auto-bankbook/reservation/change', { schema: body }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await app.db.transaction((tx) => changeAutoBankbook(tx, m.id, req.body.currentMembershipId, req.body.dateType ?? 'BENEFIT_DAY')), '자동 통장 예약이 변경되었습니다.');
  });
  app.put('/api/membership/auto-bankbook/reservation/cancel', { schema: body }, async (req) => {
    const m = requirePlusMember(req);
    return ok(await app.db.transaction((tx) => cancelAutoBankbook(tx, m.id, req.body.currentMembershipId)), '자동 통장 예약이 취소되었습니다.');
  });
}
