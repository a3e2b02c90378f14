// Games: list with channels, maintenances, casino maintenance, launch (signed URL) and the game-client page.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { asc, eq } from 'drizzle-orm';
import {
  CasinoMaintenanceSchema,
  Envelope,
  GameLaunchQuerySchema,
  GameLaunchSchema,
  GameSchema,
  MaintenanceSchema,
  Text,
} from '@hanpan/contracts';
import { channels, games, hpcChampionships, members } from '../../db/schema/index.js';
import { TtlCache } from '../../lib/cache.js';
import { ok } from '../../lib/envelope.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { esc, page, staticScriptRoute } from '../../lib/html.js';
import { readWallet } from '../../lib/ledger.js';
import { formatKoreanUnits } from '../../lib/money.js';
import { requireMember } from '../../plugins/context.js';
import { CASINO_CHANNEL_ID, CASINO_GAME_IDS } from './catalog.js';
import {
  activeMaintenances,
  assertAdmission,
  assertNoMaintenance,
  assertNotRestricted,
  CHAMPIONSHIP_CHANNEL_CODE,
  championshipOfEvent,
  channelView,
  findChannel,
  isInMaintenance,
  maintenanceView,
  issueLaunch,
  verifyLaunchToken,
} from './service.js';

/** SPEC §8: a 403 whose message contains 'over19' is the adult-only answer. */
export const ADULT_ONLY_MESSAGE = '19세 이상 성인 인증을 마친 회원만 이용할 수 있는 게임입니다. (over19)';

const GAME_CLIENT_SCRIPT_SRC = '/game-client/exit.js';
/** 게임 종료 closes the game window; a window the portal did not open (a tab of its own) cannot be closed by script, so it goes back to the portal. */
const GAME_CLIENT_SCRIPT = `document.querySelector('[data-game-exit]').addEventListener('click',function(){window.close();setTimeout(function(){location.href='/';},300);});`;

