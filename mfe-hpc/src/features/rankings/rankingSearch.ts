// The ranking board's part of the history page's address (?board=&page=&nickname=): read with
// defaults for anything missing, invalid or hostile (a shared or typed link never breaks the page),
// written without the defaults so the plain page keeps its plain address. Pages are one-based in
// the address and zero-based everywhere else (the server's, SPEC §5).
import { searchTerm } from '@hanpan/contracts/search';
import { pageInAddress, pageOfAddress, searchWith } from '@hanpan/platform/address';
import type { RankingKind } from './api/rankingsQueries';

export type BoardKind = Exclude<RankingKind, 'top5'>;
export const BOARD_KINDS: readonly BoardKind[] = ['top100', 'miracle-shield', 'bonus-rankings'];
/** The nickname search's limit (HpcRankQuerySchema, the input's maxLength). */
export const NICKNAME_MAX = 20;
/** Deepest ranking page the server answers (HpcRankQuerySchema, zero-based). */
const MAX_RANKING_PAGE = 1000;

export interface RankingSearch {
  board: BoardKind;
  /** zero-based */
  page: number;
  nickname: string;
}

/** What the server may be asked for: no control characters, trimmed, at most NICKNAME_MAX long. */
export function cleanNickname(raw: string | null): string {
  return searchTerm(raw, NICKNAME_MAX);
}

export function readRankingSearch(params: URLSearchParams): RankingSearch {
  const board = params.get('board');
  return {
    board: BOARD_KINDS.find((k) => k === board) ?? 'top100',
    // past the last page → the last (the view says it is past the end)
    page: pageOfAddress(params.get('page'), MAX_RANKING_PAGE),
    nickname: cleanNickname(params.get('nickname')),
  };
}

/** `params` with the board's state written in (other keys kept: endedPage, a campaign's gclid …). */
export function writeRankingSearch(params: URLSearchParams, state: RankingSearch): URLSearchParams {
  return searchWith(params, {
    board: state.board === 'top100' ? undefined : state.board,
    page: pageInAddress(state.page),
    nickname: cleanNickname(state.nickname),
  });
}
