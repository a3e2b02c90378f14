// /api/events/... processors (the goldbox's participate opens it: ./goldbox.ts), weekly-gold prev-month results, targeting product, ongoing event,
// goldbox, MILEAGE / MONEY_TRANSFER status.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Envelope, EventProcessorQuerySchema, EventProcessorResultSchema, EventStatusUpdateSchema, EventTargetingProductSchema, GoldboxOpenResultSchema,
  GoldboxStatusSchema, OngoingEventSchema, OngoingEventStatusSchema, OngoingEventTypeSchema, WeeklyGoldPrevMonthResultSchema, Id, titled,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { idempotent } from '../../lib/idempotency.js';
import {
  goldboxStatus, ongoingEvent, ongoingEventStatus, openGoldboxLayer, runPostProcessor, runProcessor, setEventStatus, targetingProduct, weeklyGoldPrevMonth,
} from './service.js';

const NameParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9_-]{1,40}$', title: '이벤트 이름' }) });

export async function eventsRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/events/:name/processors', { schema: { params: NameParams, querystring: EventProcessorQuerySchema, response: { 200: Envelope(EventProcessorResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await runProcessor(app.db, m, req.params.name, req.query.processorName));
  });
  app.post('/api/events/:name/processors', { schema: { params: NameParams, body: EventProcessorQuerySchema, response: { 200: Envelope(EventProcessorResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    // Idempotency-Key: a retried goldbox opening answers with the first prize and gives nothing more
    const body = await idempotent(req, m.id, 'events.processor', (tx, idempotencyKey) => runPostProcessor(tx, m, req.params.name, req.body.processorName, { idempotencyKey }));
    return ok(body, body.prize ? '골드박스를 열었습니다.' : '이벤트에 참여했습니다.');
  });
  app.get('/api/events/weekly-gold/prev-month-results', { schema: { response: { 200: Envelope(WeeklyGoldPrevMonthResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await weeklyGoldPrevMonth(app.db, m.id));
  });
  app.get('/api/events/targeting-product', { schema: { response: { 200: Envelope(EventTargetingProductSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await targetingProduct(app.db, m.id));
  });
  app.get('/api/events/on-going-event/:id', { schema: { params: Type.Object({ id: Id({ title: '이벤트 번호' }) }), response: { 200: Envelope(OngoingEventSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await ongoingEvent(app.db, m, req.params.id));
  });
  app.get('/api/events/goldbox', { schema: { response: { 200: Envelope(GoldboxStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await goldboxStatus(app.db, m));
  });
  app.put('/api/events/goldbox/layer', { schema: { response: { 200: Envelope(GoldboxOpenResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => openGoldboxLayer(tx, m)));
  });
  app.get('/api/events/status', { schema: { response: { 200: Envelope(OngoingEventStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await ongoingEventStatus(app.db, m));
  });
  app.put('/api/events/status/:type', { schema: { params: Type.Object({ type: titled(OngoingEventTypeSchema, '이벤트 종류') }), body: EventStatusUpdateSchema, response: { 200: Envelope(OngoingEventStatusSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => setEventStatus(tx, m, req.params.type, req.body.status)));
  });
}
