// Home: the ranking of each game rank (계급). The rank links carry the rank's encoded query value
// (SPEC §3: god … commoner → ?rank=%EC%8B%A0 …), so a ranking is a link anyone can share.
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  Link,
  MoneyText,
  RANK_KEYS,
  RANK_NAMES,
  RANK_QUERY_PARAM,
  SkeletonTable,
  staleMarks,
  useLocation,
  type RankKey,
} from '@hanpan/platform';
import { useRanking } from './hooks/useRanking';
import { RANK_MINIMUM_MONEY, rankFromQuery, rankingHref } from './ranks';
import { Card } from '../common/ui';

const Ranks = styled.nav`
  display: flex;
  gap: 6px;
  flex-wrap: wrap;
  margin-bottom: 12px;
  a {
    padding: 4px 12px;
    border-radius: 999px;
    border: 1px solid #e5e7eb;
    color: #374151;
    text-decoration: none;
    font-size: 14px;
  }
  a[aria-current='true'] {
    background: #b91c1c;
    border-color: #b91c1c;
    color: #fff;
    font-weight: 700;
  }
`;
const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr) auto;
    gap: 8px;
    align-items: center;
    padding: 8px 0;
    border-bottom: 1px solid #f3f4f6;
    font-size: 14px;
  }
  b {
    text-align: center;
    color: #b91c1c;
  }
  /* a long nickname wraps (it was cut to '가나다라마바사아자…' with no way to read it, and its level lost) */
  span {
    overflow-wrap: anywhere;
  }
`;

function RankList({ rank }: { rank: RankKey }) {
  const ranking = useRanking(rank);
  if (ranking.isError) return <ErrorState error={ranking.error} onRetry={() => void ranking.refetch()} />;
  if (!ranking.data) return <SkeletonTable rows={5} columns={3} />;
  if (ranking.data.entries.length === 0) return <EmptyState message={`아직 ${RANK_NAMES[rank]} 계급 회원이 없습니다. 첫 번째 주인공이 되어 보세요!`} />;
  return (
    // the rank before's list while this one loads (its tab already says this rank)
    <List aria-label={`${RANK_NAMES[rank]} 계급 랭킹`} data-testid="ranking-list" {...staleMarks(ranking.isPlaceholderData)}>
      {ranking.data.entries.map((e) => (
        <li key={e.position}>
          <b>{e.position}</b>
          <span>
            {e.nickname} <small style={{ color: '#6b7280' }}>Lv.{e.level}</small>
          </span>
          <MoneyText value={e.money} maxUnits={2} />
        </li>
      ))}
    </List>
  );
}

export function RankingCard() {
  const { pathname, search } = useLocation();
  const rank = rankFromQuery(new URLSearchParams(search).get(RANK_QUERY_PARAM)) ?? 'god';
  return (
    <Card aria-labelledby="ranking-title" data-testid="ranking-card" id="ranking">
      <h2 id="ranking-title">계급 랭킹</h2>
      <Ranks aria-label="계급">
        {RANK_KEYS.map((k) => (
          <Link key={k} to={rankingHref(k, pathname, search)} aria-current={k === rank ? 'true' : undefined} data-rank={k}>
            {RANK_NAMES[k]}
          </Link>
        ))}
      </Ranks>
      <p style={{ margin: '0 0 8px', fontSize: 13, color: '#6b7280' }}>
        보유 머니 <MoneyText value={RANK_MINIMUM_MONEY[rank]} /> 이상{rank === 'god' ? '' : ` · ${RANK_NAMES[RANK_KEYS[RANK_KEYS.indexOf(rank) - 1]!]} 미만`}
      </p>
      <RankList rank={rank} />
    </Card>
  );
}
