// /plus/me/money-history: bankbook, pet shop, lucky flip and dealer-discount money history
// (the link target of the bankbook, SPEC §2).
import { PageInfoView, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { plusPopups } from '../features/benefits/lib/plusPopups';
import { MoneyHistoryTabs } from '../features/membership/components/MoneyHistoryTabs';
import { Row, Stack } from '../ui/layout';

export function MoneyHistoryPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <Stack>
        <MoneyHistoryTabs />
        <Row>
          <NewWindowButton size="s" variant="secondary" onClick={plusPopups.overMoneyHistory}>초과 머니 보관·찾기 내역</NewWindowButton>
        </Row>
      </Stack>
    </PageInfoView>
  );
}
