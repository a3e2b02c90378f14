import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, createPlainClient, setApiErrorHandlers, type ApiErrorHandlers } from './client';
import { ApiError, isRuleError } from './errors';
import { isReplayedAnswer } from './replayedAnswer';
import { hanpanStore } from '../store/hanpanStore';
import { applyGlobalMemberState } from '../store/globalMemberState';
import { knowServerTime, serverNow } from '../lib/date';

type Reply = { status: number; data: unknown; contentType?: string; headers?: Record<string, string> } | Error;

function fakeAdapter(reply: Reply | ((config: InternalAxiosRequestConfig) => Reply)) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    const r = typeof reply === 'function' ? reply(config) : reply;
    if (r instanceof Error) throw r;
    return {
      data: r.data,
      status: r.status,
      statusText: String(r.status),
      headers: new AxiosHeaders({ 'content-type': r.contentType ?? 'application/json', ...r.headers }),
      config,
    };
  };
  return { adapter, seen };
}

const envelope = (resultCode: number, body: unknown, resultMessage = '') => ({
  header: { isSuccessful: resultCode === 0, resultCode, resultMessage },
  body,
});

let handlers: jest.Mocked<ApiErrorHandlers>;
let restore: () => void;
beforeEach(() => {
  handlers = { onErrorPage: jest.fn(), onAlert: jest.fn(), reload: jest.fn(), goToLogin: jest.fn() };
  restore = setApiErrorHandlers(handlers);
  sessionStorage.clear();
  hanpanStore.setState((s) => ({ member: { ...s.member, ssoAlertShown: false } }));
});
afterEach(() => restore());

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('request setup (SPEC §7)', () => {
  it('sends JSON, no-cache, the page URL and a 3000 ms timeout', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200, data: envelope(0, { ok: 1 }) });
    await expect(createApiClient({ adapter }).get('/api/x', { params: { page: 0 } })).resolves.toEqual({ ok: 1 });
    const c = seen[0];
    expect(c.timeout).toBe(3000);
    expect(c.headers.get('x-page-url')).toBe(window.location.href);
    expect(c.headers.get('Cache-Control')).toBe('no-cache');
    expect(c.headers.get('Pragma')).toBe('no-cache');
    expect(c.headers.get('Accept')).toBe('application/json');
    expect(c.params).toEqual({ page: 0 });
    expect(c.headers.get('x-xsrf-token')).toBeUndefined();
  });

  it('adds CSRF and Idempotency-Key on state-changing calls', async () => {
    document.cookie = 'XSRF-TOKEN=tok123; path=/';
    const { adapter, seen } = fakeAdapter({ status: 200, data: envelope(0, null) });
    const client = createApiClient({ adapter });
    await client.post('/api/money-transfer', { a: 1 }, { idempotencyKey: 'key-1' });
    await client.put('/api/restriction/upgrade');
    expect(seen[0].headers.get('x-xsrf-token')).toBe('tok123');
    expect(seen[0].headers.get('idempotency-key')).toBe('key-1');
    expect(seen[0].data).toBe(JSON.stringify({ a: 1 }));
    expect(seen[1].method).toBe('put');
    expect(seen[1].headers.get('x-xsrf-token')).toBe('tok123');
    document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
  });

  it('names the member the page shows on every call, so the server acts (a change, a game launch) for no one else', async () => {
    const { adapter, seen } = fakeAdapter({ status: 200, data: envelope(0, null) });
    const client = createApiClient({ adapter });
    await client.post('/api/money-transfer', {});
    applyGlobalMemberState({ publisher: 'hanpan', site: 'pc', isLoggedIn: true, serverTime: '2026-12-05T00:00:00Z', member: { memberNo: 10000116, nickname: '머니친구가', gender: 'M', avatarId: 1, birthMonth: 1, multiIdpCode: null, loginStatus: { code: 'LOGIN', message: null, actionSpec: null } } });
    await client.post('/api/money-transfer', {});
    await client.get('/api/contents/members/personal-zone');
    expect(seen[0].headers.get('x-hanpan-member')).toBeUndefined();
    expect(seen[1].headers.get('x-hanpan-member')).toBe('10000116');
    expect(seen[2].headers.get('x-hanpan-member')).toBe('10000116');
    hanpanStore.getState().setMember(null);
  });

  it('adds a timestamp to GETs on Internet Explorer only', async () => {
    const ua = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0)');
    const { adapter, seen } = fakeAdapter({ status: 200, data: envelope(0, null) });
    const client = createApiClient({ adapter });
    await client.get('/api/a');
    await client.post('/api/b');
    expect(typeof (seen[0].params as { _t: number })._t).toBe('number');
    expect(seen[1].params).toBeUndefined();
    ua.mockRestore();
  });
});

