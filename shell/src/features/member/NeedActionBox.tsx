// The personal zone of a partner member whose login needs an action first (SPEC §3 NEED_ACTION).
import { browserGateDeps, Button, hanpanStore, loginActionText, runLoginAction, useHanpanStore } from '@hanpan/platform';
import styled from 'styled-components';
import { Card } from '../common/ui';
import { LogoutForm } from '../account/LogoutForm';

// On a members-only page it stands alone, apart from the bar above it (QA: its top border was cut in
// the popups, it touched the header); in the home's personal zone the column spaces it.
const Box = styled(Card)`
  margin: 16px auto;
  max-width: 360px;
  aside > & {
    margin: 0;
    max-width: none;
  }
`;

export function NeedActionBox() {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const step = loginActionText(useHanpanStore((s) => s.member.loginStatus));
  return (
    <Box data-testid="need-action-box">
      <h2>{nickname}님</h2>
      <p role="alert" style={{ fontSize: 14 }}>{step.message}</p>
      <Button block onClick={() => void runLoginAction(browserGateDeps(hanpanStore), { start: true })}>
        {step.button}
      </Button>
      {/* a div: a <form> inside a <p> is moved out of it by the HTML parser, and the hydration failed */}
      <div style={{ fontSize: 13, textAlign: 'center', margin: '12px 0 0' }}>
        <LogoutForm nextUrl="/" />
      </div>
    </Box>
  );
}
