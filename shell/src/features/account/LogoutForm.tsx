// The logout control: a small form POST to the identity provider carrying `_csrf` and `nextUrl`
// (works without script: the server draws it with the visitor's token); with script it goes through the
// platform's submitLogout, which also falls back to the GET logout of older servers.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { CSRF_FORM_FIELD, LOGOUT_PATH, submitLogout } from '@hanpan/platform';
import { TextButton } from '../common/TextButton';
import { formCsrfToken } from './formCsrfToken';

const Form = styled.form`
  display: inline;
  margin: 0;
`;

export function LogoutForm({ nextUrl = '/', className, children = '로그아웃' }: { nextUrl?: string; className?: string; children?: ReactNode }) {
  // the server draws the request's token (QA: an empty one refused a logout pressed before the script ran),
  // masked for that response; the browser's is the cookie's raw token (formCsrfToken.ts)
  const [token] = useState(formCsrfToken);
  const [busy, setBusy] = useState(false);
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
      {/* differs from the server's text at hydration by design (masked there, raw here; both are
          this visitor's token and accepted): no mismatch warning. React then writes the raw one. */}
      <input type="hidden" name={CSRF_FORM_FIELD} value={token} suppressHydrationWarning />
      <input type="hidden" name="nextUrl" value={nextUrl} />
      <TextButton type="submit" disabled={busy}>
        {children}
      </TextButton>
    </Form>
  );
}
