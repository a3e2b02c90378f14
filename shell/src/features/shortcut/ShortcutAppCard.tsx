// "Add to home screen" card of the mobile site, with the phone's connection status (its own line:
// in the heading it read as if the app were online) and an address copy.
import styled from 'styled-components';
import { Button, hanpanStore, installShortcutApp, useHanpanStore } from '@hanpan/platform';
import { copyWithFeedback } from '../common/copy';
import { Badge, Card } from '../common/ui';

const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  align-items: center;
`;

export function ShortcutAppCard() {
  const installed = useHanpanStore((s) => s.shortcutApp.installed);
  const online = useHanpanStore((s) => s.global.online);
  return (
    <Card aria-labelledby="shortcut-title" data-testid="shortcut-card">
      <h2 id="shortcut-title">바로가기 앱</h2>
      <p style={{ fontSize: 14, color: '#4b5563', marginTop: 0 }}>
        {installed ? '바로가기 앱이 설치되어 있습니다.' : '홈 화면에 한판을 추가하고 앱처럼 바로 실행하세요.'}
      </p>
      <p data-testid="connection-status" style={{ fontSize: 14, color: '#4b5563' }}>
        연결 상태:{' '}
        <Badge $tone={online ? 'green' : 'red'} data-testid="online-status">
          {online ? '온라인' : '오프라인'}
        </Badge>
      </p>
      <Row>
        <Button size="s" onClick={() => void installShortcutApp(hanpanStore, navigator.userAgent)}>
          바로가기 앱 설치
        </Button>
        <Button size="s" variant="secondary" onClick={() => void copyWithFeedback(hanpanStore, window.location.origin)}>
          주소 복사
        </Button>
      </Row>
    </Card>
  );
}
