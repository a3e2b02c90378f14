// /api/money-transfer: status, recipient lookup, transfer (PUT), histories, indicator.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  Envelope, RecipientQuerySchema, RecipientSchema, TransferHistoryPageSchema, TransferHistoryQuerySchema, TransferIndicatorRequestSchema, TransferRequestSchema, TransferResultSchema,
  TransferStatusSchema,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { badRequest } from '../../lib/errors.js';
import { idempotent } from '../../lib/idempotency.js';
import { pageRequest } from '../../lib/paging.js';
import { lookupRecipient } from '../recipient.js';
import { TRANSFER_RECIPIENT_TEXTS } from './rules.js';
import { putIndicator, transferHistory, transferMoney, transferStatus } from './service.js';

export async function transferRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  // the transfer form's reads (its figures, the recipient check, the history): never another member's
  // beside the number the form shows
  app.get('/api/money-transfer/status', { config: { actsForShownMember: true }, schema: { response: { 200: Envelope(TransferStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await transferStatus(app.db, m));
  });

  // Who a SEND to this number reaches (masked nickname): the popup confirms it before sending.
  app.get('/api/money-transfer/recipient', { config: { actsForShownMember: true }, schema: { querystring: RecipientQuerySchema, response: { 200: Envelope(RecipientSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await lookupRecipient({ db: app.db, counters: app.counters, log: req.log }, m, req.query.memberNo, TRANSFER_RECIPIENT_TEXTS));
  });

  app.put('/api/money-transfer', { schema: { body: TransferRequestSchema, response: { 200: Envelope(TransferResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    const amount = BigInt(req.body.transferMoney);
    if (amount <= 0n) throw badRequest('금액은 0보다 커야 합니다.');
    const body = { destinationMemberNo: req.body.destinationMemberNo, transferMoney: amount, type: req.body.type, confirmRepeat: req.body.confirmRepeat === true };
    const done = body.type === 'RECEIVE' ? '머니 받기가 완료되었습니다.' : '머니 보내기가 완료되었습니다.';
    return ok(await idempotent(req, m.id, 'money-transfer', (tx, key) => transferMoney(tx, m, body, key)), done);
  });

  app.get('/api/money-transfer/histories', { config: { actsForShownMember: true }, schema: { querystring: TransferHistoryQuerySchema, response: { 200: Envelope(TransferHistoryPageSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await transferHistory(app.db, m, pageRequest(req.query)));
  });

  app.put('/api/money-transfer/indicator', { schema: { body: TransferIndicatorRequestSchema, response: { 200: Envelope(TransferStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    await app.db.transaction((tx) => putIndicator(tx, m, req.body.type, req.body.targets, { counters: app.counters, log: req.log }, new Date(), req.body.basis));
    return ok(await transferStatus(app.db, m));
  });
}
