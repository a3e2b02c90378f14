// /popup/restrict/result/{success|day-limit|month-limit|punish-limit|error}: the result of a limit
// change, with the API's Korean reason (carried from the form, or the latest history entry of that
// result after a reload).
import styled from 'styled-components';
import type { RestrictionChangeResult } from '@hanpan/contracts';
import { Button, isRecord, Skeleton, useLocation, useNavigate, type PortalRoute } from '@hanpan/platform';
import { MonthlyLimitSummary } from '../features/restriction/components/MonthlyLimitSummary';
import { useRestrictionHistories } from '../features/restriction/hooks/useRestrictionHistories';
import { PopupPage } from './RestrictPopup';

type ResultType = RestrictionChangeResult['resultType'];

// glyphs Pretendard draws (✔ ✖ ⛔ are not in it: a missing one left a gap before the title); a
// refusal of a raise (the day's, the month's, a restriction's) is '!'
const ICONS: Record<ResultType, string> = { success: '✓', 'day-limit': '!', 'month-limit': '!', 'punish-limit': '!', error: '✗' };

const Message = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ $ok }) => ($ok ? '#ecfdf5' : '#fef2f2')};
  color: ${({ $ok }) => ($ok ? '#065f46' : '#991b1b')};
  font-weight: 600;
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.s};
`;

function typeOf(path: string): ResultType {
  return (path.split('/').pop() ?? 'error') as ResultType;
}

export function RestrictResultPage({ route }: { route: PortalRoute }) {
  const location = useLocation();
  const navigate = useNavigate();
  const type = typeOf(route.path);
  const carried = isRecord(location.state) && typeof location.state.message === 'string' ? location.state.message : null;
  const history = useRestrictionHistories({ page: 0, size: 10 });
  const fromHistory = history.data?.content.find((h) => h.resultType === type)?.message ?? null;
  const message = carried ?? fromHistory;
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner} data-result={type}>
      <h1>
        <span aria-hidden="true">{ICONS[type]} </span>
        {route.pageInfo.title}
      </h1>
      {message ? (
        <Message $ok={type === 'success'} role={type === 'success' ? 'status' : 'alert'} data-testid="restrict-result-message">
          {message}
        </Message>
      ) : history.isPending ? (
        <Skeleton lines={2} />
      ) : (
        // the route's subtitle, said as the sentence it stands in for
        <Message $ok={type === 'success'}>{route.pageInfo.subTitle}.</Message>
      )}
      <section aria-label="현재 구매 한도">
        <MonthlyLimitSummary />
      </section>
      <Row>
        <Button onClick={() => navigate('/popup/restrict', { replace: true })}>확인</Button>
        <Button variant="secondary" onClick={() => navigate('/popup/restrict/history')}>
          변경 내역 보기
        </Button>
      </Row>
    </PopupPage>
  );
}
