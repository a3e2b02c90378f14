// What the member's grade gives this month (the home's 'benefits of my grade').
import styled from 'styled-components';
import type { VipGrade } from '@hanpan/contracts';
import { VIP_JOIN_CONDITION } from '@hanpan/contracts/constants';
import { ErrorState, Skeleton } from '@hanpan/platform';
import { useVipGrades } from '../hooks/useVipGrades';
import { gradeBenefitLines } from '../gradeText';
import { Muted } from '../../../common/styles';

const List = styled.ul`
  margin: 0;
  padding-left: 20px;
  li { margin: 6px 0; }
`;

export function GradeBenefitList({ grade }: { grade: VipGrade }) {
  const { data, error, isPending, refetch } = useVipGrades();
  if (isPending) return <Skeleton lines={4} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const row = data.grades.find((g) => g.grade === grade);
  if (!row || grade === 'NONE') {
    return <Muted>일반 회원은 VIP 혜택이 없습니다. {VIP_JOIN_CONDITION} 미니멈 등급 혜택을 받습니다.</Muted>;
  }
  return (
    <List aria-label={`${row.name} 등급 혜택`}>
      {gradeBenefitLines(row, data.powerChiefMinGames).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </List>
  );
}
