// /plus/me/payment: the paged payment history (from, to, without cancellations), the payment method
// of the running membership and the auto-bankbook reservation.
import { Button, PageInfoView, type PortalRoute } from '@hanpan/platform';
import { AutoBankbookPanel } from '../features/auto-bankbook/components/AutoBankbookPanel';
import { PaymentHistory } from '../features/membership/components/PaymentHistory';
import { useMembershipMe } from '../features/membership/hooks/useMembershipMe';
import { membershipView } from '../features/membership/lib/membershipView';
import { usePaymentGate } from '../features/payment/hooks/usePaymentGate';
import { paymentUrls } from '../features/payment/lib/paymentUrls';
import { openPaymentWindow } from '../features/payment/lib/paymentWindow';
import { Card, Muted, Row, Stack } from '../ui/layout';

function PaymentMethod() {
  const me = useMembershipMe();
  const gate = usePaymentGate();
  const u = me.data;
  if (!u || !u.mainCode) return null;
  const view = membershipView(u);
  const change = async () => {
    if (await gate()) openPaymentWindow(paymentUrls.changeMethod(u.mainCode, u.subscriptionType === 'SUBSCRIPTION' ? 'ONE_TIME' : 'SUBSCRIPTION'));
  };
  return (
    <Card aria-label="결제 방식">
      <h2>결제 방식</h2>
      <Row style={{ justifyContent: 'space-between' }}>
        <span>{u.name}: <strong data-testid="payment-method">{view.subscriptionLabel}</strong></span>
        <Button size="s" variant="secondary" onClick={() => void change()} disabled={view.inProgress}>
          {u.subscriptionType === 'SUBSCRIPTION' ? '1회 결제로 변경' : '정기결제로 변경'}
        </Button>
      </Row>
      {view.inProgress && <Muted>정기결제가 처리 중일 때는 결제 방식을 바꿀 수 없습니다.</Muted>}
    </Card>
  );
}

export function PaymentPage({ route }: { route: PortalRoute }) {
  const me = useMembershipMe();
  return (
    <PageInfoView route={route}>
      <Stack>
        <PaymentMethod />
        <Card aria-label="결제 내역">
          <h2>결제 내역</h2>
          <PaymentHistory />
        </Card>
        {me.data?.mainCode ? <AutoBankbookPanel /> : null}
      </Stack>
    </PageInfoView>
  );
}
