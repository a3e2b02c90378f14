// /popup/over-money/history: stored and withdrawn entries, filterable by kind, zero-based pages. The
// kind and the page are in the address (`?kind=STORE&page=2`), so a reload, Back or a link keeps
// them, as the other Plus histories do (QA).
import type { OverMoneyEntryKind, OverMoneyHistoryItem } from '@hanpan/contracts';
import { formatDateTime, MoneyText, Tabs, useSearchParams, type TableColumn } from '@hanpan/platform';
import { Badge } from '../../../ui/layout';
import { pageInAddress, pageOfAddress, searchWith } from '@hanpan/platform/address';
import { PagedTable } from '../../../ui/PagedTable';
import { useOverMoneyHistory } from '../hooks/useOverMoneyHistory';

type Filter = 'ALL' | OverMoneyEntryKind;
const TABS: { key: Filter; label: string }[] = [
  { key: 'ALL', label: '전체' },
  { key: 'STORE', label: '보관' },
  { key: 'WITHDRAW', label: '찾기' },
];
const COLUMNS: readonly TableColumn<OverMoneyHistoryItem>[] = [
  { key: 'createdAt', header: '일시', render: (r) => formatDateTime(r.createdAt) },
  { key: 'kind', header: '구분', render: (r) => <Badge $tone={r.kind === 'STORE' ? 'gold' : 'primary'}>{r.kind === 'STORE' ? '보관' : '찾기'}</Badge> },
  { key: 'description', header: '내용', align: 'left' },
  // stored and withdrawn side by side: signed both ways, as the transfer and mileage histories are (QA)
  { key: 'amount', header: '금액', align: 'right', render: (r) => (BigInt(r.amount) > 0n ? <>+<MoneyText value={r.amount} /></> : <MoneyText value={r.amount} />) },
  { key: 'balanceAfter', header: '보관 잔액', align: 'right', render: (r) => <MoneyText value={r.balanceAfter} /> },
];

export function OverMoneyHistory() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = TABS.find((t) => t.key === params.get('kind'))?.key ?? 'ALL';
  const page = pageOfAddress(params.get('page'));
  const go = (kind: Filter, nextPage: number) => setParams(searchWith(params, { kind: kind === 'ALL' ? undefined : kind, page: pageInAddress(nextPage) }));
  const q = useOverMoneyHistory({ kind: filter === 'ALL' ? undefined : filter, page, size: 10 });
  return (
    <div data-testid="over-money-history">
      <Tabs items={TABS} value={filter} onChange={(f) => go(f, 0)} aria-label="내역 구분">
        <PagedTable query={q} columns={COLUMNS} rowKey={(r) => r.id} caption="초과 머니 내역" emptyMessage="초과 머니 보관·찾기 내역이 없습니다. 보유 한도를 넘은 머니가 생기면 여기에 기록됩니다." page={page} onPage={(p) => go(filter, p)} />
      </Tabs>
    </div>
  );
}
