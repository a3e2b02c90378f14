// /popup/restrict: the member's monthly purchase limit (legal maximum 1,000,000원), this month's use
// by day against it (Chart.js, loaded only here), raising and lowering it, and the change history.
import { lazy, useEffect } from 'react';
import styled from 'styled-components';
import { ErrorState, Link, RemoteSuspense, Skeleton, touchTarget, type PortalRoute } from '@hanpan/platform';
import { LimitChangeForm } from '../features/restriction/components/LimitChangeForm';
import { MonthlyLimitSummary } from '../features/restriction/components/MonthlyLimitSummary';
import { useRestriction } from '../features/restriction/hooks/useRestriction';
import { useRestrictionUsage } from '../features/restriction/hooks/useRestrictionUsage';

const UsageChart = lazy(() => import('../features/restriction/components/UsageChart'));

export const PopupPage = styled.div`
  display: grid;
  /* minmax(0, …): the widest row must not widen the popup past a narrow or zoomed window (reflow at 200 %) */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => `${theme.space.l} 0`};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.fontSizes.l};
  }
  > section {
    padding: ${({ theme }) => theme.space.l};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.l};
  }
  /* the page opens on phones too (the mobile member card links here): finger-sized there */
  > a {
    justify-self: start;
    display: inline-flex;
    align-items: center;
    ${touchTarget}
  }
`;

function Usage() {
  const { data, error, isPending, refetch } = useRestrictionUsage();
  if (isPending) return <Skeleton lines={6} label="이번 달 사용 내역을 불러오는 중" />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <RemoteSuspense fallback={<Skeleton lines={6} label="차트를 불러오는 중" />}>
      <UsageChart usage={data} />
    </RemoteSuspense>
  );
}

function Change() {
  const { data, error, isPending, refetch } = useRestriction();
  if (isPending) return <Skeleton lines={3} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return <LimitChangeForm limit={data.limit} />;
}

export function RestrictPopup({ route }: { route: PortalRoute }) {
  // a change's answer goes to its result page: its code is here by then, not fetched after the answer
  useEffect(() => void import('./RestrictResultPage'), []);
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner}>
      <h1>{route.pageInfo.title}</h1>
      <section aria-label="이번 달 구매 한도">
        <h2>이번 달 구매 한도</h2>
        <MonthlyLimitSummary />
      </section>
      <section aria-label="이번 달 사용 내역">
        <h2>이번 달 사용 내역</h2>
        <Usage />
      </section>
      <section aria-label="한도 변경">
        <h2>한도 변경</h2>
        <Change />
      </section>
      <Link to="/popup/restrict/history">한도 변경 내역 보기</Link>
    </PopupPage>
  );
}
