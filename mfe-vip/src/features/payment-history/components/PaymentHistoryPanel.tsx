// Payments counted for VIP, month by month (the last six), with the month's grade and its saved
// coins (the payment-history popup). The month is in the address (`?month=2026-11`), so a reload,
// Back or a link keeps it (QA: F5 went back to this month); one not among the six is this month.
import { useState } from 'react';
import type { VipPaymentItem } from '@hanpan/contracts';
import { ErrorState, formatDateTime, MoneyText, Paging, Skeleton, SkeletonTable, Table, Tabs, useSearchParams, type TableColumn } from '@hanpan/platform';
import { searchWith } from '@hanpan/platform/address';
import { Card, Facts, Muted, SectionTitle } from '../../../common/styles';
import { useVipPaymentSummary } from '../hooks/useVipPaymentSummary';
import { useVipPaymentHistory } from '../hooks/useVipPaymentHistory';
import { SavedCoinHistoryTable } from '../../benefits/components/SavedCoinHistoryTable';
import { GradeBadge } from '../../grade/components/GradeBadge';
import { monthText } from '../../grade/gradeText';

const PAGE_SIZE = 10;
const COLUMNS: readonly TableColumn<VipPaymentItem>[] = [
  { key: 'paidAt', header: '결제일', render: (r) => formatDateTime(r.paidAt) },
  // (a title wraps: the four columns fit a 360 px phone's popup without scrolling — QA: '결제 금' cut off)
  { key: 'title', header: '상품', minWidth: '7em' },
  { key: 'kind', header: '구분', align: 'center' },
  { key: 'amount', header: '결제 금액', align: 'right', render: (r) => <MoneyText value={r.amount} format="comma" suffix="원" /> },
];

function MonthPayments({ month }: { month: string }) {
  const [page, setPage] = useState(0);
  const [shownMonth, setShownMonth] = useState(month);
  if (shownMonth !== month) {
    setShownMonth(month);
    setPage(0);
  }
  const { data, error, isPending, refetch } = useVipPaymentHistory(month, { page, size: PAGE_SIZE });
  if (isPending) return <SkeletonTable rows={4} columns={COLUMNS.length} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <Table
        caption={`${monthText(month, true)} VIP 실적 결제 내역`}
        columns={COLUMNS}
        rows={data.content}
        rowKey={(r) => r.id}
        emptyMessage={`${monthText(month, true)}에는 VIP 실적으로 인정된 결제가 없습니다. 상점과 플러스에서 결제한 금액이 실적에 더해집니다.`}
      />
      {data.totalPages > 1 && <Paging page={page} totalPages={data.totalPages} onChange={setPage} aria-label="결제 내역 페이지" />}
    </>
  );
}

export function PaymentHistoryPanel() {
  const summary = useVipPaymentSummary();
  const [params, setParams] = useSearchParams();
  const month = params.get('month');
  const setMonth = (next: string) => setParams(searchWith(params, { month: next }));
  if (summary.isPending) return <Skeleton lines={6} />;
  if (summary.error) return <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />;
  const months = summary.data.months;
  const selected = months.find((m) => m.month === month) ?? months[0]!;
  return (
    <div data-testid="vip-payment-history">
      <Tabs
        aria-label="결제 월"
        value={selected.month}
        onChange={setMonth}
        items={months.map((m) => ({ key: m.month, label: monthText(m.month) }))}
      >
        <Card aria-label={`${monthText(selected.month, true)} 요약`}>
          <Facts>
            <dt>결제 금액</dt>
            <dd data-testid="vip-month-payment">
              <MoneyText value={selected.paymentAmount} format="comma" suffix="원" /> ({selected.paymentCount}건)
            </dd>
            <dt>이달의 VIP 등급</dt>
            <dd>
              <GradeBadge grade={selected.grade} name={selected.gradeName} />
            </dd>
            <dt>이달 적립 코인</dt>
            <dd>
              <MoneyText value={selected.savedCoin} format="comma" suffix="개" emphasis />
            </dd>
          </Facts>
          <Muted>이달 결제는 다음 석 달의 등급 산정에 들어갑니다.</Muted>
        </Card>
        <SectionTitle>결제 내역</SectionTitle>
        <MonthPayments month={selected.month} />
        <SectionTitle style={{ marginTop: 20 }}>적립 코인 내역</SectionTitle>
        <SavedCoinHistoryTable month={selected.month} />
      </Tabs>
    </div>
  );
}
