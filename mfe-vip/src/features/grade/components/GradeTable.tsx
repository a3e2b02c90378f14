// Thresholds (SPEC §6) and the monthly benefits of each grade, from the API's grade table.
import type { VipGrade, VipGradeRow } from '@hanpan/contracts';
import { ErrorState, formatKoreanMoney, formatMoney, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';
import { useVipGrades } from '../hooks/useVipGrades';
import { GradeBadge } from './GradeBadge';
import { wonText } from '../gradeText';

const COLUMNS: readonly TableColumn<VipGradeRow>[] = [
  { key: 'name', header: '등급', render: (r) => <GradeBadge grade={r.grade} name={r.name} /> },
  { key: 'threshold', header: '최근 3개월 결제 금액', align: 'right', render: (r) => `${wonText(r.threshold)} 이상` },
  { key: 'coupons', header: '딜러비 쿠폰', align: 'center', render: (r) => `${r.coupons}장` },
  { key: 'hancoin', header: '한코인', align: 'right', render: (r) => `${formatMoney(r.hancoin)}개` },
  { key: 'gradeUp', header: '등급 상향권', align: 'center', render: (r) => (r.gradeUp > 0 ? `${r.gradeUp}장` : '-') },
  { key: 'savedCoin', header: '적립 코인', align: 'center', render: (r) => `${r.savedCoinPerMille / 10}%` },
  { key: 'powerChief', header: '파워 치프 보너스', align: 'right', render: (r) => `${formatKoreanMoney(r.powerChiefMoney)} 머니` },
];

export function GradeTable({ current }: { current?: VipGrade }) {
  const { data, error, isPending, refetch } = useVipGrades();
  if (isPending) return <SkeletonTable rows={4} columns={COLUMNS.length} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const rows = data.grades.filter((g) => g.grade !== 'NONE');
  return (
    <div data-testid="vip-grade-table" data-current={current}>
      <Table caption="VIP 등급별 기준 금액과 월간 혜택" columns={COLUMNS} rows={rows} rowKey={(r) => r.grade} />
    </div>
  );
}
