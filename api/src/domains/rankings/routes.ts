// GET /api/rankings?rank=<rank name>: the richest members of one game rank (계급) of the
// visitor's publisher. Public and read-only (the home page's rank links show it to guests too).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { and, desc, eq, gte, lt, asc } from 'drizzle-orm';
import { Envelope, GAME_RANKS, RankingQuerySchema, RankingSchema, type Ranking } from '@hanpan/contracts';
import type { DbOrTx } from '../../db/client.js';
import { members, wallets } from '../../db/schema/index.js';
import { ok } from '../../lib/envelope.js';

/** [minimum, exclusive maximum | null] money of a rank. */
export function rankBand(name: string): { min: bigint; max: bigint | null } | null {
  const i = GAME_RANKS.findIndex((r) => r.name === name);
  if (i < 0) return null;
  return { min: BigInt(GAME_RANKS[i]!.minimumMoney), max: i === 0 ? null : BigInt(GAME_RANKS[i - 1]!.minimumMoney) };
}

export async function ranking(db: DbOrTx, publisher: string, rank: Ranking['rank'], size: number): Promise<Ranking> {
  const band = rankBand(rank)!;
  const rows = await db
    .select({ nickname: members.nickname, level: members.level, money: wallets.money })
    .from(wallets)
    .innerJoin(members, eq(members.id, wallets.memberId))
    .where(and(eq(members.publisher, publisher), gte(wallets.money, band.min), band.max === null ? undefined : lt(wallets.money, band.max)))
    .orderBy(desc(wallets.money), asc(members.memberNo))
    .limit(size);
  return {
    rank,
    minimumMoney: band.min.toString(),
    maximumMoney: band.max === null ? null : band.max.toString(),
    entries: rows.map((r, i) => ({ position: i + 1, nickname: r.nickname, level: r.level, money: r.money.toString() })),
  };
}

export async function rankingRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/rankings', { schema: { querystring: RankingQuerySchema, response: { 200: Envelope(RankingSchema) } } }, async (req) =>
    ok(await ranking(app.db, req.site.publisher, req.query.rank, req.query.size ?? 10)),
  );
}
