import { submitLogout, type LogoutDeps } from './logout';

function deps(answer: { status: number; type?: ResponseType } | Error) {
  const calls: { input: string; init: RequestInit }[] = [];
  const assigned: string[] = [];
  const d: LogoutDeps = {
    fetch: async (input, init) => {
      calls.push({ input, init });
      if (answer instanceof Error) throw answer;
      return { status: answer.status, type: answer.type ?? 'basic', ok: answer.status >= 200 && answer.status < 300 };
    },
    assign: (url) => assigned.push(url),
    csrfToken: () => 'tok-123',
  };
  return { d, calls, assigned };
}

describe('submitLogout', () => {
  it('POSTs the form with _csrf and nextUrl, then loads nextUrl', async () => {
    const { d, calls, assigned } = deps({ status: 0, type: 'opaqueredirect' });
    await submitLogout('/faq?x=1', d);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toBe('/idp/logout');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new URLSearchParams(String(calls[0]!.init.body)).get('_csrf')).toBe('tok-123');
    expect(new URLSearchParams(String(calls[0]!.init.body)).get('nextUrl')).toBe('/faq?x=1');
    expect((calls[0]!.init.headers as Record<string, string>)['x-xsrf-token']).toBe('tok-123');
    expect(assigned).toEqual(['/faq?x=1']);
  });

  it('falls back to the GET logout where the server has no POST (404/405) or refuses it', async () => {
    for (const status of [404, 405, 403]) {
      const { d, assigned } = deps({ status });
      await submitLogout('/', d);
      expect(assigned).toEqual(['/idp/logout?nextUrl=%2F']);
    }
    const offline = deps(new Error('network'));
    await submitLogout('/shop', offline.d);
    expect(offline.assigned).toEqual(['/idp/logout?nextUrl=%2Fshop']);
  });
});
