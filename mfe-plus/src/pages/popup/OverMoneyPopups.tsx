// /popup/over-money (= main) | main | history | fail-result.
import { Button, useNavigate, type PortalRoute, useSearchParams } from '@hanpan/platform';
import { OverMoneyFailResult } from '../../features/over-money/components/OverMoneyFailResult';
import { OverMoneyHistory } from '../../features/over-money/components/OverMoneyHistory';
import { OverMoneyMain } from '../../features/over-money/components/OverMoneyMain';
import { PopupBody } from '../../ui/layout';

export function OverMoneyMainPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  return <OverMoneyMain onFailed={(code) => navigate(`/popup/over-money/fail-result?code=${encodeURIComponent(code)}`)} onHistory={() => navigate('/popup/over-money/history')} />;
}

export function OverMoneyHistoryPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  return (
    <PopupBody>
      <OverMoneyHistory />
      <Button variant="secondary" onClick={() => navigate('/popup/over-money/main')}>초과 머니로 돌아가기</Button>
    </PopupBody>
  );
}

export function OverMoneyFailResultPopup(_props: { route: PortalRoute }) {
  const navigate = useNavigate();
  return <OverMoneyFailResult code={useSearchParams()[0].get('code')} onBack={() => navigate('/popup/over-money/main')} onHistory={() => navigate('/popup/over-money/history')} />;
}
