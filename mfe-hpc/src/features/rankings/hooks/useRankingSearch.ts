// The ranking board's state (tab, page, searched nickname) kept in the address, so a reload, Back
// or a shared link shows the same view — and the server renders the same one as the browser.
import { useSearchParams } from '@hanpan/platform';
import { readRankingSearch, writeRankingSearch, type BoardKind, type RankingSearch } from '../rankingSearch';

export function useRankingSearch() {
  const [params, setParams] = useSearchParams();
  const state = readRankingSearch(params);

  const update = (next: RankingSearch, replace: boolean) => {
    const search = writeRankingSearch(params, next);
    // nothing changed (the open tab clicked again, the same search): no history entry, no scroll to the top
    if (search.toString() === params.toString()) return;
    setParams(search, { replace });
  };

  return {
    ...state,
    /** Another tab from its first page (the search stays); Back returns to the previous tab. */
    setBoard: (board: BoardKind) => update({ ...state, board, page: 0 }, false),
    /** `replace` for a correction (a page past the last one), not a step the player took. */
    setPage: (page: number, replace = false) => update({ ...state, page }, replace),
    /** A submitted search, from the first page (typing alone does not touch the address; writing cleans it). */
    setNickname: (nickname: string) => update({ ...state, nickname, page: 0 }, false),
  };
}
