// The rankings of one ended championship: TOP 100, miracle shield and bonus rankings, each paged
// (zero-based, as the server) and searchable by nickname. Tab, page and nickname live in the
// address (?board=&page=&nickname=, ../rankingSearch): a reload, Back or a shared link shows the same view.
import { searchStatus } from '@hanpan/contracts/search';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { HpcRankEntry } from '@hanpan/contracts';
import { EmptyState, ErrorState, MoneyText, Paging, SkeletonTable, Table, Tabs, touchTarget, upTo, VisuallyHidden, type TableColumn } from '@hanpan/platform';
import { LightPanel, PastLastPage } from '../../../ui/hpcUi';
import { useHpcRanking } from '../hooks/useHpcRanking';
import { useRankingSearch } from '../hooks/useRankingSearch';
import { NICKNAME_MAX, type BoardKind } from '../rankingSearch';

const KINDS: readonly { key: BoardKind; label: string; empty: string }[] = [
  { key: 'top100', label: 'TOP 100', empty: '이 대회의 순위가 아직 집계되지 않았습니다.' },
  { key: 'miracle-shield', label: '미라클 실드', empty: '이 대회에는 미라클 실드 수상자가 없습니다.' },
  { key: 'bonus-rankings', label: '보너스 랭킹', empty: '이 대회에는 보너스 랭킹이 없습니다.' },
];
export const RANKING_PAGE_SIZE = 20;

/** One amount on one line ('985억 3,800만' broken in two reads as two numbers): on a phone the table scrolls sideways instead. */
const Amount = styled(MoneyText)`
  white-space: nowrap;
`;

const COLUMNS: readonly TableColumn<HpcRankEntry>[] = [
  { key: 'rank', header: '순위', align: 'center', render: (r) => r.rank },
  { key: 'nickname', header: '닉네임', render: (r) => r.nickname },
  { key: 'score', header: '점수', align: 'right', render: (r) => <Amount value={r.score} /> },
  { key: 'prize', header: '상금', align: 'right', render: (r) => (r.prize === null ? '-' : <Amount value={r.prize} />) },
];

/** The four columns fit a phone's card (QA: at 375 px the 상금 column was cut to '상', 15 px off): narrower cell sides there. */
const FitsPhone = styled.div`
  ${upTo.smallPhone} {
    && th,
    && td {
      padding-inline: ${({ theme }) => theme.space.xs};
    }
  }
`;

const Search = styled.form`
  display: flex;
  gap: 8px;
  margin: 12px 0;
  /* finger-sized on touch screens (the championship opens in the mobile frame too) */
  input,
  button {
    ${touchTarget}
  }
  input {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid #d1d5db;
    font-size: 14px;
  }
  button {
    padding: 8px 14px;
    border-radius: 6px;
    border: 0;
    background: #1f2937;
    color: #fff;
    cursor: pointer;
  }
`;


export function RankingBoard({ championshipId }: { championshipId: number }) {
  const { board: kind, page, nickname, setBoard, setPage, setNickname } = useRankingSearch();
  const ranking = useHpcRanking(kind, { championshipId, nickname, page, size: RANKING_PAGE_SIZE });
  const meta = KINDS.find((k) => k.key === kind)!;
  // the input starts from the address and follows it when it changes (Back, another championship)
  const [draft, setDraft] = useState(nickname);
  const [draftOf, setDraftOf] = useState(nickname);
  if (draftOf !== nickname) {
    setDraftOf(nickname);
    setDraft(nickname);
  }

  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setNickname(draft);
  };

  return (
    <LightPanel>
      {/* in the board from the start, past tab changes: a live region added with its words is often not read */}
      <VisuallyHidden role="status" data-testid="ranking-search-status">
        {searchStatus(nickname, ranking, '명')}
      </VisuallyHidden>
      <Tabs
        items={KINDS}
        value={kind}
        onChange={setBoard}
        aria-label="순위 종류"
      >
      <Search role="search" onSubmit={onSearch}>
        <input type="search" value={draft} maxLength={NICKNAME_MAX} onChange={(e) => setDraft(e.target.value)} placeholder="닉네임으로 찾기" aria-label="닉네임 검색" />
        <button type="submit">검색</button>
      </Search>
      {ranking.isPending ? (
        <SkeletonTable rows={8} columns={COLUMNS.length} />
      ) : ranking.isError ? (
        <ErrorState error={ranking.error} onRetry={() => void ranking.refetch()} />
      ) : ranking.data.entries.length === 0 && ranking.data.page > 0 && ranking.data.totalPages > 0 ? (
        <PastLastPage what="순위가" page={ranking.data.page} totalPages={ranking.data.totalPages} onLastPage={() => setPage(ranking.data.totalPages - 1, true)} />
      ) : ranking.data.entries.length === 0 ? (
        <EmptyState message={nickname ? `'${nickname}' 닉네임이 순위에 없습니다. 닉네임 일부로 다시 찾아보세요.` : meta.empty} />
      ) : (
        <>
          <FitsPhone>
            <Table showCaption caption={`${meta.label} · ${ranking.data.totalElements}명${nickname ? ` · '${nickname}' 검색 결과` : ''}`} columns={COLUMNS} rows={ranking.data.entries} rowKey={(r) => r.rank} stale={ranking.isPlaceholderData} />
          </FitsPhone>
          {ranking.data.totalPages > 1 && <Paging page={page} totalPages={ranking.data.totalPages} onChange={(p) => setPage(p)} aria-label={`${meta.label} 페이지`} />}
        </>
      )}
      </Tabs>
    </LightPanel>
  );
}
