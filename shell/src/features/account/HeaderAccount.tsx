// The account corner of every PC page's header (SPEC §7 member state): 로그인 / 회원가입 for
// guests; nickname, money in Korean units and 로그아웃 for members (../member). Server-renderable:
// nothing here reads window, document or storage while rendering.
import styled from 'styled-components';
import { isLoggedIn, loginUrl, needsLoginAction, registerUrl, useHanpanStore, useLocation } from '@hanpan/platform';
import { HeaderMember } from '../member';
import { LazyPart } from '../common/LazyPart';
import { TextButton } from '../common/TextButton';

// min-height: the login button's height, kept while the member is unknown (placeholder), so the
// header does not grow when the buttons arrive (phones give this corner its own row; content-box:
// that row's bottom padding comes on top in every state).
const Box = styled.div<{ $dark?: boolean }>`
  display: flex;
  align-items: center;
  box-sizing: content-box;
  min-height: 33px;
  gap: 10px;
  flex: none;
  font-size: 14px;
  white-space: nowrap;
  color: ${(p) => (p.$dark ? '#e5e7eb' : '#374151')};
  a {
    font-size: 14px !important;
  }
  .login {
    padding: 6px 14px;
    border-radius: 8px;
    background: ${(p) => (p.$dark ? '#fbbf24' : '#b91c1c')};
    color: ${(p) => (p.$dark ? '#111827' : '#fff')} !important;
    font-weight: 700;
  }
  .money {
    padding: 3px 10px;
    border-radius: 999px;
    background: ${(p) => (p.$dark ? '#1f2937' : '#fef2f2')};
    color: ${(p) => (p.$dark ? '#fbbf24' : '#b91c1c')};
    font-weight: 700;
  }
  .placeholder {
    display: inline-block;
    width: 120px;
    height: 18px;
    border-radius: 6px;
    background: ${(p) => (p.$dark ? '#1f2937' : '#f3f4f6')};
  }
`;

/** `nextUrl`: where to come back after login, and after logout (a member-only page sends home). */
export function HeaderAccount({ dark, logoutTo }: { dark?: boolean; logoutTo?: string }) {
  const { pathname, search } = useLocation();
  const resolved = useHanpanStore((s) => s.global.memberResolved);
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const needAction = useHanpanStore((s) => needsLoginAction(s));
  const here = `${pathname}${search}`;

  if (!resolved) {
    return (
      <Box $dark={dark} data-testid="header-account" aria-busy="true">
        <span className="placeholder" />
      </Box>
    );
  }
  if (loggedIn || needAction) {
    return (
      <Box $dark={dark} data-testid="header-account" aria-label="내 계정">
        {/* the box keeps its size while the corner loads; if it cannot, the corner offers to try again */}
        <LazyPart
          loading={<span className="placeholder" />}
          failed={(retry) => (
            <TextButton type="button" onClick={retry}>
              다시 시도
            </TextButton>
          )}
        >
          <HeaderMember withMoney={loggedIn} logoutTo={logoutTo ?? here} />
        </LazyPart>
      </Box>
    );
  }
  return (
    <Box $dark={dark} data-testid="header-account" aria-label="로그인">
      <a className="login" href={loginUrl(here)}>
        로그인
      </a>
      <a href={registerUrl('header', here)}>회원가입</a>
    </Box>
  );
}
