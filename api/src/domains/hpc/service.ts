// Championship (hpc): schedule with phases from the SPEC §3 times, rankings, media, apply once
// inside the recruit window.
import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { hpcApplications, hpcChampionships, hpcMedia, hpcRankings, type HpcChampionshipRow } from '../../db/schema/index.js';
import type { HpcChampionship } from '@hanpan/contracts';
import { notFound, ruleError } from '../../lib/errors.js';

export type HpcPhase = 'UPCOMING' | 'RECRUITING' | 'WAITING' | 'PLAYING' | 'ENDED';

export function phaseOf(c: Pick<HpcChampionshipRow, 'recruitStartTime' | 'recruitEndTime' | 'gameStartTime' | 'championshipEndTime'>, now: Date): HpcPhase {
  const t = now.getTime();
  if (t < c.recruitStartTime.getTime()) return 'UPCOMING';
  if (t < c.recruitEndTime.getTime()) return 'RECRUITING';
  if (t < c.gameStartTime.getTime()) return 'WAITING';
  if (t < c.championshipEndTime.getTime()) return 'PLAYING';
  return 'ENDED';
}

async function applyCounts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.select({ id: hpcApplications.championshipId, n: count() }).from(hpcApplications).where(inArray(hpcApplications.championshipId, ids)).groupBy(hpcApplications.championshipId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function toDtos(db: DbOrTx, rows: HpcChampionshipRow[], memberId: number | null, now: Date): Promise<HpcChampionship[]> {
  const counts = await applyCounts(db, rows.map((r) => r.id));
  const mine = memberId && rows.length
    ? new Set((await db.select({ id: hpcApplications.championshipId }).from(hpcApplications).where(and(eq(hpcApplications.memberId, memberId), inArray(hpcApplications.championshipId, rows.map((r) => r.id))))).map((r) => r.id))
    : new Set<number>();
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    type: c.type,
    gameId: c.gameId,
    recruitStartTime: c.recruitStartTime.toISOString(),
    recruitEndTime: c.recruitEndTime.toISOString(),
    entryStartTime: c.entryStartTime.toISOString(),
    gameStartTime: c.gameStartTime.toISOString(),
    entryEndTime: c.entryEndTime.toISOString(),
    rebuyEndTime: c.rebuyEndTime.toISOString(),
    gameEndTime: c.gameEndTime.toISOString(),
    championshipEndTime: c.championshipEndTime.toISOString(),
    applyCount: counts.get(c.id) ?? 0,
    phase: phaseOf(c, now),
    applied: mine.has(c.id),
  }));
}

/** Championships not yet ended, soonest first. */
export async function schedule(db: DbOrTx, memberId: number | null, now = new Date()) {
  const rows = await db.select().from(hpcChampionships).where(gt(hpcChampionships.championshipEndTime, now)).orderBy(asc(hpcChampionships.recruitStartTime));
  return toDtos(db, rows, memberId, now);
}

export async function recentEnded(db: DbOrTx, memberId: number | null, now = new Date(), limit = 5) {
  const rows = await db.select().from(hpcChampionships).where(lte(hpcChampionships.championshipEndTime, now)).orderBy(desc(hpcChampionships.championshipEndTime)).limit(limit);
  return toDtos(db, rows, memberId, now);
}

export type RankCategory = 'TOP' | 'MIRACLE_SHIELD' | 'BONUS';

/** Rankings of a championship (default: the most recently ended one). */
export async function rankings(db: DbOrTx, category: RankCategory, limit: number, championshipId: number | undefined, now = new Date()) {
  let id = championshipId ?? null;
  if (id === null) {
    const [last] = await db.select({ id: hpcChampionships.id }).from(hpcChampionships).where(lte(hpcChampionships.championshipEndTime, now)).orderBy(desc(hpcChampionships.championshipEndTime)).limit(1);
    id = last?.id ?? null;
  } else {
    const [c] = await db.select({ id: hpcChampionships.id }).from(hpcChampionships).where(eq(hpcChampionships.id, id)).limit(1);
    if (!c) throw notFound('대회를 찾을 수 없습니다.');
  }
  if (id === null) return { championshipId: null, entries: [] };
  const rows = await db
    .select()
    .from(hpcRankings)
    .where(and(eq(hpcRankings.championshipId, id), eq(hpcRankings.category, category)))
    .orderBy(asc(hpcRankings.rank))
    .limit(limit);
  return {
    championshipId: id,
    entries: rows.map((r) => ({ rank: r.rank, nickname: r.nickname, score: r.score.toString(), prize: r.prize === null ? null : r.prize.toString(), gameId: r.gameId })),
  };
}

export async function media(db: DbOrTx, displayAreaType: string | undefined) {
  const rows = await db
    .select()
    .from(hpcMedia)
    .where(displayAreaType ? eq(hpcMedia.displayAreaType, displayAreaType) : undefined)
    .orderBy(asc(hpcMedia.sortOrder), asc(hpcMedia.id));
  return rows.map((r) => ({ id: r.id, title: r.title, url: r.url, thumbnailUrl: r.thumbnailUrl, displayAreaType: r.displayAreaType }));
}

export async function comingSoonText(db: DbOrTx, now = new Date()) {
  const [next] = await db.select().from(hpcChampionships).where(gt(hpcChampionships.recruitStartTime, now)).orderBy(asc(hpcChampionships.recruitStartTime)).limit(1);
  if (!next) return { text: '다음 대회 일정이 곧 공개됩니다.', championshipId: null };
  const k = new Date(next.recruitStartTime.getTime() + 9 * 3600_000);
  const when = `${k.getUTCMonth() + 1}월 ${k.getUTCDate()}일`;
  return { text: next.comingSoonText ?? `${next.name} 참가 신청이 ${when}에 시작됩니다.`, championshipId: next.id };
}

export async function applyChampionship(tx: Tx, memberId: number, championshipId: number, now = new Date()) {
  const [c] = await tx.select().from(hpcChampionships).where(eq(hpcChampionships.id, championshipId)).limit(1).for('update');
  if (!c) throw notFound('대회를 찾을 수 없습니다.');
  const phase = phaseOf(c, now);
  if (phase === 'UPCOMING') throw ruleError('ERROR_RECRUIT_NOT_STARTED', '아직 참가 신청 기간이 아닙니다.', { recruitStartTime: c.recruitStartTime.toISOString() });
  if (phase !== 'RECRUITING') throw ruleError('ERROR_RECRUIT_ENDED', '참가 신청 기간이 종료되었습니다.', { recruitEndTime: c.recruitEndTime.toISOString() });
  const inserted = await tx.insert(hpcApplications).values({ championshipId, memberId }).onConflictDoNothing().returning({ id: hpcApplications.id });
  if (inserted.length === 0) throw ruleError('ERROR_ALREADY_APPLIED', '이미 참가 신청한 대회입니다.');
  const [n] = await tx.select({ n: count() }).from(hpcApplications).where(eq(hpcApplications.championshipId, championshipId));
  return { championshipId, applyCount: Number(n?.n ?? 0), applied: true };
}

/** The member's hpc event state (SPEC §3 Events hpc): the nearest championship not yet ended. */
export async function memberHpc(db: DbOrTx, memberId: number, now = new Date()) {
  const [first] = await schedule(db, memberId, now);
  return first ?? null;
}
