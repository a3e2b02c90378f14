// /api/hpc/... schedule, rankings, media, coming-soon text, apply.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Envelope, HpcApplyResultSchema, HpcChampionshipListSchema, HpcChampionshipSchema, HpcComingSoonTextSchema, HpcMediaListSchema, HpcMediaQuerySchema,
  HpcRankListSchema, HpcRankQuerySchema,
} from '@hanpan/contracts';
import { requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { applyChampionship, comingSoonText, media, memberHpc, rankings, recentEnded, schedule, type RankCategory } from './service.js';

export async function hpcRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  // Public pages (the championship page is open to guests); `applied` needs a member.
  app.get('/api/hpc/schedule', { schema: { response: { 200: Envelope(HpcChampionshipListSchema) } } }, async (req) => ok(await schedule(app.db, req.member?.id ?? null)));
  app.get('/api/hpc/recent-ended-championships', { schema: { response: { 200: Envelope(HpcChampionshipListSchema) } } }, async (req) =>
    ok(await recentEnded(app.db, req.member?.id ?? null)),
  );
  const rank = (path: string, category: RankCategory, limit: number) =>
    app.get(path, { schema: { querystring: HpcRankQuerySchema, response: { 200: Envelope(HpcRankListSchema) } } }, async (req) =>
      ok(await rankings(app.db, category, limit, req.query.championshipId)),
    );
  rank('/api/hpc/rank/top5', 'TOP', 5);
  rank('/api/hpc/rank/top100', 'TOP', 100);
  rank('/api/hpc/rank/miracle-shield', 'MIRACLE_SHIELD', 100);
  rank('/api/hpc/rank/bonus-rankings', 'BONUS', 100);
  app.get('/api/hpc/media', { schema: { querystring: HpcMediaQuerySchema, response: { 200: Envelope(HpcMediaListSchema) } } }, async (req) => ok(await media(app.db, req.query.displayAreaType)));
  app.get('/api/hpc/coming-soon-text', { schema: { response: { 200: Envelope(HpcComingSoonTextSchema) } } }, async () => ok(await comingSoonText(app.db)));

  app.get('/api/hpc/me', { schema: { response: { 200: Envelope(Type.Union([HpcChampionshipSchema, Type.Null()])) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await memberHpc(app.db, m.id));
  });
  app.post('/api/hpc/:id/apply', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: Envelope(HpcApplyResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => applyChampionship(tx, m.id, req.params.id)), '대회 참가 신청이 완료되었습니다.');
  });
}
