// Test data of the championship area and a fake API answering its calls (jest only).
import type { ChampionshipCount, HpcChampionship, HpcMediaItem, HpcRankEntry, HpcRankList, Page, PcBangSubscription } from '@hanpan/contracts';
import type { FakeAnswer } from '@hanpan/platform/testing';

const H = 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A championship whose recruit window is [now-1h, now+recruitLeftMs). */
export function championship(overrides: Partial<HpcChampionship> = {}, now = Date.now(), recruitLeftMs = 2 * H): HpcChampionship {
  const end = now + recruitLeftMs;
  return {
    id: 3,
    name: '한판 포커 챔피언십 시즌 3',
    type: 'REGULAR',
    gameId: 'poker7',
    recruitStartTime: iso(now - H),
    recruitEndTime: iso(end),
    entryStartTime: iso(end + H),
    gameStartTime: iso(end + 2 * H),
    entryEndTime: iso(end + 3 * H),
    rebuyEndTime: iso(end + 4 * H),
    gameEndTime: iso(end + 6 * H),
    championshipEndTime: iso(end + 20 * H),
    applyCount: 3,
    phase: 'RECRUITING',
    applied: false,
    ...overrides,
  };
}

export const rankEntries = (n: number, from = 1, nick = (i: number) => `플레이어${String(i).padStart(3, '0')}`): HpcRankEntry[] =>
  Array.from({ length: n }, (_, i) => ({ rank: from + i, nickname: nick(from + i), score: String((1000 - i) * 1_000_000), prize: i < 3 ? '1000000000000' : null, gameId: 'poker7' }));

export const rankList = (entries: HpcRankEntry[], o: Partial<HpcRankList> = {}): HpcRankList => ({
  championshipId: 2, entries, page: 0, size: entries.length || 20, totalElements: entries.length, totalPages: entries.length ? 1 : 0, ...o,
});

export const mediaItems: HpcMediaItem[] = [
  { id: 1, title: '시즌 2 결승 하이라이트', url: '/static/hpc/s2-final.webm', thumbnailUrl: '/static/hpc/s2-final.jpg', displayAreaType: 'MAIN' },
  { id: 2, title: '시즌 2 명장면 모음', url: 'https://youtu.be/abcdEFGH123', thumbnailUrl: '/static/hpc/s2-best.jpg', displayAreaType: 'HIGHLIGHT' },
];

export const pcBang = (o: Partial<PcBangSubscription> = {}): PcBangSubscription => ({ subscribe: true, type: 'METER', ip: '203.0.113.10', name: '한판 PC방 강남점', receivableCapsuleFreeTicket: 1, ...o });
export const roundCount = (o: Partial<ChampionshipCount> = {}): ChampionshipCount => ({ round: 202605, count: 7, applied: false, startTime: '2026-04-30T15:00:00.000Z', endTime: '2026-05-31T15:00:00.000Z', ...o });

/** Answers every GET of the area with plausible data. */
export function hpcAnswer(url: string | undefined, method = 'get'): FakeAnswer {
  const u = url ?? '';
  if (method !== 'get') return { status: 404, message: '없음' };
  if (u === '/api/hpc/schedule') return { body: [championship(), championship({ id: 4, name: '한판 바둑이 챔피언십', gameId: 'baduki', phase: 'UPCOMING', applyCount: 0 }, Date.now() + 100 * H)] };
  if (u === '/api/hpc/coming-soon-text') return { body: { text: '바둑이 챔피언십 참가 신청이 곧 시작됩니다!', championshipId: 4 } };
  if (u.startsWith('/api/hpc/rank/top5')) return { body: rankList(rankEntries(5)) };
  if (u.startsWith('/api/hpc/rank/')) return { body: rankList(rankEntries(20), { totalElements: 100, totalPages: 5, size: 20 }) };
  if (u === '/api/hpc/media') return { body: mediaItems };
  if (u === '/api/hpc/championships/ended') {
    const page: Page<HpcChampionship> = { content: [championship({ id: 2, name: '시즌 2', phase: 'ENDED' }, Date.now() - 300 * H)], page: 0, size: 5, totalElements: 1, totalPages: 1 };
    return { body: page };
  }
  if (u.startsWith('/api/hpc/championships/')) return { body: championship({ id: Number(u.split('/').pop()), phase: 'ENDED' }, Date.now() - 300 * H) };
  if (u === '/api/pc-bang/subscription') return { body: pcBang() };
  if (u === '/api/pc-bang/championship/count') return { body: roundCount() };
  return { status: 404, message: '없음' };
}
