// Championship (hpc): schedule with phases from the SPEC §3 times, history, rankings (paged,
// searchable by nickname), media, apply once inside the recruit window.
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { hpcApplications, hpcChampionships, hpcMedia, hpcRankings, type HpcChampionshipRow } from '../../db/schema/index.js';
import type { HpcChampionship, HpcPhase, HpcRankList } from '@hanpan/contracts';
import { notFound, ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { kstDaysBetween, kstDotDateTime, kstShortDateTime } from '../../lib/time.js';
import { GAMES } from '../games/catalog.js';
import { activeRestriction } from '../games/service.js';

export type { HpcPhase };

type PhaseTimes = Pick<HpcChampionshipRow, 'recruitStartTime' | 'recruitEndTime' | 'gameStartTime' | 'entryEndTime' | 'rebuyEndTime' | 'gameEndTime'>;

/** The phase at `now` (see HPC_PHASES in the contract for the rule). */
export function phaseOf(c: PhaseTimes, now: Date): HpcPhase {
  const t = now.getTime();
  if (t < c.recruitStartTime.getTime()) return 'UPCOMING';
  if (t < c.recruitEndTime.getTime()) return 'RECRUITING';
  if (t < c.gameStartTime.getTime()) return 'ENTRY';
  if (t < c.entryEndTime.getTime()) return 'IN_GAME';
  if (t < c.rebuyEndTime.getTime()) return 'REBUY';
  if (t < c.gameEndTime.getTime()) return 'IN_GAME';
  return 'ENDED';
}

export const CHAMPIONSHIP_NOT_FOUND = '대회를 찾을 수 없습니다. 대회 일정에서 다시 선택해 주세요.';

async function applyCounts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db.select({ id: hpcApplications.championshipId, n: count() }).from(hpcApplications).where(inArray(hpcApplications.championshipId, ids)).groupBy(hpcApplications.championshipId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

async function toDtos(db: DbOrTx, rows: HpcChampionshipRow[], memberId: number | null, now: Date): Promise<HpcChampionship[]> {
  const ids = rows.map((r) => r.id);
  const counts = await applyCounts(db, ids);
  const mine =
    memberId && rows.length
      ? new Set((await db.select({ id: hpcApplications.championshipId }).from(hpcApplications).where(and(eq(hpcApplications.memberId, memberId), inArray(hpcApplications.championshipId, ids)))).map((r) => r.id))
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

/** Championships not yet ended, soonest first (the first is the current one, the second the next). */
export async function schedule(db: DbOrTx, memberId: number | null, now = new Date()) {
  const rows = await db.select().from(hpcChampionships).where(gt(hpcChampionships.championshipEndTime, now)).orderBy(asc(hpcChampionships.recruitStartTime), asc(hpcChampionships.id));
  return toDtos(db, rows, memberId, now);
}

export async function recentEnded(db: DbOrTx, memberId: number | null, now = new Date(), limit = 5) {
  const rows = await db.select().from(hpcChampionships).where(lte(hpcChampionships.championshipEndTime, now)).orderBy(desc(hpcChampionships.championshipEndTime), desc(hpcChampionships.id)).limit(limit);
  return toDtos(db, rows, memberId, now);
}

/** Ended championships, newest first, paged (history). */
export async function endedPage(db: DbOrTx, memberId: number | null, page: PageRequest, now = new Date()) {
  const where = lte(hpcChampionships.championshipEndTime, now);
  const rows = await db.select().from(hpcChampionships).where(where).orderBy(desc(hpcChampionships.championshipEndTime), desc(hpcChampionships.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(hpcChampionships).where(where);
  return toPage(await toDtos(db, rows, memberId, now), page, Number(total?.n ?? 0));
}

/** One championship; an unknown id is the 404 page (it is the page's own id). */
export async function championshipById(db: DbOrTx, memberId: number | null, id: number, now = new Date()) {
  const [row] = await db.select().from(hpcChampionships).where(eq(hpcChampionships.id, id)).limit(1);
  if (!row) throw notFound(CHAMPIONSHIP_NOT_FOUND);
  const [dto] = await toDtos(db, [row], memberId, now);
  return dto!;
}

export type RankCategory = 'TOP' | 'MIRACLE_SHIELD' | 'BONUS';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rankings of a championship (default: the most recently ended one), at most `limit` ranks, paged
 * (`size` defaults to the limit) and filtered by part of a nickname. An unknown id is a 404.
 */
export async function rankings(
  db: DbOrTx,
  category: RankCategory,
  limit: number,
  q: { championshipId?: number; nickname?: string; page?: number; size?: number },
  now = new Date(),
): Promise<HpcRankList> {
  const size = Math.min(q.size ?? limit, limit);
  const page = q.page ?? 0;
  const none = (championshipId: number | null): HpcRankList => ({ championshipId, entries: [], page, size, totalElements: 0, totalPages: 0 });
  let id = q.championshipId ?? null;
  if (id === null) {
    const [last] = await db.select({ id: hpcChampionships.id }).from(hpcChampionships).where(lte(hpcChampionships.championshipEndTime, now)).orderBy(desc(hpcChampionships.championshipEndTime), desc(hpcChampionships.id)).limit(1);
    id = last?.id ?? null;
  } else {
    const [c] = await db.select({ id: hpcChampionships.id, end: hpcChampionships.championshipEndTime }).from(hpcChampionships).where(eq(hpcChampionships.id, id)).limit(1);
    if (!c) throw notFound(CHAMPIONSHIP_NOT_FOUND);
    // results are published when final, at 대회 종료 (/hpc/info): none before, whatever is written
    if (c.end > now) return none(id);
  }
  if (id === null) return none(null);
  const nickname = q.nickname?.trim();
  const where = and(
    eq(hpcRankings.championshipId, id),
    eq(hpcRankings.category, category),
    lte(hpcRankings.rank, limit),
    nickname ? ilike(hpcRankings.nickname, `%${escapeLike(nickname)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(hpcRankings).where(where);
  const rows = await db.select().from(hpcRankings).where(where).orderBy(asc(hpcRankings.rank), asc(hpcRankings.id)).limit(size).offset(page * size);
  const totalElements = Number(total?.n ?? 0);
  return {
    championshipId: id,
    entries: rows.map((r) => ({ rank: r.rank, nickname: r.nickname, score: r.score.toString(), prize: r.prize === null ? null : r.prize.toString(), gameId: r.gameId })),
    page,
    size,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
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
  return { text: next.comingSoonText ?? `${next.name} 참가 신청이 ${kstShortDateTime(next.recruitStartTime)}에 시작됩니다.`, championshipId: next.id };
}

/** Apply once inside the recruit window. An unknown id is a 422 (an action, not the page's own id). */
export async function applyChampionship(tx: Tx, memberId: number, championshipId: number, now = new Date()) {
  const [c] = await tx.select().from(hpcChampionships).where(eq(hpcChampionships.id, championshipId)).limit(1).for('update');
  if (!c) throw ruleError('ERROR_CHAMPIONSHIP_NOT_FOUND', CHAMPIONSHIP_NOT_FOUND, { championshipId });
  const phase = phaseOf(c, now);
  if (phase === 'UPCOMING') {
    throw ruleError('ERROR_RECRUIT_NOT_STARTED', `아직 참가 신청 기간이 아닙니다. ${kstShortDateTime(c.recruitStartTime)}부터 신청할 수 있습니다.`, { recruitStartTime: c.recruitStartTime.toISOString() });
  }
  if (phase !== 'RECRUITING') {
    throw ruleError('ERROR_RECRUIT_ENDED', `참가 신청 기간이 종료되었습니다. (${kstShortDateTime(c.recruitEndTime)} 마감)`, { recruitEndTime: c.recruitEndTime.toISOString() });
  }
  // a member restricted from the championship's game until after it starts could not play in it
  const restriction = await activeRestriction(tx, memberId, c.gameId, now, c.gameStartTime);
  if (restriction) {
    throw ruleError(
      'ERROR_RESTRICTED',
      `${GAMES.find((g) => g.id === c.gameId)?.name ?? c.gameId} 이용 제한이 ${kstDotDateTime(restriction.expiredDate)}까지라 ${kstDotDateTime(c.gameStartTime)}에 시작하는 대회에 참가 신청할 수 없습니다.`,
      { expiredDate: restriction.expiredDate.toISOString(), gameId: c.gameId },
    );
  }
  const inserted = await tx.insert(hpcApplications).values({ championshipId, memberId }).onConflictDoNothing().returning({ id: hpcApplications.id });
  if (inserted.length === 0) throw ruleError('ERROR_ALREADY_APPLIED', '이미 참가 신청한 대회입니다. 대회 시작 전에 입장 시간을 확인해 주세요.');
  const [n] = await tx.select({ n: count() }).from(hpcApplications).where(eq(hpcApplications.championshipId, championshipId));
  return { championshipId, applyCount: Number(n?.n ?? 0), applied: true };
}

/**
 * A championship's entry (HPC_ENTRY_RULE_TEXT: only its applicants enter), from entryStartTime until
 * entryEndTime; the launch (hpc routes) opens its game's championship room. Read only.
 */
export async function championshipEntry(db: DbOrTx, memberId: number, championshipId: number, now = new Date()): Promise<HpcChampionshipRow> {
  const [c] = await db.select().from(hpcChampionships).where(eq(hpcChampionships.id, championshipId)).limit(1);
  if (!c) throw ruleError('ERROR_CHAMPIONSHIP_NOT_FOUND', CHAMPIONSHIP_NOT_FOUND, { championshipId }, '대회 입장');
  const [applied] = await db.select({ id: hpcApplications.id }).from(hpcApplications).where(and(eq(hpcApplications.championshipId, championshipId), eq(hpcApplications.memberId, memberId))).limit(1);
  if (!applied) throw ruleError('ERROR_NOT_APPLIED', '참가 신청한 회원만 이 대회에 입장할 수 있습니다.', undefined, '대회 입장');
  if (now < c.entryStartTime) {
    throw ruleError('ERROR_ENTRY_NOT_STARTED', `아직 입장 시간이 아닙니다. ${kstShortDateTime(c.entryStartTime)}부터 입장할 수 있습니다.`, { entryStartTime: c.entryStartTime.toISOString() }, '대회 입장');
  }
  if (now >= c.entryEndTime) {
    throw ruleError('ERROR_ENTRY_ENDED', `입장 시간이 끝났습니다. (${kstShortDateTime(c.entryEndTime)} 마감) 결과는 대회 종료 뒤 역대 기록에서 확인해 주세요.`, { entryEndTime: c.entryEndTime.toISOString() }, '대회 입장');
  }
  return c;
}

/** The member's hpc event state (SPEC §3 Events hpc): the nearest championship not yet ended. */
export async function memberHpc(db: DbOrTx, memberId: number, now = new Date()) {
  const [first] = await schedule(db, memberId, now);
  return first ?? null;
}

/**
 * Demo data never expires: demo championships (seeded with a demo anchor) move forward by the whole
 * Korean days since they were anchored, keeping their times of day and their order. Runs when the
 * server starts (a write at start-up, never on a read); real championships have no anchor.
 */
export async function moveDemoChampionships(db: DbOrTx, now = new Date()): Promise<number> {
  const [row] = await db.select({ anchor: sql<Date>`min(${hpcChampionships.demoAnchor})`.mapWith(hpcChampionships.demoAnchor) }).from(hpcChampionships).where(isNotNull(hpcChampionships.demoAnchor));
  const anchor = row?.anchor ?? null;
  if (!anchor) return 0;
  const days = kstDaysBetween(anchor, now);
  if (days <= 0) return 0;
  const shift = sql`make_interval(days => ${days}::int)`;
  const moved = (col: SQLWrapper) => sql`${col} + ${shift}`;
  const r = await db
    .update(hpcChampionships)
    .set({
      recruitStartTime: moved(hpcChampionships.recruitStartTime),
      recruitEndTime: moved(hpcChampionships.recruitEndTime),
      entryStartTime: moved(hpcChampionships.entryStartTime),
      gameStartTime: moved(hpcChampionships.gameStartTime),
      entryEndTime: moved(hpcChampionships.entryEndTime),
      rebuyEndTime: moved(hpcChampionships.rebuyEndTime),
      gameEndTime: moved(hpcChampionships.gameEndTime),
      championshipEndTime: moved(hpcChampionships.championshipEndTime),
      demoAnchor: moved(hpcChampionships.demoAnchor),
    })
    // only rows still at the anchor read above: a second server starting at the same time moves nothing twice
    .where(eq(hpcChampionships.demoAnchor, anchor))
    .returning({ id: hpcChampionships.id });
  return r.length;
}
