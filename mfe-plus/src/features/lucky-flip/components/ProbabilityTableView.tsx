// A published random-draw probability table (lucky flip or dealer discount), from the API.
import type { ProbabilityTable } from '@hanpan/contracts';
import { ErrorState, formatCount, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';
import { useProbabilityTable } from '../hooks/useProbabilityTable';

type Entry = ProbabilityTable['entries'][number];
const COLUMNS: readonly TableColumn<Entry>[] = [
  { key: 'label', header: '결과' },
  { key: 'percent', header: '확률', align: 'right', render: (e) => `${e.percent}%` },
];

export function ProbabilityTableView({ kind }: { kind: ProbabilityTable['kind'] }) {
  const q = useProbabilityTable(kind);
  if (q.isPending) return <SkeletonTable rows={5} columns={2} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const caption = kind === 'lucky-flip' ? '럭키 플립 확률표' : '딜러비 할인 확률표';
  return (
    <div data-testid={`probability-${kind}`}>
      <Table caption={caption} columns={COLUMNS} rows={q.data.entries} rowKey={(e) => e.value} emptyMessage="공개된 확률이 없습니다." />
      <p style={{ fontSize: 12, color: '#4f5561' }}>확률 합계 100% (가중치 {formatCount(q.data.total)} 기준). 뽑기는 서버에서 안전한 난수로 한 번만 이루어지며 결과는 기록됩니다.</p>
    </div>
  );
}
