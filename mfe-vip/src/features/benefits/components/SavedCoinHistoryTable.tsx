// Saved coins of one VIP month (payment saving, grade bonus, the hancoin benefit), zero-based pages.
import { useState } from 'react';
import type { SavedCoinHistoryItem } from '@hanpan/contracts';
import { ErrorState, formatDateTime, MoneyText, Paging, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';
import { useVipSavedCoinHistories } from '../hooks/useVipSavedCoinHistories';
import { monthText } from '../../grade/gradeText';

const PAGE_SIZE = 5;
const COLUMNS: readonly TableColumn<SavedCoinHistoryItem>[] = [
  { key: 'createdAt', header: '적립일', render: (r) => formatDateTime(r.createdAt) },
  { key: 'kindName', header: '구분' },
  { key: 'coin', header: '적립 코인', align: 'right', render: (r) => <MoneyText value={r.coin} format="comma" suffix="개" emphasis /> },
];

export function SavedCoinHistoryTable({ month }: { month: string }) {
  const [page, setPage] = useState(0);
  const [shownMonth, setShownMonth] = useState(month);
  if (shownMonth !== month) {
    setShownMonth(month);
    setPage(0);
  }
  const { data, error, isPending, refetch } = useVipSavedCoinHistories(month, { page, size: PAGE_SIZE });
  if (isPending) return <SkeletonTable rows={3} columns={COLUMNS.length} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <Table
        caption={`${monthText(month, true)} 적립 코인 내역`}
        columns={COLUMNS}
        rows={data.content}
        rowKey={(r) => r.id}
        emptyMessage={`${monthText(month, true)}에 적립된 코인이 없습니다. VIP 등급이 되면 매월 1일에 결제 금액의 1% 이상이, VIP 한코인 혜택은 받은 날 한코인으로 적립됩니다.`}
      />
      {data.totalPages > 1 && <Paging page={page} totalPages={data.totalPages} onChange={setPage} aria-label="적립 코인 내역 페이지" />}
    </>
  );
}
