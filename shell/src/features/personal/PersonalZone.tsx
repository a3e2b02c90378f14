// Personal zone of the home page: login box for guests; for members their money, mileage, hancoin,
// inventory counts and badges (SPEC §3, §7: ../member, a chunk guests never download).
import { useQuery } from '@tanstack/react-query';
import { globalMemberStateQuery, isLoggedIn, loginUrl, needsLoginAction, registerUrl, useHanpanStore, useLocation } from '@hanpan/platform';
import { Card, LinkButton } from '../common/ui';
import { MemberBox, NeedActionBox, ZoneSkeleton } from '../member';
import { LazyPart } from '../common/LazyPart';

function LoginBox() {
  const { pathname, search } = useLocation();
  const next = `${pathname}${search}`;
  return (
    <Card aria-labelledby="login-box-title" data-testid="login-box">
      <h2 id="login-box-title">로그인</h2>
      <p style={{ fontSize: 14, color: '#4b5563', marginTop: 0 }}>로그인하고 한판의 모든 게임과 혜택을 즐겨 보세요.</p>
      <LinkButton href={loginUrl(next)} $block>
        로그인
      </LinkButton>
      <p style={{ fontSize: 13, textAlign: 'center', margin: '12px 0 0' }}>
        아직 회원이 아니신가요? <a href={registerUrl('main', next)}>회원가입</a>
      </p>
    </Card>
  );
}

export function PersonalZone() {
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const needAction = useHanpanStore((s) => needsLoginAction(s));
  // Observes the member state the navigation middleware fetches (no fetch of its own).
  const globalState = useQuery({ ...globalMemberStateQuery(), enabled: false });
  if (loggedIn || needAction) {
    return <LazyPart loading={<ZoneSkeleton />}>{loggedIn ? <MemberBox /> : <NeedActionBox />}</LazyPart>;
  }
  if (!globalState.data && !globalState.isError) return <ZoneSkeleton />;
  return <LoginBox />;
}
