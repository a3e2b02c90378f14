// Top 5 of the last ended championship, with a link to its full ranking.
import styled from 'styled-components';
import { EmptyState, ErrorState, Link, MoneyText, Skeleton, touchTarget } from '@hanpan/platform';
import { Card, GOLD, LightPanel } from '../../../ui/hpcUi';
import { useHpcTop5 } from '../hooks/useHpcTop5';

/** finger-sized on touch screens (the championship opens in the mobile frame too) */
const AllRanks = styled(Link)`
  display: inline-flex;
  align-items: center;
  ${touchTarget}
`;

const List = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 36px minmax(0, 1fr) auto;
    align-items: center;
    gap: 8px;
    padding: 8px 0;
    border-bottom: 1px solid #334155;
  }
  .rank {
    font-weight: 800;
    font-size: 18px;
    color: ${GOLD};
    text-align: center;
  }
  .nick {
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .score {
    color: #cbd5e1;
    font-size: 13px;
  }
`;

export function Top5() {
  const top5 = useHpcTop5();
  return (
    <Card aria-labelledby="hpc-top5-title">
      <h2 id="hpc-top5-title">지난 대회 TOP 5</h2>
      {top5.isPending ? (
        <Skeleton lines={5} label="TOP 5를 불러오는 중" />
      ) : top5.isError ? (
        <LightPanel>
          <ErrorState error={top5.error} onRetry={() => void top5.refetch()} />
        </LightPanel>
      ) : top5.data.entries.length === 0 ? (
        <LightPanel>
          {/* an ended championship (championshipId) whose rankings are not written yet */}
          <EmptyState message={top5.data.championshipId === null ? '아직 끝난 대회가 없습니다. 첫 대회의 참가 신청을 기다려 주세요.' : '지난 대회의 순위를 집계하고 있습니다. 잠시 뒤 다시 확인해 주세요.'} />
        </LightPanel>
      ) : (
        <>
          <List aria-label="TOP 5 순위" data-testid="top5">
            {top5.data.entries.map((e) => (
              <li key={e.rank}>
                <span className="rank">{e.rank}</span>
                <span className="nick">{e.nickname}</span>
                <span className="score">
                  <MoneyText value={e.score} />
                </span>
              </li>
            ))}
          </List>
          <AllRanks to={`/hpc/history/${top5.data.championshipId}`}>전체 순위 보기 <span aria-hidden="true">›</span></AllRanks>
        </>
      )}
    </Card>
  );
}
