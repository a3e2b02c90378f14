// Limit change history (upgrade / downgrade with their result), paged like the server (zero-based).
import { useState } from 'react';
import type { RestrictionHistory } from '@hanpan/contracts';
import { ErrorState, formatDateTime, MoneyText, Paging, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';
import { useRestrictionHistories } from '../hooks/useRestrictionHistories';

const PAGE_SIZE = 10;
const ACTION_NAMES: Record<RestrictionHistory['action'], string> = { upgrade: '한도 상향', downgrade: '한도 하향' };

// A refused change is listed too: its amounts are what was asked, not the limit it left (QA read a
// refused raise as a raise)
const refused = (r: RestrictionHistory) => r.resultType !== 'success';
const asked = (r: RestrictionHistory) => (refused(r) ? ' (요청)' : '');

const COLUMNS: readonly TableColumn<RestrictionHistory>[] = [
  { key: 'createdAt', header: '변경 일시', render: (r) => formatDateTime(r.createdAt) },
  { key: 'action', header: '구분', render: (r) => `${ACTION_NAMES[r.action]}${refused(r) ? ' 불가' : ''}` },
  { key: 'monthLimit', header: '월 한도', align: 'right', render: (r) => <MoneyText value={r.monthLimit} format="comma" suffix={`원${asked(r)}`} /> },
  // a change of the day limit alone is a change too: without this column it read as a month change
  { key: 'dayLimit', header: '일 한도', align: 'right', render: (r) => (r.dayLimit === null ? '설정 안 함' : <MoneyText value={r.dayLimit} format="comma" suffix={`원${asked(r)}`} />) },
  // a refusal says why; a change that went through says only that (its amounts are in the row already)
  { key: 'message', header: '결과', render: (r) => (refused(r) ? r.message : '적용됨') },
];

export function RestrictionHistoryTable() {
  const [page, setPage] = useState(0);
  const { data, error, isPending, refetch } = useRestrictionHistories({ page, size: PAGE_SIZE });
  if (isPending) return <SkeletonTable rows={5} columns={COLUMNS.length} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <Table
        caption="한도 변경 내역"
        columns={COLUMNS}
        rows={data.content}
        rowKey={(r) => r.id}
        emptyMessage="한도를 변경한 내역이 없습니다. 상점의 구매 한도 설정에서 한도를 바꿀 수 있습니다."
      />
      {data.totalPages > 1 && <Paging page={page} totalPages={data.totalPages} onChange={setPage} aria-label="한도 변경 내역 페이지" />}
    </>
  );
}
