// The logout control: a small form POST to the identity provider carrying `_csrf` and `nextUrl`
// (works without script once the server takes the POST); with script it goes through the
// platform's submitLogout, which also falls back to the GET logout of older servers.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CSRF_FORM_FIELD, HTTP_COOKIES, LOGOUT_PATH, readCookie, submitLogout } from '@hanpan/platform';
import { TextButton } from '../common/TextButton';

const Form = styled.form`
  display: inline;
  margin: 0;
`;

export function LogoutForm({ nextUrl = '/', className, children = '로그아웃' }: { nextUrl?: string; className?: string; children?: ReactNode }) {
  // the token is a cookie: read after mount (the frame may be rendered on the server)
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => setToken(readCookie(HTTP_COOKIES.csrf) ?? ''), []);
  return (
    <Form
      method="post"
      action={LOGOUT_PATH}
      className={className}
      data-testid="logout-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy) return;
        setBusy(true);
        void submitLogout(nextUrl).finally(() => setBusy(false));
      }}
    >
      <input type="hidden" name={CSRF_FORM_FIELD} value={token} />
      <input type="hidden" name="nextUrl" value={nextUrl} />
      <TextButton type="submit" disabled={busy}>
        {children}
      </TextButton>
    </Form>
  );
}
