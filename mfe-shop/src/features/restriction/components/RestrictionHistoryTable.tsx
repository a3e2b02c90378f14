// Limit change history (upgrade / downgrade with their result), paged like the server (zero-based).
import { useState } from 'react';
import styled from 'styled-components';
import type { LimitPair, RestrictionHistory } from '@hanpan/contracts';
import { ErrorState, formatDateTime, MoneyText, Paging, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';
import { useRestrictionHistories } from '../hooks/useRestrictionHistories';

const PAGE_SIZE = 10;
const ACTION_NAMES: Record<RestrictionHistory['action'], string> = { upgrade: '한도 상향', downgrade: '한도 하향' };

// an amount or '설정 안 함' is never broken over two lines in the narrow columns of the popup
const Whole = styled.span`
  white-space: nowrap;
`;
const Line = styled(Whole)`
  display: block;
`;
const Kept = styled(Line)`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

const refused = (r: RestrictionHistory) => r.resultType !== 'success';

function Amount({ field, value }: { field: keyof LimitPair; value: string | null }) {
  return field === 'dayLimit' && value === null ? <Whole>설정 안 함</Whole> : <MoneyText value={value} format="comma" suffix="원" />;
}

/**
 * A change that went through: the limit it set. A refusal left the limits as they were: a value the
 * request changed is shown as asked against what stayed, one it did not change as the value that
 * stayed (QA: an unchanged value marked '(요청)' read as asked for, a refused raise as a raise).
 */
function LimitCell({ row, field }: { row: RestrictionHistory; field: keyof LimitPair }) {
  const asked = row[field];
  if (!refused(row)) return <Amount field={field} value={asked} />;
  // an entry from before the API kept the limits in force: what stayed is not known
  if (!row.before) {
    return (
      <Line>
        요청 <Amount field={field} value={asked} />
      </Line>
    );
  }
  const kept = row.before[field];
  if (asked === kept) return <Amount field={field} value={kept} />;
  return (
    <>
      <Line>
        요청 <Amount field={field} value={asked} />
      </Line>
      <Kept>
        유지 <Amount field={field} value={kept} />
      </Kept>
    </>
  );
}

const COLUMNS: readonly TableColumn<RestrictionHistory>[] = [
  { key: 'createdAt', header: '변경 일시', render: (r) => formatDateTime(r.createdAt) },
  { key: 'action', header: '구분', render: (r) => `${ACTION_NAMES[r.action]}${refused(r) ? ' 불가' : ''}` },
  { key: 'monthLimit', header: '월 한도', align: 'right', render: (r) => <LimitCell row={r} field="monthLimit" /> },
  // a change of the day limit alone is a change too: without this column it read as a month change
  { key: 'dayLimit', header: '일 한도', align: 'right', render: (r) => <LimitCell row={r} field="dayLimit" /> },
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
