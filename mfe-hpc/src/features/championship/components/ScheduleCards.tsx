// The current and the next championship from the schedule (skeleton, error with 다시 시도, empty).
import styled from 'styled-components';
import { EmptyState, ErrorState, Skeleton, upTo } from '@hanpan/platform';
import { Card, LightPanel } from '../../../ui/hpcUi';
import { useHpcSchedule } from '../hooks/useHpcSchedule';
import { ChampionshipCard } from './ChampionshipCard';

// While loading, the two cards keep about the height they will have (the current championship with
// its times, the next one shorter), so what comes below them does not jump when they arrive.
const PendingCard = styled(Card)<{ $next?: boolean }>`
  min-height: ${({ $next }) => ($next ? 240 : 420)}px;
  ${upTo.mobile} {
    min-height: ${({ $next }) => ($next ? 280 : 620)}px;
  }
`;

export function ScheduleCards({ all = false }: { all?: boolean }) {
  const schedule = useHpcSchedule();
  if (schedule.isPending) {
    return (
      <>
        <PendingCard aria-busy="true">
          <Skeleton lines={6} label="대회 일정을 불러오는 중" />
        </PendingCard>
        <PendingCard $next aria-hidden="true" />
      </>
    );
  }
  if (schedule.isError) {
    return (
      <Card>
        <LightPanel>
          <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />
        </LightPanel>
      </Card>
    );
  }
  const list = schedule.data;
  if (list.length === 0) {
    return (
      <Card>
        <LightPanel>
          <EmptyState message="지금 예정된 대회가 없습니다. 다음 대회 일정이 정해지면 이곳에 안내합니다." />
        </LightPanel>
      </Card>
    );
  }
  const [current, ...rest] = list;
  const shown = all ? rest : rest.slice(0, 1);
  return (
    <>
      <ChampionshipCard championship={current!} />
      {shown.map((c) => (
        <ChampionshipCard key={c.id} championship={c} variant={all ? 'current' : 'next'} />
      ))}
    </>
  );
}