describe('response handling (SPEC §8)', () => {
  it('HTML → error page 999', async () => {
    const { adapter } = fakeAdapter({ status: 200, data: '<!doctype html><html></html>', contentType: 'text/html' });
    await expect(createApiClient({ adapter }).get('/api/x')).rejects.toMatchObject({ kind: 'html', status: 999 });
    expect(handlers.onErrorPage).toHaveBeenCalledWith(999);
  });

  it("a write answered by a gateway's HTML page (504 after the server committed) is an answer lost: no 999 page over the popup (QA: '실패' while the money had moved)", async () => {
    const { adapter } = fakeAdapter({ status: 504, data: '<html><body><h1>504 Gateway Time-out</h1></body></html>', contentType: 'text/html' });
    const client = createApiClient({ adapter });
    await expect(client.put('/api/money-transfer', { amount: '1' }, { idempotencyKey: 'k' })).rejects.toMatchObject({ kind: 'network', message: '네트워크 연결을 확인해 주세요.' });
    // a plain 502 text from a proxy too
    const text = fakeAdapter({ status: 502, data: 'Bad Gateway', contentType: 'text/plain' });
    await expect(createApiClient({ adapter: text.adapter }).post('/api/mileage/exchange', {})).rejects.toMatchObject({ kind: 'network' });
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
    // the server's own refusal of a write is read as before
    const refused = fakeAdapter({ status: 422, data: envelope(422, null, '보유 마일리지가 부족합니다.') });
    await expect(createApiClient({ adapter: refused.adapter }).post('/api/mileage/exchange', {})).rejects.toMatchObject({ kind: 'rule', message: '보유 마일리지가 부족합니다.' });
  });

  it('a write while the browser is offline is not sent, and says so (nothing was done: not an answer lost)', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { adapter, seen } = fakeAdapter({ status: 200, data: envelope(0, null) });
    const client = createApiClient({ adapter });
    await expect(client.post('/api/money-transfer', {}, { idempotencyKey: 'k' })).rejects.toMatchObject({ kind: 'http', message: expect.stringContaining('요청을 보내지 않았습니다') });
    expect(seen).toHaveLength(0);
    // reads go as before (the browser answers them from its cache or fails them itself)
    await client.get('/api/x');
    expect(seen).toHaveLength(1);
    online.mockRestore();
  });

  it('isSuccessful false + 404 → not-found page', async () => {
    const { adapter } = fakeAdapter({ status: 404, data: envelope(404, null, '없음') });
    await expect(createApiClient({ adapter }).get('/api/items/X')).rejects.toMatchObject({ kind: 'notFound', status: 404 });
    expect(handlers.onErrorPage).toHaveBeenCalledWith(404, 'This page could not be found');
  });

  it('a 404 the caller says itself (notFoundPage: false: a question an address names, gone) rejects without the page (QA: /faq?id=99999)', async () => {
    const { adapter } = fakeAdapter({ status: 404, data: envelope(404, null, 'FAQ를 찾을 수 없습니다.') });
    await expect(createApiClient({ adapter }).get('/api/faq/detail/99999', { notFoundPage: false })).rejects.toMatchObject({ kind: 'notFound', status: 404, message: 'FAQ를 찾을 수 없습니다.' });
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
  });

  it('403 with over19 → adult-only 403 page; other 403 rejects only', async () => {
    const { adapter } = fakeAdapter({ status: 403, data: envelope(403, null, 'over19 only') });
    await expect(createApiClient({ adapter }).get('/api/x')).rejects.toMatchObject({ kind: 'adultOnly', status: 403 });
    expect(handlers.onErrorPage).toHaveBeenCalledWith(403, expect.any(String));
    handlers.onErrorPage.mockClear();
    const other = fakeAdapter({ status: 403, data: envelope(403, { reason: 'x' }, '권한이 없습니다.') });
    await expect(createApiClient({ adapter: other.adapter }).get('/api/x')).rejects.toMatchObject({ kind: 'http', status: 403, message: '권한이 없습니다.' });
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
  });

  it("401 'login required' from a member call → '로그인 후, 이용해 주세요.' once, then the login page", async () => {
    const { adapter } = fakeAdapter({ status: 401, data: envelope(401, null, '로그인 후, 이용해 주세요.') });
    const client = createApiClient({ adapter });
    await Promise.all([
      expect(client.get('/api/a')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 }),
      expect(client.get('/api/b')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 }),
    ]);
    await flush();
    expect(handlers.onAlert.mock.calls).toEqual([['로그인 후, 이용해 주세요.']]);
    expect(handlers.goToLogin).toHaveBeenCalledTimes(1);
    expect(handlers.reload).not.toHaveBeenCalled();
  });

  it('any other 401 → the single-sign-on alert once per session, then reload', async () => {
    const { adapter } = fakeAdapter({ status: 401, data: envelope(401, null, '인증 서버 오류') });
    const client = createApiClient({ adapter });
    await expect(client.get('/api/a')).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await flush();
    expect(handlers.onAlert).toHaveBeenCalledWith('예상치 못한 예외로 인하여 인증 정보 조회에 실패했습니다.');
    expect(handlers.reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('hanpan.ssoAlertShown')).toBe('1');
    await expect(client.get('/api/b')).rejects.toMatchObject({ status: 401 });
    await flush();
    expect(handlers.onAlert).toHaveBeenCalledTimes(1);
    expect(handlers.reload).toHaveBeenCalledTimes(1);
  });

  it('401 reloads only after the alert was closed', async () => {
    let close: () => void = () => {};
    handlers.onAlert.mockImplementation(() => new Promise<void>((r) => { close = r; }));
    const { adapter } = fakeAdapter({ status: 401, data: envelope(401, null) });
    await expect(createApiClient({ adapter }).get('/api/a')).rejects.toBeInstanceOf(ApiError);
    await flush();
    expect(handlers.reload).not.toHaveBeenCalled();
    close();
    await flush();
    expect(handlers.reload).toHaveBeenCalled();
  });

  it('401 in a popup window reloads the opener and closes the popup (default reload)', async () => {
    restore();
    restore = setApiErrorHandlers({ onAlert: jest.fn(), onErrorPage: jest.fn() });
    const openerReload = jest.fn();
    const opener = { closed: false, location: { reload: openerReload } };
    Object.defineProperty(window, 'opener', { value: opener, configurable: true });
    const close = jest.spyOn(window, 'close').mockImplementation(() => {});
    const { adapter } = fakeAdapter({ status: 401, data: envelope(401, null) });
    await expect(createApiClient({ adapter }).get('/api/a')).rejects.toMatchObject({ status: 401 });
    await flush();
    expect(openerReload).toHaveBeenCalled();
    expect(close).toHaveBeenCalled();
    Object.defineProperty(window, 'opener', { value: null, configurable: true });
    close.mockRestore();
  });

  it("409 of another member logged in (ERROR_OTHER_MEMBER) → said once, then the page opens again; any other 409 only rejects", async () => {
    const text = '다른 회원으로 로그인되어 있어 처리하지 않았습니다. 화면을 새로고침한 뒤 다시 시도해 주세요.';
    let close: () => void = () => {};
    handlers.onAlert.mockImplementation(() => new Promise<void>((r) => { close = r; }));
    const changed = createApiClient({ adapter: fakeAdapter({ status: 409, data: envelope(409, { code: 'ERROR_OTHER_MEMBER' }, text) }).adapter });
    await expect(changed.put('/api/a', {})).rejects.toMatchObject({ kind: 'otherMember', status: 409, message: text });
    await expect(changed.post('/api/b', {})).rejects.toMatchObject({ kind: 'otherMember' });
    await flush();
    expect(handlers.onAlert.mock.calls).toEqual([[text]]);
    expect(handlers.reload).not.toHaveBeenCalled();
    close();
    await flush();
    expect(handlers.reload).toHaveBeenCalledTimes(1);
    // a conflict of the action itself (changed meanwhile) is the caller's to say
    const stale = createApiClient({ adapter: fakeAdapter({ status: 409, data: envelope(409, null, '보유 마일리지가 바뀌었습니다.') }).adapter });
    await expect(stale.post('/api/c', {})).rejects.toMatchObject({ kind: 'http', status: 409 });
    await flush();
    expect(handlers.onAlert).toHaveBeenCalledTimes(1);
  });

  it("the server's answers teach a wrong device clock the server's time (its Date header); anything else's answer does not", async () => {
    const ahead = new Date(Date.now() + 3 * 86_400_000);
    const gateway = new Date(Date.now() - 86_400_000).toUTCString();
    try {
      await createPlainClient({ adapter: fakeAdapter({ status: 200, data: { ok: true }, headers: { date: gateway } }).adapter }).get('/api/p');
      expect(Math.abs(serverNow() - Date.now())).toBeLessThan(1000);
      await createApiClient({ adapter: fakeAdapter({ status: 200, data: envelope(0, {}), headers: { date: ahead.toUTCString() } }).adapter }).get('/api/a');
      expect(Math.abs(serverNow() - ahead.getTime())).toBeLessThan(2000);
      await createApiClient({ adapter: fakeAdapter({ status: 200, data: envelope(0, {}) }).adapter }).get('/api/b'); // no Date: still known
      expect(Math.abs(serverNow() - ahead.getTime())).toBeLessThan(2000);
    } finally {
      knowServerTime(Date.now());
    }
  });

  it("an answer the server replayed for its Idempotency-Key is marked as such (nothing was done this time)", async () => {
    const first = await createApiClient({ adapter: fakeAdapter({ status: 200, data: envelope(0, { money: '1' }) }).adapter }).put('/api/a', {});
    const again = await createApiClient({ adapter: fakeAdapter({ status: 200, data: envelope(0, { money: '1' }), headers: { 'idempotent-replayed': 'true' } }).adapter }).put('/api/a', {});
    expect([isReplayedAnswer(first), isReplayedAnswer(again)]).toEqual([false, true]);
    expect(again).toEqual({ money: '1' });
  });

  it('422 → rejects with header + body (rule code)', async () => {
    const body = { code: 'ERROR_USE_ALL_BANKBOOK', title: '통장 사용 실패' };
    const { adapter } = fakeAdapter({ status: 422, data: envelope(422, body, '이번 달 통장을 모두 사용했습니다.') });
    const error = await createApiClient({ adapter }).post('/api/membership/bankbook', { useCount: 1 }).catch((e: unknown) => e);
    expect(isRuleError(error, 'ERROR_USE_ALL_BANKBOOK')).toBe(true);
    expect(error).toMatchObject({ status: 422, body, header: { resultCode: 422 }, message: '이번 달 통장을 모두 사용했습니다.' });
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
  });

  it('other failures reject with header merged with body', async () => {
    const { adapter } = fakeAdapter({ status: 409, data: envelope(409, { currentHoldMileage: '10' }, '잔액이 변경되었습니다.') });
    const error = (await createApiClient({ adapter }).post('/api/mileage/exchange').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(error.data).toEqual({ isSuccessful: false, resultCode: 409, resultMessage: '잔액이 변경되었습니다.', currentHoldMileage: '10' });
  });

  it("a gateway's English text is not what the player reads: the portal's Korean words instead (QA: 'Internal Server Error' on the page)", async () => {
    const { adapter } = fakeAdapter({ status: 500, data: envelope(500, null, 'Internal Server Error') });
    const error = (await createApiClient({ adapter }).get('/api/rankings').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 500, message: '요청을 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.' });
    const korean = fakeAdapter({ status: 500, data: envelope(500, null, '일시적인 오류가 발생했습니다.') });
    await expect(createApiClient({ adapter: korean.adapter }).get('/x')).rejects.toMatchObject({ message: '일시적인 오류가 발생했습니다.' });
  });

  it('isSuccessful false on HTTP 200 uses resultCode, else 500', async () => {
    const a = fakeAdapter({ status: 200, data: envelope(429, null, '잠시 후') });
    await expect(createApiClient({ adapter: a.adapter }).get('/x')).rejects.toMatchObject({ status: 429 });
    const b = fakeAdapter({ status: 200, data: { header: { isSuccessful: false, resultCode: 0, resultMessage: '' }, body: null } });
    await expect(createApiClient({ adapter: b.adapter }).get('/x')).rejects.toMatchObject({ status: 500 });
  });

  it('timeout and network outage reject with Korean messages', async () => {
    const t = fakeAdapter(new AxiosError('timeout of 3000ms exceeded', AxiosError.ECONNABORTED));
    await expect(createApiClient({ adapter: t.adapter }).get('/x')).rejects.toMatchObject({
      kind: 'timeout',
      message: '서버 응답이 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
    });
    const n = fakeAdapter(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(createApiClient({ adapter: n.adapter }).get('/x')).rejects.toMatchObject({ kind: 'network', message: '네트워크 연결을 확인해 주세요.' });
  });

  it('generic errors carry their statusCode, else 500', async () => {
    const e = Object.assign(new Error('boom'), { statusCode: 418 });
    await expect(createApiClient({ adapter: fakeAdapter(e).adapter }).get('/x')).rejects.toMatchObject({ status: 418 });
    await expect(createApiClient({ adapter: fakeAdapter(new Error('x')).adapter }).get('/x')).rejects.toMatchObject({ status: 500 });
  });

  it('minDelay keeps the promise pending at least 200 ms', async () => {
    jest.useFakeTimers();
    const { adapter } = fakeAdapter({ status: 200, data: envelope(0, 1) });
    let settled = false;
    const p = createApiClient({ adapter }).get('/x', { minDelay: true }).then(() => { settled = true; });
    await jest.advanceTimersByTimeAsync(190);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(20);
    await p;
    expect(settled).toBe(true);
    jest.useRealTimers();
  });
});

