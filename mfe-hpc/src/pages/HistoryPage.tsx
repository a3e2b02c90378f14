// /hpc/history/:championshipId?: ended championships (paged, newest first) and the rankings of the
// chosen one (TOP 100, miracle shield, bonus — paged, searchable by nickname). The id in the path is
// the page's own: anything but a known championship is the 404 page.
// The rest of the view is in the address, so a reload, Back or a shared link shows it again (and the
// server renders what the browser will): ?endedPage= the list's page, ?board= top100 (default) |
// miracle-shield | bonus-rankings, ?page= the board's page, ?nickname= the searched nickname.
// Pages are one-based there (zero-based in code and API); defaults are left out of the address, and
// a missing, invalid or hostile value reads as its default — and, once the page runs in the browser,
// is written back as what was read (the address is replaced: no history entry). A list link keeps
// endedPage (the list stays on the page holding it) and drops the board's keys (a new championship
// starts at TOP 100).
import { useEffect } from 'react';
import styled from 'styled-components';
import type { HpcChampionship } from '@hanpan/contracts';
import { EmptyState, ErrorState, formatCount, formatKoreanDateTime, Link, Paging, type PortalRoute, serverNow, Skeleton, staleMarks, upTo, useLocation, useNotFoundPage, useSearchParams } from '@hanpan/platform';
import { useHpcChampionship } from '../features/championship/hooks/useHpcChampionship';
import { useHpcEndedChampionships } from '../features/championship/hooks/useHpcEndedChampionships';
import { gameName, phaseName, resultsFinal } from '../features/championship/championshipText';
import { RankingBoard } from '../features/rankings/components/RankingBoard';
import { pageInAddress, pageOfAddress, searchWith } from '@hanpan/platform/address';
import { readRankingSearch, writeRankingSearch } from '../features/rankings/rankingSearch';
import { Card, GOLD, HpcPageHead, LightPanel, Muted, PastLastPage } from '../ui/hpcUi';

const MAX_ID = 2147483647;
const ENDED_PAGE_SIZE = 5;
/** Deepest ended-list page the server answers (HpcEndedQuerySchema, zero-based). */
const MAX_ENDED_PAGE = 100000;

/** The id in /hpc/history/:id — undefined without one, null when it cannot be a championship id. */
export function historyIdOf(pathname: string): number | null | undefined {
  const m = /^\/hpc\/history\/([^/]+)\/?$/i.exec(pathname);
  if (!m) return undefined;
  const raw = decodeURIComponent(m[1]!);
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > MAX_ID) return null;
  return Number(raw);
}

