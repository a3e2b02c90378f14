// /popup/restrict/history: the member's limits and their change history.
import { PageInfoView, type PortalRoute } from '@hanpan/platform';
import { MonthlyLimitSummary } from '../features/restriction/components/MonthlyLimitSummary';
import { RestrictionHistoryTable } from '../features/restriction/components/RestrictionHistoryTable';

export function RestrictHistoryPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <MonthlyLimitSummary />
      <RestrictionHistoryTable />
    </PageInfoView>
  );
}
