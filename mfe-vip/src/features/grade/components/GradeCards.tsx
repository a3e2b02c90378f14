// Each paid grade as a card: its threshold (payments of the last three months) and what it gives
// every month — the guide page's 등급별 혜택 and the mobile VIP page's grade guide.
import styled from 'styled-components';
import { VIP_COUNTING_MONTHS } from '@hanpan/contracts/constants';
import { ErrorState, Skeleton } from '@hanpan/platform';
import { Card, Muted } from '../../../common/styles';
import { useVipGrades } from '../hooks/useVipGrades';
import { gradeBenefitLines, wonText } from '../gradeText';
import { GradeBadge } from './GradeBadge';

const GradeList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(220px, 100%), 1fr));
  gap: 12px;
  ul { margin: 8px 0 0; padding-left: 18px; font-size: 13px; }
  li { margin: 4px 0; }
`;

const GradeName = styled.h3`
  margin: 0;
  font-size: inherit;
`;

export function GradeCards() {
  const { data, error, isPending, refetch } = useVipGrades();
  if (isPending) return <Skeleton lines={6} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <GradeList>
      {data.grades
        .filter((g) => g.grade !== 'NONE')
        .map((g) => (
          <Card key={g.grade} aria-label={`${g.name} 등급`} style={{ marginBottom: 0 }}>
            {/* a heading per grade: a screen reader moves from grade to grade by headings */}
            <GradeName>
              <GradeBadge grade={g.grade} name={g.name} large />
            </GradeName>
            <Muted>최근 {VIP_COUNTING_MONTHS}개월 {wonText(g.threshold)} 이상</Muted>
            <ul>
              {gradeBenefitLines(g, data.powerChiefMinGames).map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </Card>
        ))}
    </GradeList>
  );
}