describe('plain client', () => {
  it('returns raw data and rejects only HTML', async () => {
    const ok = fakeAdapter({ status: 500, data: { anything: true } });
    await expect(createPlainClient({ adapter: ok.adapter }).get('/remotes.json')).resolves.toEqual({ anything: true });
    const html = fakeAdapter({ status: 200, data: '<html></html>', contentType: 'text/html' });
    await expect(createPlainClient({ adapter: html.adapter }).get('/x')).rejects.toMatchObject({ status: 999 });
    expect(handlers.onErrorPage).not.toHaveBeenCalled();
  });
});

describe('axios, loaded on the first request', () => {
  it('a failed load is the outage message, and the next call loads it again', async () => {
    let loads = 0;
    jest.resetModules();
    jest.doMock('axios', () => {
      loads += 1;
      if (loads === 1) throw new Error('Loading chunk axios failed.');
      return jest.requireActual('axios');
    });
    try {
      const lazy = jest.requireActual<typeof import('./client')>('./client');
      const { adapter } = fakeAdapter({ status: 200, data: envelope(0, { ok: 1 }) });
      const client = lazy.createApiClient({ adapter });
      await expect(client.get('/x')).rejects.toMatchObject({ kind: 'network', message: '네트워크 연결을 확인해 주세요.' });
      await expect(client.get('/x')).resolves.toEqual({ ok: 1 });
      expect(loads).toBe(2);
    } finally {
      jest.dontMock('axios');
    }
  });

  it('useAdapter sends later requests through another transport and answers the one it replaced', async () => {
    const first = fakeAdapter({ status: 200, data: envelope(0, 'first') });
    const second = fakeAdapter({ status: 200, data: envelope(0, 'second') });
    const client = createApiClient({ adapter: first.adapter });
    expect(client.useAdapter(second.adapter)).toBe(first.adapter);
    expect(client.adapter).toBe(second.adapter);
    await expect(client.get('/x')).resolves.toBe('second');
    expect(client.useAdapter(first.adapter)).toBe(second.adapter);
    await expect(client.get('/x')).resolves.toBe('first');
    expect([first.seen.length, second.seen.length]).toEqual([1, 1]);
  });
});
