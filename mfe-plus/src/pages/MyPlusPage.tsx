// /plus/me: My Plus — the membership with its fields and class, recent payments, auto-bankbook and
// the over-money store. Refreshes in place when a payment popup announces a change.
import { ErrorState, MoneyText, PageInfoView, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { AutoBankbookPanel } from '../features/auto-bankbook/components/AutoBankbookPanel';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { MembershipSummary } from '../features/membership/components/MembershipSummary';
import { RecentPayments } from '../features/membership/components/RecentPayments';
import { useMembershipMe } from '../features/membership/hooks/useMembershipMe';
import { useOverMoney } from '../features/over-money/hooks/useOverMoney';
import { Card, Columns, Fields, Row, Stack } from '../ui/layout';

function OverMoneyCard() {
  const over = useOverMoney();
  return (
    <Card aria-label="초과 머니 보관함">
      <h2>초과 머니 보관함</h2>
      {over.isError ? (
        <ErrorState error={over.error} onRetry={() => void over.refetch()} />
      ) : (
        <>
          <Fields>
            <dt>보관 중</dt>
            <dd>{over.data ? <MoneyText value={over.data.storedMoney} /> : '-'}</dd>
            <dt>지금 찾을 수 있는 머니</dt>
            <dd>{over.data ? <MoneyText value={over.data.withdrawableMoney} /> : '-'}</dd>
          </Fields>
          <Row style={{ marginTop: 8 }}>
            <NewWindowButton size="s" onClick={plusPopups.overMoney}>보관함 열기</NewWindowButton>
          </Row>
        </>
      )}
    </Card>
  );
}

export function MyPlusPage({ route }: { route: PortalRoute }) {
  const me = useMembershipMe();
  return (
    <PageInfoView route={route}>
      <Stack>
        <MembershipSummary />
        <Columns $min="280px">
          <RecentPayments />
          <OverMoneyCard />
        </Columns>
        {me.data?.mainCode ? <AutoBankbookPanel /> : null}
      </Stack>
    </PageInfoView>
  );
}
