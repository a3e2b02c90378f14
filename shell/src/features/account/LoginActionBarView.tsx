import styled from 'styled-components';
import { loginAgainText, loginUrl, useLocation, withCallbackTo } from '@hanpan/platform';

// Sticky after the footer: over the page while it scrolls, and below the footer at its end, so
// it never covers the end of the page however many lines it wraps to (a fixed bar did on phones).
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 900;
  background: #111827;
  color: #fff;
  box-shadow: 0 -4px 16px rgba(0, 0, 0, 0.18);
  > div {
    max-width: 1080px;
    margin: 0 auto;
    padding: 12px 20px;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
    flex-wrap: wrap;
    box-sizing: border-box;
  }
  p {
    margin: 0;
    font-size: 14px;
    flex: 1 1 220px;
  }
  a {
    flex: none;
    padding: 10px 16px;
    border-radius: 8px;
    background: #fbbf24;
    color: #111827;
    font-weight: 800;
    font-size: 14px;
    text-decoration: none;
  }
`;

/** With `href`, the partner's step; without, a failed single sign-on: the login again, coming back to this page. */
export function LoginActionBarView({ message, button, href }: { message?: string | null; button?: string; href?: string }) {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  return (
    <Bar role="region" aria-label="추가 확인 안내" data-testid="login-action-bar">
      <div>
        {href ? <p>{message}</p> : <p role="alert">{loginAgainText(message)}</p>}
        <a href={href ? withCallbackTo(href, here) : loginUrl(here)}>{href ? button : '다시 로그인'}</a>
      </div>
    </Bar>
  );
}
