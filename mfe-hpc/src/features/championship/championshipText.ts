// Korean names of the championship phases and the SPEC §3 times, and the next time still ahead.
import type { HpcChampionship, HpcPhase, HpcTimeKey } from '@hanpan/contracts';
import { GAMES, type AnyGameId } from '@hanpan/platform';

export const PHASE_NAMES: Record<HpcPhase, string> = {
  UPCOMING: '모집 예정',
  RECRUITING: '참가 신청 중',
  ENTRY: '입장 대기',
  IN_GAME: '게임 진행 중',
  REBUY: '리바이 가능',
  ENDED: '종료',
};

/** Whether a championship's results are final (/hpc/info: at 대회 종료; from 게임 종료 until then they are counted). */
export const resultsFinal = (c: Pick<HpcChampionship, 'phase' | 'championshipEndTime'>, now: number): boolean => c.phase === 'ENDED' && Date.parse(c.championshipEndTime) <= now;

/** The phase in words; an ended game whose results are not final yet is '결과 집계 중', not '종료' beside a running countdown. */
export const phaseName = (c: Pick<HpcChampionship, 'phase' | 'championshipEndTime'>, now: number): string =>
  c.phase === 'ENDED' && !resultsFinal(c, now) ? '결과 집계 중' : PHASE_NAMES[c.phase];

/** The SPEC §3 times in the order they happen, with what the countdown runs to. */
export const TIME_LABELS: readonly { key: HpcTimeKey; label: string }[] = [
  { key: 'recruitStartTime', label: '참가 신청 시작' },
  { key: 'recruitEndTime', label: '참가 신청 마감' },
  { key: 'entryStartTime', label: '입장 시작' },
  { key: 'gameStartTime', label: '게임 시작' },
  { key: 'entryEndTime', label: '입장 마감' },
  { key: 'rebuyEndTime', label: '리바이 마감' },
  { key: 'gameEndTime', label: '게임 종료' },
  { key: 'championshipEndTime', label: '대회 종료' },
];

/** The first SPEC §3 time still ahead of `now`, or null when all have passed. */
export function nextMilestone(c: HpcChampionship, now: number): { key: HpcTimeKey; label: string; at: string } | null {
  for (const t of TIME_LABELS) if (Date.parse(c[t.key]) > now) return { ...t, at: c[t.key] };
  return null;
}

export function gameName(gameId: string): string {
  return (GAMES as Record<string, { name: string } | undefined>)[gameId as AnyGameId]?.name ?? gameId;
}
