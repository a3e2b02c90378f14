// The personal zone of a partner member whose login needs an action first (SPEC §3 NEED_ACTION).
import { browserGateDeps, Button, hanpanStore, loginActionText, runLoginAction, useHanpanStore } from '@hanpan/platform';
import { Card } from '../common/ui';
import { LogoutForm } from '../account/LogoutForm';

export function NeedActionBox() {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const step = loginActionText(useHanpanStore((s) => s.member.loginStatus));
  return (
    <Card data-testid="need-action-box">
      <h2>{nickname}님</h2>
      <p role="alert" style={{ fontSize: 14 }}>{step.message}</p>
      <Button block onClick={() => void runLoginAction(browserGateDeps(hanpanStore), { start: true })}>
        {step.button}
      </Button>
      {/* a div: a <form> inside a <p> is moved out of it by the HTML parser, and the hydration failed */}
      <div style={{ fontSize: 13, textAlign: 'center', margin: '12px 0 0' }}>
        <LogoutForm nextUrl="/" />
      </div>
    </Card>
  );
}
