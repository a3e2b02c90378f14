// Plus vouchers on sale (1 and 3 months of each tier): bought in the sandbox, kept in the voucher
// inventory, used later to start a membership.
import { Button, ErrorState, MoneyText, SkeletonTable, Table, type TableColumn } from '@hanpan/platform';
import { usePaymentGate } from '../../payment/hooks/usePaymentGate';
import { paymentUrls } from '../../payment/lib/paymentUrls';
import { openPaymentWindow } from '../../payment/lib/paymentWindow';
import { useMembershipVouchers } from '../hooks/useMembershipVouchers';

interface VoucherProduct {
  code: string;
  name: string;
  months: number;
  price: string;
}

export function VoucherProducts() {
  const q = useMembershipVouchers();
  const gate = usePaymentGate();
  const buy = async (p: VoucherProduct) => {
    if (!(await gate(BigInt(p.price)))) return;
    openPaymentWindow(paymentUrls.voucherBuy(p.code, p.months));
  };
  const columns: readonly TableColumn<VoucherProduct>[] = [
    { key: 'name', header: '이용권', align: 'left', minWidth: '9em' },
    { key: 'months', header: '기간', render: (p) => `${p.months}개월` },
    { key: 'price', header: '가격', align: 'right', render: (p) => <MoneyText value={p.price} format="comma" suffix="원" /> },
    { key: 'buy', header: '구매', render: (p) => <Button size="s" onClick={() => void buy(p)} aria-label={`${p.name} 구매`}>구매</Button> },
  ];
  if (q.isPending) return <SkeletonTable rows={6} columns={4} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  return <Table caption="판매 중인 이용권" columns={columns} rows={q.data} rowKey={(p) => `${p.code}:${p.months}`} emptyMessage="지금 판매 중인 이용권이 없습니다." />;
}
