// The last membership payments (GET /api/membership/payments), newest first.
import { ErrorState, formatDate, MoneyText, Skeleton, EmptyState } from '@hanpan/platform';
import { Card } from '../../../ui/layout';
import { useMembershipPayments } from '../hooks/useMembershipPayments';

export function RecentPayments() {
  const q = useMembershipPayments();
  if (q.isPending) return <Card aria-busy="true"><Skeleton lines={4} /></Card>;
  if (q.isError) return <Card><ErrorState error={q.error} onRetry={() => void q.refetch()} /></Card>;
  return (
    <Card aria-label="최근 결제">
      <h2>최근 결제</h2>
      {q.data.length === 0 ? (
        <EmptyState message="최근 결제한 멤버십이 없습니다." />
      ) : (
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {q.data.map((p) => (
            <li key={p.paymentNo}>
              {formatDate(p.paidAt)} {p.productName} · <MoneyText value={p.amount} format="comma" suffix="원" />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
