// /popup/restrict/history: the member's limits and their change history.
import { Link, PageInfoView, type PortalRoute } from '@hanpan/platform';
import { MonthlyLimitSummary } from '../features/restriction/components/MonthlyLimitSummary';
import { RestrictionHistoryTable } from '../features/restriction/components/RestrictionHistoryTable';

export function RestrictHistoryPage({ route }: { route: PortalRoute }) {
  return (
    <PageInfoView route={route}>
      <MonthlyLimitSummary />
      <RestrictionHistoryTable />
      {/* the popup window has no toolbar: the way back to the form is here (QA: 닫기 was the only way out) */}
      <p>
        <Link to="/popup/restrict">구매 한도 변경으로 돌아가기</Link>
      </p>
    </PageInfoView>
  );
}
