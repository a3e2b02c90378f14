// Membership payments: the paged history with its filters (from, to, without cancellations —
// SPEC §3 request parameters), zero-based pages like the server; the search and the page stay in
// the address.
import { useState, type FormEvent } from 'react';
import type { MembershipPayment } from '@hanpan/contracts';
import styled from 'styled-components';
import { Button, formatDateTime, MoneyText, recentMonthsRange, touchTarget, useSearchParams, type TableColumn } from '@hanpan/platform';
import { Badge, Muted, Row } from '../../../ui/layout';
import { pageInAddress, pageOfAddress, searchWith } from '@hanpan/platform/address';
import { PagedTable } from '../../../ui/PagedTable';
import { useMembershipPaymentHistory } from '../hooks/useMembershipPaymentHistory';

// the box and its words are one target, a finger's size on a touch screen
const CheckLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
  }
  ${touchTarget}
`;

const SIZE = 10;

// a state stays one word on a phone's narrow column ('결제 완료' broke after 결제 at 320 px)
const StatusBadge = styled(Badge)`
  white-space: nowrap;
`;

/** A failed regular payment (nothing was charged) says why under its badge; the rest show their state. */
function PaymentStatus({ payment: p }: { payment: MembershipPayment }) {
  if (!p.failureReason) return <StatusBadge $tone={p.cancelled ? 'danger' : 'success'}>{p.status}</StatusBadge>;
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <StatusBadge $tone="danger">{p.status}</StatusBadge>
      <Muted data-testid="payment-failure-reason">{p.failureReason}</Muted>
    </span>
  );
}

const COLUMNS: readonly TableColumn<MembershipPayment>[] = [
  { key: 'paidAt', header: '결제 일시', render: (r) => formatDateTime(r.paidAt) },
  { key: 'productName', header: '상품', align: 'left', minWidth: '9em' },
  { key: 'amount', header: '금액', align: 'right', render: (r) => <MoneyText value={r.amount} format="comma" suffix="원" /> },
  // wide enough for a failure's reason under its badge before the table scrolls (mobile)
  { key: 'status', header: '상태', minWidth: '11em', render: (r) => <PaymentStatus payment={r} /> },
  { key: 'paymentNo', header: '결제 번호' },
];

// A phone's table (the PC one is 541 px wide): the product with its time and number under it, then
// the state before the amount, so that a failure's reason is on screen without scrolling sideways.
const PHONE_COLUMNS: readonly TableColumn<MembershipPayment>[] = [
  {
    key: 'productName',
    header: '상품',
    align: 'left',
    render: (r) => (
      <>
        {r.productName}
        <br />
        <Muted>
          {formatDateTime(r.paidAt)} · {r.paymentNo}
        </Muted>
      </>
    ),
  },
  { key: 'status', header: '상태', render: (r) => <PaymentStatus payment={r} /> },
  { key: 'amount', header: '금액', align: 'right', render: (r) => <MoneyText value={r.amount} format="comma" suffix="원" /> },
];


export interface PaymentFilter {
  from?: string;
  to?: string;
  withoutCancellation?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A day of the address, or the default for one that is not a real day ('abc', '2026-02-30' alike: QA). */
const dayOf = (raw: string | null, fallback: string): string => {
  const real = raw !== null && DAY.test(raw) && !Number.isNaN(Date.parse(raw)) && new Date(Date.parse(raw)).toISOString().startsWith(raw);
  return real ? raw : fallback;
};

/**
 * The search and the page in the address (`from`, `to`, `noCancel=1`, `page` counted from 1), so a
 * reload or Back keeps them; by default the last six calendar months (from the same Korean day six
 * months back, not 180 days), as the date inputs and the server read them: YYYY-MM-DD.
 */
function usePaymentSearch() {
  const [params, setParams] = useSearchParams();
  const recent = recentMonthsRange(6);
  const filter: PaymentFilter = {
    from: dayOf(params.get('from'), recent.from.split('.').join('-')),
    to: dayOf(params.get('to'), recent.to.split('.').join('-')),
    withoutCancellation: params.get('noCancel') === '1',
  };
  const page = pageOfAddress(params.get('page'));
  const go = (next: PaymentFilter, nextPage: number) =>
    setParams(searchWith(params, { from: next.from, to: next.to, noCancel: next.withoutCancellation ? '1' : undefined, page: pageInAddress(nextPage) }));
  return { filter, page, search: (next: PaymentFilter) => go(next, 0), toPage: (next: number) => go(filter, next) };
}

/**
 * The search fields, started from the search in the address; the history gives it a new `key` when
 * Back or Forward brings another search, so the fields show that one.
 */
function PaymentSearchForm({ filter, onSearch }: { filter: PaymentFilter; onSearch: (next: PaymentFilter) => void }) {
  const [draft, setDraft] = useState<PaymentFilter>(filter);
  const invalid = !!draft.from && !!draft.to && draft.from > draft.to;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid) onSearch(draft);
  };
  return (
    <form onSubmit={submit} aria-label="결제 내역 조회 조건">
      <Row style={{ marginBottom: 12 }}>
        <label>
          시작일 <input type="date" value={draft.from ?? ''} onChange={(e) => setDraft({ ...draft, from: e.target.value || undefined })} />
        </label>
        <label>
          종료일 <input type="date" value={draft.to ?? ''} onChange={(e) => setDraft({ ...draft, to: e.target.value || undefined })} />
        </label>
        <CheckLabel>
          <input type="checkbox" checked={!!draft.withoutCancellation} onChange={(e) => setDraft({ ...draft, withoutCancellation: e.target.checked })} /> 취소 내역 제외
        </CheckLabel>
        <Button type="submit" size="s" disabled={invalid}>조회</Button>
      </Row>
      {invalid && <p role="alert" style={{ color: '#b91c1c', margin: '0 0 8px' }}>시작일이 종료일보다 늦을 수 없습니다.</p>}
    </form>
  );
}

/** `phone`: the mobile site's narrow table. */
export function PaymentHistory({ phone = false }: { phone?: boolean }) {
  const { filter, page, search, toPage } = usePaymentSearch();
  // a start after the end (an edited address): the form says so, and nothing is searched (QA: the
  // empty text stood under the warning, as if the period had been searched)
  const backwards = !!filter.from && !!filter.to && filter.from > filter.to;
  const q = useMembershipPaymentHistory({ ...filter, withoutCancellation: filter.withoutCancellation || undefined, page, size: SIZE }, { enabled: !backwards });
  return (
    <div data-testid="payment-history">
      <PaymentSearchForm key={`${filter.from}|${filter.to}|${String(filter.withoutCancellation)}`} filter={filter} onSearch={search} />
      {!backwards && <PagedTable query={q} columns={phone ? PHONE_COLUMNS : COLUMNS} rowKey={(r) => r.paymentNo} caption="멤버십 결제 내역" emptyMessage="조회 기간에 멤버십 결제 내역이 없습니다. 기간을 바꿔 다시 조회해 주세요." page={page} onPage={toPage} />}
    </div>
  );
}