const Layout = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2.4fr);
  align-items: start;
  ${upTo.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  a {
    display: block;
    padding: 10px 12px;
    border-radius: 8px;
    background: #0f172a;
    text-decoration: none;
  }
  a[aria-current='page'] {
    outline: 2px solid ${GOLD};
  }
  small {
    display: block;
    color: #94a3b8;
  }
`;

function EndedList({ selectedId }: { selectedId: number | null }) {
  const [params, setParams] = useSearchParams();
  const page = pageOfAddress(params.get('endedPage'), MAX_ENDED_PAGE);
  const ended = useHpcEndedChampionships(page, ENDED_PAGE_SIZE);
  // the list's page, the board left as it is; `replace` for a correction, not a step the player took
  const setPage = (next: number, replace = false) => {
    setParams(searchWith(params, { endedPage: pageInAddress(next) }), { replace });
  };
  // a championship's link keeps the list's page (of the items shown) and starts the board fresh
  const linkTo = (id: number, shownPage: number) => `/hpc/history/${id}${shownPage > 0 ? `?endedPage=${shownPage + 1}` : ''}`;
  return (
    <Card aria-labelledby="hpc-ended-title">
      <h2 id="hpc-ended-title">지난 대회</h2>
      {ended.isPending ? (
        <Skeleton lines={5} label="지난 대회를 불러오는 중" />
      ) : ended.isError ? (
        <LightPanel>
          <ErrorState error={ended.error} onRetry={() => void ended.refetch()} />
        </LightPanel>
      ) : ended.data.content.length === 0 && ended.data.page > 0 && ended.data.totalPages > 0 ? (
        <LightPanel>
          <PastLastPage what="지난 대회가" page={ended.data.page} totalPages={ended.data.totalPages} onLastPage={() => setPage(ended.data.totalPages - 1, true)} />
        </LightPanel>
      ) : ended.data.content.length === 0 ? (
        <LightPanel>
          <EmptyState message="아직 끝난 대회가 없습니다. 대회 일정에서 다음 대회를 확인해 주세요." />
        </LightPanel>
      ) : (
        <>
          {/* the page before's championships while the next page loads: dimmed and out of reach */}
          <List {...staleMarks(ended.isPlaceholderData)}>
            {ended.data.content.map((c) => (
              <li key={c.id}>
                <Link to={linkTo(c.id, ended.data.page)} aria-current={c.id === (selectedId ?? (ended.data.page === 0 ? ended.data.content[0]?.id : null)) ? 'page' : undefined}>
                  {c.name}
                  <small>
                    {gameName(c.gameId)} · {formatKoreanDateTime(c.gameStartTime)}
                  </small>
                </Link>
              </li>
            ))}
          </List>
          {ended.data.totalPages > 1 && <Paging page={page} totalPages={ended.data.totalPages} onChange={(p) => setPage(p)} aria-label="지난 대회 페이지" />}
        </>
      )}
    </Card>
  );
}

/** Where a championship without results stands (a known id of any phase is shown, not a 404). */
function beforeResults(c: HpcChampionship): string {
  if (c.phase === 'UPCOMING') return `모집 예정인 대회입니다. 참가 신청은 ${formatKoreanDateTime(c.recruitStartTime)}에 시작됩니다.`;
  if (c.phase === 'RECRUITING') return `참가 신청을 받고 있는 대회입니다. 참가 신청은 ${formatKoreanDateTime(c.recruitEndTime)}에 마감됩니다.`;
  if (c.phase === 'ENDED') return `게임이 끝나 순위를 집계하고 있습니다. 결과는 ${formatKoreanDateTime(c.championshipEndTime)}에 확정됩니다.`;
  return '진행 중인 대회입니다.';
}

function ChampionshipResult({ championship }: { championship: HpcChampionship }) {
  const ended = resultsFinal(championship, serverNow());
  return (
    <Card aria-labelledby="hpc-result-title" data-testid="history-result">
      <h2 id="hpc-result-title">{ended ? `${championship.name} 결과` : championship.name}</h2>
      <Muted>
        {!ended && `${phaseName(championship, serverNow())} · `}
        {gameName(championship.gameId)} · {formatKoreanDateTime(championship.gameStartTime)} 시작 · 참가 신청 {formatCount(championship.applyCount)}명
      </Muted>
      <div style={{ marginTop: 12 }}>
        {ended ? (
          <RankingBoard championshipId={championship.id} />
        ) : (
          <LightPanel>
            <EmptyState message={`${beforeResults(championship)} 대회가 끝나면 순위가 여기에 공개됩니다.`}>
              <p>
                <Link to="/hpc/championship">대회 일정 보기</Link>
              </p>
            </EmptyState>
          </LightPanel>
        )}
      </div>
    </Card>
  );
}

function SelectedChampionship({ id }: { id: number }) {
  const championship = useHpcChampionship(id);
  if (championship.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton lines={8} label="대회 결과를 불러오는 중" />
      </Card>
    );
  }
  // an unknown id answered 404: the client already shows the 404 page
  if (championship.isError) {
    return (
      <Card>
        <LightPanel>
          <ErrorState error={championship.error} onRetry={() => void championship.refetch()} />
        </LightPanel>
      </Card>
    );
  }
  return <ChampionshipResult championship={championship.data} />;
}

/** Without an id: the newest ended championship. */
function LatestChampionship() {
  const ended = useHpcEndedChampionships(0, ENDED_PAGE_SIZE);
  const latest = ended.data?.content[0];
  if (ended.isPending) return <Card aria-busy="true"><Skeleton lines={8} label="대회 결과를 불러오는 중" /></Card>;
  if (ended.isError) return <Card><LightPanel><ErrorState error={ended.error} onRetry={() => void ended.refetch()} /></LightPanel></Card>;
  if (!latest) {
    return (
      <Card>
        <LightPanel>
          <EmptyState message="끝난 대회가 생기면 순위가 여기에 나옵니다." />
        </LightPanel>
      </Card>
    );
  }
  return <ChampionshipResult championship={latest} />;
}

/** The page's whole query as it reads it: the list's page and the board's view, defaults left out, other keys kept. */
function canonicalHistorySearch(params: URLSearchParams): URLSearchParams {
  return searchWith(writeRankingSearch(params, readRankingSearch(params)), { endedPage: pageInAddress(pageOfAddress(params.get('endedPage'), MAX_ENDED_PAGE)) });
}

export function HistoryPage({ route }: { route: PortalRoute }) {
  const { pathname } = useLocation();
  const id = historyIdOf(pathname);
  // one owner of the whole query (the list and the board each write their own part): an address
  // with an invalid value becomes the address of what is shown, after hydration (the server
  // rendered the same defaults)
  const [params, setParams] = useSearchParams();
  useEffect(() => {
    const canonical = canonicalHistorySearch(params);
    if (canonical.toString() !== params.toString()) setParams(canonical, { replace: true });
  }, [params, setParams]);
  // route validation of the page's own id: not a championship id at all → the 404 page
  useNotFoundPage(id === null);
  if (id === null) return null;
  return (
    <>
      <HpcPageHead route={route} />
      <Layout>
        <EndedList selectedId={id ?? null} />
        {id === undefined ? <LatestChampionship /> : <SelectedChampionship id={id} />}
      </Layout>
    </>
  );
}
