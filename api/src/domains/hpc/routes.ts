// /api/hpc/... schedule, history, rankings, media, coming-soon text, apply; /static/hpc/* media files.
import path from 'node:path';
import { API_ROOT } from '../../db/client.js';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import { Type } from 'typebox';
import {
  Envelope, HpcApplyResultSchema, HpcChampionshipListSchema, HpcChampionshipPageSchema, HpcChampionshipSchema, HpcComingSoonTextSchema, HpcEndedQuerySchema,
  GameLaunchSchema, HpcIdParamsSchema, HpcMediaListSchema, HpcMediaQuerySchema, HpcRankListSchema, HpcRankQuerySchema,
} from '@hanpan/contracts';
import { loggedInMember, requireMember } from '../../plugins/context.js';
import { ok } from '../../lib/envelope.js';
import { pageRequest } from '../../lib/paging.js';
import { GAMES } from '../games/catalog.js';
import { assertNoMaintenance, assertNotRestricted, CHAMPIONSHIP_CHANNEL_CODE, championshipEvent, issueLaunch } from '../games/service.js';
import {
  applyChampionship, championshipById, championshipEntry, comingSoonText, endedPage, media, memberHpc, moveDemoChampionships, rankings, recentEnded, schedule, type RankCategory,
} from './service.js';

/** Shipped media files (thumbnails, the demo clip): api/assets/hpc (same depth from src/ and a compiled dist/). */
export const HPC_ASSETS_DIR = path.join(API_ROOT, 'assets/hpc');


export async function hpcRoutes(root: FastifyInstance) {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();

  // Demo championships follow the day the server starts (no write on any read).
  app.addHook('onReady', async () => {
    const moved = await moveDemoChampionships(app.db);
    if (moved > 0) app.log.info({ moved }, 'demo championships moved to today');
  });

  // Thumbnails and the demo clip (Range requests for the video player).
  await app.register(fastifyStatic, { root: HPC_ASSETS_DIR, prefix: '/static/hpc/', decorateReply: false, index: false, maxAge: 86_400_000, acceptRanges: true });

  // Public pages (the championship pages are open to guests); `applied` needs a logged-in member.
  app.get('/api/hpc/schedule', { schema: { response: { 200: Envelope(HpcChampionshipListSchema) } } }, async (req) => ok(await schedule(app.db, loggedInMember(req)?.id ?? null)));
  app.get('/api/hpc/recent-ended-championships', { schema: { response: { 200: Envelope(HpcChampionshipListSchema) } } }, async (req) =>
    ok(await recentEnded(app.db, loggedInMember(req)?.id ?? null)),
  );
  app.get('/api/hpc/championships/ended', { schema: { querystring: HpcEndedQuerySchema, response: { 200: Envelope(HpcChampionshipPageSchema) } } }, async (req) =>
    ok(await endedPage(app.db, loggedInMember(req)?.id ?? null, pageRequest(req.query, 10))),
  );
  app.get('/api/hpc/championships/:id', { schema: { params: HpcIdParamsSchema, response: { 200: Envelope(HpcChampionshipSchema) } } }, async (req) =>
    ok(await championshipById(app.db, loggedInMember(req)?.id ?? null, req.params.id)),
  );
  const rank = (url: string, category: RankCategory, limit: number) =>
    app.get(url, { schema: { querystring: HpcRankQuerySchema, response: { 200: Envelope(HpcRankListSchema) } } }, async (req) => ok(await rankings(app.db, category, limit, req.query)));
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
  // an applicant's way into the championship room (entry time only); the game's maintenance and a
  // restriction begun since the application refuse it as any launch
  app.get('/api/hpc/:id/entry', { config: { actsForShownMember: true }, schema: { params: HpcIdParamsSchema, response: { 200: Envelope(GameLaunchSchema) } } }, async (req) => {
    const m = requireMember(req);
    const c = await championshipEntry(app.db, m.id, req.params.id);
    const game = GAMES.find((g) => g.id === c.gameId) ?? { id: c.gameId, name: c.gameId };
    await assertNoMaintenance(app.db, game);
    await assertNotRestricted(app.db, m.id, game);
    return ok(issueLaunch(app.config, { m: m.id, g: c.gameId, c: CHAMPIONSHIP_CHANNEL_CODE, ev: championshipEvent(c.id) }));
  });
  app.post('/api/hpc/:id/apply', { schema: { params: HpcIdParamsSchema, response: { 200: Envelope(HpcApplyResultSchema) } } }, async (req) => {
    const m = requireMember(req);
    return ok(await app.db.transaction((tx) => applyChampionship(tx, m.id, req.params.id)), '대회 참가 신청이 완료되었습니다.');
  });
}