export async function gameRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  const db = app.db;
  const cache = new TtlCache(5_000);

  app.get('/api/games', { schema: { response: { 200: Envelope(Type.Array(GameSchema)) } } }, async () => ok(await cache.get('games', loadGames)));
  async function loadGames() {
    const gameRows = await db.select().from(games).orderBy(asc(games.sortOrder));
    const channelRows = await db.select().from(channels).orderBy(asc(channels.gameId), asc(channels.sortOrder));
    const maint = await activeMaintenances(db);
    return gameRows.map((g) => ({
      id: g.id,
      className: g.className,
      name: g.name,
      isRemastered: g.isRemastered,
      hasOneChampionChannel: g.hasOneChampionChannel,
      isCasino: g.isCasino,
      inMaintenance: isInMaintenance(maint, g.id),
      channels: channelRows.filter((c) => c.gameId === g.id).map(channelView),
    }));
  }

  app.get('/api/games/maintenances', { schema: { response: { 200: Envelope(Type.Array(MaintenanceSchema)) } } }, async () =>
    ok((await activeMaintenances(db)).map(maintenanceView)),
  );

  app.get('/api/games/casino/all-maintenance', { schema: { response: { 200: Envelope(CasinoMaintenanceSchema) } } }, async () => {
    const maint = await activeMaintenances(db);
    const casino = maint.filter((m) => m.gameIds.some((g) => CASINO_GAME_IDS.includes(g.toUpperCase() as (typeof CASINO_GAME_IDS)[number])));
    return ok({
      isAllMaintenance: CASINO_GAME_IDS.every((id) => isInMaintenance(maint, id)),
      channelId: CASINO_CHANNEL_ID,
      maintenances: casino.map(maintenanceView),
    });
  });

  app.get(
    '/api/games/:gameId/launch',
    {
      // the game opens as the member the page shows, or not at all
      config: { actsForShownMember: true },
      schema: {
        params: Type.Object({ gameId: Type.String({ pattern: '^[A-Za-z0-9]{2,20}$', title: '게임' }) }),
        querystring: GameLaunchQuerySchema,
        response: { 200: Envelope(GameLaunchSchema) },
      },
    },
    async (req) => {
      const m = requireMember(req);
      const gameId = req.params.gameId.toLowerCase();
      const [game] = await db.select().from(games).where(eq(games.id, gameId)).limit(1);
      if (!game) throw notFound('존재하지 않는 게임입니다.');
      await assertNoMaintenance(db, game);
      // Casino games are for verified adults only: a 403 whose message carries 'over19' makes the
      // portal show its adult-only page (SPEC §8).
      if (game.isCasino && !m.adultVerifiedAt) throw forbidden(ADULT_ONLY_MESSAGE);
      await assertNotRestricted(db, m.id, game);
      const channel = await findChannel(db, gameId, req.query.channelId);
      if (!channel) throw notFound('존재하지 않는 채널입니다.');
      const wallet = await readWallet(db, m.id);
      assertAdmission(channel, wallet.money, m.rating);
      return ok(issueLaunch(app.config, { m: m.id, g: gameId, c: channel.code, mg: req.query.miniGame, ev: req.query.event, b: req.query.browser }));
    },
  );

  // 게임 종료: the page's CSP runs no inline handler, so the button is wired by this static script
  staticScriptRoute(app, GAME_CLIENT_SCRIPT_SRC, GAME_CLIENT_SCRIPT);

  // The "game client": a server page standing in for the real client. It trusts a valid signed
  // token — and, in a browser logged in to the portal, only that member's: a launch address seen by
  // someone else (a shared PC-bang seat, a pasted link) does not show another member's game.
  app.get('/game-client', { schema: { querystring: Type.Object({ token: Text(2000, { title: '게임 실행 정보' }) }) } }, async (req, reply) => {
    const v = verifyLaunchToken(req.query.token, app.config.launchSecret);
    reply.type('text/html; charset=utf-8');
    const refuse = (msg: string) =>
      reply.status(403).send(page('게임 실행 실패', `<h1>게임을 실행할 수 없습니다</h1><p class="error">${esc(msg)}</p><div class="row"><a class="btn secondary" href="/">포털로 돌아가기</a></div>`));
    if (!v.ok) return refuse(v.reason === 'expired' ? '게임 실행 정보가 만료되었습니다. 포털에서 다시 실행해 주세요.' : '올바르지 않은 게임 실행 정보입니다.');
    if (req.member && req.member.id !== v.claims.m) return refuse('지금 로그인한 회원의 게임 실행 정보가 아닙니다. 포털에서 다시 실행해 주세요.');
    const { claims } = v;
    const [member] = await db.select().from(members).where(eq(members.id, claims.m)).limit(1);
    const [game] = await db.select().from(games).where(eq(games.id, claims.g)).limit(1);
    const championshipId = claims.c === CHAMPIONSHIP_CHANNEL_CODE ? championshipOfEvent(claims.ev) : null;
    const [championship] = championshipId === null ? [] : await db.select({ name: hpcChampionships.name }).from(hpcChampionships).where(eq(hpcChampionships.id, championshipId)).limit(1);
    // a championship's room, or one of the game's channels
    const channel = championship
      ? { code: CHAMPIONSHIP_CHANNEL_CODE, name: championship.name, admissionLevel: '참가 신청한 회원' }
      : await findChannel(db, claims.g, claims.c);
    if (!member || !game || !channel) return reply.status(404).send(page('게임 실행 실패', '<h1>게임 정보를 찾을 수 없습니다</h1>'));
    const wallet = await readWallet(db, member.id);
    const extra = [claims.mg ? `<dt>미니게임</dt><dd>${esc(claims.mg)}</dd>` : '', claims.ev && !championship ? `<dt>이벤트</dt><dd>${esc(claims.ev)}</dd>` : ''].join('');
    return page(
      `${game.name} - ${channel.name}`,
      `<h1>${esc(game.name)} 게임 클라이언트</h1>
<p class="notice">${esc(channel.name)} 채널에 입장했습니다.</p>
<dl><dt>게임</dt><dd>${esc(game.name)}</dd><dt>채널</dt><dd data-channel="${esc(channel.code)}">${esc(channel.name)}</dd>
<dt>닉네임</dt><dd>${esc(member.nickname)}</dd><dt>보유 머니</dt><dd data-money="${wallet.money}">${esc(formatKoreanUnits(wallet.money))}</dd>
<dt>입장 조건</dt><dd>${esc(channel.admissionLevel)}</dd>${extra}</dl>
<div class="row"><button type="button" class="secondary" data-game-exit>게임 종료</button></div>`,
      { scriptSrc: GAME_CLIENT_SCRIPT_SRC },
    );
  });
}
