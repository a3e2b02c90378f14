// The member's vouchers (useYn filter: N = not used yet, Y = used), zero-based pages. An unused
// voucher starts its membership through the sandbox when no main membership is running.
import { useState } from 'react';
import type { MembershipVoucher } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { Button, formatDate, hanpanStore, isMainMembershipJoined, type TableColumn } from '@hanpan/platform';
import { Badge } from '../../../ui/layout';
import { PagedTable } from '../../../ui/PagedTable';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { openPaymentWindow } from '../../payment/lib/paymentWindow';
import { useMyVouchers } from '../hooks/useMyVouchers';

const EMPTY: Record<'Y' | 'N' | 'ALL', string> = {
  N: '사용할 수 있는 이용권이 없습니다. 이용권 구매에서 1개월·3개월 이용권을 살 수 있습니다.',
  Y: '사용한 이용권이 없습니다.',
  ALL: '보관함에 이용권이 없습니다. 이용권 구매에서 이용권을 살 수 있습니다.',
};

export function VoucherList({ useYn }: { useYn?: 'Y' | 'N' }) {
  const [page, setPage] = useState(0);
  const q = useMyVouchers({ useYn, page, size: 10 });
  const me = useMembershipMe();
  const gate = usePaymentGate();
  // a voucher starts a main membership: while one runs, it waits for its end (said before 사용 too)
  const waits = isMainMembershipJoined(me.data);
  const use = async (v: MembershipVoucher) => {
    if (waits) {
      await hanpanStore.getState().alert({ header: '이용권 사용', body: `이용 중인 ${withParticle(me.data?.name ?? '멤버십', '이')} 끝난 뒤 이용권을 사용할 수 있습니다.` });
      return;
    }
    if (!(await gate())) return;
    openPaymentWindow(paymentUrls.voucherUse(v.productCode, v.voucherNo));
  };
  const columns: readonly TableColumn<MembershipVoucher>[] = [
    { key: 'productName', header: '이용권', align: 'left', minWidth: '9em' },
    { key: 'expireAt', header: '유효 기간', render: (v) => `${formatDate(v.expireAt)}까지` },
    {
      key: 'used',
      header: '상태',
      render: (v) => (
        <Badge $tone={v.used || waits ? 'gray' : 'success'}>{v.used ? `사용 (${formatDate(v.usedAt ?? '')})` : waits ? '멤버십 종료 후 사용 가능' : '사용 가능'}</Badge>
      ),
    },
    { key: 'use', header: '사용', render: (v) => (v.used ? '-' : <Button size="s" onClick={() => void use(v)} aria-label={`${v.productName} 사용`}>사용</Button>) },
  ];
  return <PagedTable query={q} columns={columns} rowKey={(v) => v.voucherNo} caption="이용권 목록" emptyMessage={EMPTY[useYn ?? 'ALL']} page={page} onPage={setPage} />;
}
