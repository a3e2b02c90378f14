// The shop's add-to-home layer (SPEC §4 shortcut app, 3-day dismissal): the same install flow as
// the shell's shortcut card — Android's prompt, iOS/Samsung instructions, 'already installed'.
import { Button, hanpanStore, installShortcutApp, useHanpanStore, type LayerContentProps } from '@hanpan/platform';

export function AddToHomeLayer({ resolve }: LayerContentProps) {
  const installed = useHanpanStore((s) => s.shortcutApp.installed);
  const add = async () => {
    resolve(true);
    await installShortcutApp(hanpanStore, navigator.userAgent);
  };
  return (
    <div>
      <p>홈 화면에 한판을 추가하면 상점과 내 멤버십을 앱처럼 바로 열 수 있습니다.</p>
      <Button type="button" variant="primary" onClick={() => void add()} disabled={installed}>
        {installed ? '이미 추가했습니다' : '홈 화면에 추가'}
      </Button>
    </div>
  );
}
