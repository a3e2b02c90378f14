// The member's purchase limits at a glance (SPEC §3 restriction, §9): the legal limit, this month's
// limit and the daily one beside it (or that none is set), what is used and what remains, and what
// today leaves when a daily limit is set.
import styled from 'styled-components';
import { ErrorState, MoneyText, Skeleton } from '@hanpan/platform';
import { useRestriction } from '../hooks/useRestriction';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  dt { color: ${({ theme }) => theme.colors.textSecondary}; }
  dd { margin: 0; text-align: right; }
`;

export function MonthlyLimitSummary() {
  const { data, error, isPending, refetch } = useRestriction();
  if (isPending) return <Skeleton lines={4} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const { limit } = data;
  return (
    <List data-testid="monthly-limit-summary">
      <dt>법정 월 한도</dt>
      <dd>
        <MoneyText value={limit.legalMonthLimit} format="comma" suffix="원" />
      </dd>
      <dt>이번 달 구매 한도</dt>
      <dd data-testid="month-limit">
        <MoneyText value={limit.monthLimit} format="comma" suffix="원" />
      </dd>
      {/* a daily limit is set with the monthly one: QA could not see it here */}
      <dt>일 구매 한도</dt>
      <dd data-testid="day-limit">{limit.dayLimit === null ? '설정 안 함' : <MoneyText value={limit.dayLimit} format="comma" suffix="원" />}</dd>
      <dt>이번 달 사용</dt>
      <dd>
        <MoneyText value={limit.usedThisMonth} format="comma" suffix="원" />
      </dd>
      <dt>남은 한도</dt>
      <dd data-testid="remaining-month">
        <MoneyText value={limit.remainingMonth} format="comma" suffix="원" emphasis />
      </dd>
      {limit.dayLimit !== null && (
        <>
          <dt>오늘 남은 한도</dt>
          <dd>
            <MoneyText value={limit.remainingDay} format="comma" suffix="원" />
          </dd>
        </>
      )}
    </List>
  );
}
