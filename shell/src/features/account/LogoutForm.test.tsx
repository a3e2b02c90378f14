// The logout form drawn on the server carries that response's masked token, the browser's the cookie's
// raw one (api/src/plugins/csrf.ts: masked against BREACH): hydration takes the difference without a
// warning, and the form keeps a token the server accepts either way.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LogoutForm } from './LogoutForm';

const RAW = 'abcdefghijklmnopqrstuvwx.0123456789012345678901234567890123456789012';
const MASKED = 'm.bWFza2VkLWZvci10aGlzLXJlc3BvbnNlLW9ubHk';

function setCookie(value: string) {
  document.cookie = `XSRF-TOKEN=${value}; path=/`;
}

describe('LogoutForm hydration', () => {
  it('the server page (masked token) hydrates with the raw cookie token: no warning, a token in the form', () => {
    // what the server drew (formCsrfToken reads the cookie in this browser test: stand the masked value in)
    setCookie(MASKED);
    const serverHtml = renderToString(<LogoutForm nextUrl="/faq" />);
    expect(serverHtml).toContain(`value="${MASKED}"`);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.appendChild(container);
    const input = () => container.querySelector('input[name="_csrf"]') as HTMLInputElement;
    // before the script: the form posts the masked token
    expect(input().value).toBe(MASKED);

    setCookie(RAW);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    try {
      render(<LogoutForm nextUrl="/faq" />, { container, hydrate: true, onRecoverableError: (e) => recoverable.push(e) });
      expect(errors).not.toHaveBeenCalled();
      expect(recoverable).toEqual([]);
    } finally {
      errors.mockRestore();
    }
    // one of the two (both are this visitor's token); React writes the client's
    expect([MASKED, RAW]).toContain(input().value);
    expect((container.querySelector('input[name="nextUrl"]') as HTMLInputElement).value).toBe('/faq');
  });
});
