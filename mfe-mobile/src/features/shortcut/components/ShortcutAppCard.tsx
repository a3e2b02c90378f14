// The shortcut-app card of the mobile home (SPEC §4): Android's install prompt, the iOS / Samsung
// instructions or 'already installed' — the platform's one install flow — and the phone's connection
// status. The status is the phone's network, not the app's: it has its own labelled line, outside the
// heading ("바로가기 앱 온라인" read as if the app were online).
import { Button, hanpanStore, installShortcutApp, useHanpanStore } from '@hanpan/platform';
import { Card } from '../../../ui/mobile';

export function ShortcutAppCard() {
  const installed = useHanpanStore((s) => s.shortcutApp.installed);
  const online = useHanpanStore((s) => s.global.online);
  return (
    <Card aria-labelledby="shortcut-title" data-testid="shortcut-card">
      <h2 id="shortcut-title">바로가기 앱</h2>
      <p>{installed ? '바로가기 앱이 설치되어 있습니다.' : '홈 화면에 한판을 추가하고 앱처럼 바로 실행하세요.'}</p>
      <p data-testid="connection-status" style={{ fontSize: 14, color: '#4b5563' }}>
        연결 상태:{' '}
        <strong data-testid="online-status" style={{ color: online ? '#047857' : '#b91c1c' }}>
          {online ? '온라인' : '오프라인'}
        </strong>
      </p>
      <Button size="l" block onClick={() => void installShortcutApp(hanpanStore, navigator.userAgent)}>
        바로가기 앱 설치
      </Button>
    </Card>
  );
}
