// /popup/restrict/result/{success|day-limit|month-limit|punish-limit|error}: the result of the limit
// change just made, with the API's Korean reason carried from the form (lib/changeResult). Opened
// without one (a bookmark, Back long after, a reload the next day) it says there is no recent result
// and shows the limits as they are now: an old result is never shown as this one. The routes' title
// is '한도 변경 결과' either way; the result's own name is its heading and the window's title.
import { useMemo } from 'react';
import styled from 'styled-components';
import type { RestrictionChangeResult } from '@hanpan/contracts';
import { Button, useLocation, useNavigate, useDocumentTitle, useQueryMemberNo, type PortalRoute } from '@hanpan/platform';
import { MonthlyLimitSummary } from '../features/restriction/components/MonthlyLimitSummary';
import { recentChangeMessage } from '../features/restriction/lib/changeResult';
import { PopupPage } from './RestrictPopup';

type ResultType = RestrictionChangeResult['resultType'];

// glyphs Pretendard draws (✔ ✖ ⛔ are not in it: a missing one left a gap before the title); a
// refusal of a raise (the day's, the month's, a restriction's) is '!'
const ICONS: Record<ResultType, string> = { success: '✓', 'day-limit': '!', 'month-limit': '!', 'punish-limit': '!', error: '✗' };
const TITLES: Record<ResultType, string> = {
  success: '한도 변경 완료',
  'day-limit': '일 한도 설정 불가',
  'month-limit': '이번 달 한도 상향 불가',
  'punish-limit': '이용 제한 중',
  error: '한도 변경 실패',
};

const Message = styled.p<{ $ok: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ $ok }) => ($ok ? '#ecfdf5' : '#fef2f2')};
  color: ${({ $ok }) => ($ok ? '#065f46' : '#991b1b')};
  font-weight: 600;
`;
const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-weight: 600;
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.s};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;
const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.s};
`;

function typeOf(path: string): ResultType {
  return (path.split('/').pop() ?? 'error') as ResultType;
}

/** The page opened without a change just made: what it is, the limits now, and the ways on. */
function NoRecentResult({ route }: { route: PortalRoute }) {
  const navigate = useNavigate();
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner} data-result="none">
      <h1>{route.pageInfo.title}</h1>
      <Note data-testid="restrict-result-none">
        지금 보여 드릴 최근 한도 변경 결과가 없습니다.
        <small>지난 변경과 그 결과는 한도 변경 내역에서 볼 수 있습니다.</small>
      </Note>
      <section aria-label="현재 구매 한도">
        <MonthlyLimitSummary />
      </section>
      <Row>
        <Button onClick={() => navigate('/popup/restrict')}>구매 한도 설정</Button>
        <Button variant="secondary" onClick={() => navigate('/popup/restrict/history')}>
          한도 변경 내역
        </Button>
      </Row>
    </PopupPage>
  );
}

export function RestrictResultPage({ route }: { route: PortalRoute }) {
  const location = useLocation();
  const navigate = useNavigate();
  const memberNo = useQueryMemberNo();
  const type = typeOf(route.path);
  // decided when the entry is shown, not again while the player reads it
  const message = useMemo(() => recentChangeMessage(location.state, type, memberNo), [location.state, type, memberNo]);
  // the tab and what a screen reader hears name the result, as they did when it was the route's title
  useDocumentTitle(message === null ? null : TITLES[type]);
  if (message === null) return <NoRecentResult route={route} />;
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner} data-result={type}>
      <h1>
        <span aria-hidden="true">{ICONS[type]} </span>
        {TITLES[type]}
      </h1>
      <Message $ok={type === 'success'} role={type === 'success' ? 'status' : 'alert'} data-testid="restrict-result-message">
        {message}
      </Message>
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
