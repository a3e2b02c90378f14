// Security cases found in review, as tests: stored XSS through the sandbox return URL, open
// redirects (tab/CR/LF/backslash tricks, non-ASCII Location), security headers on every kind of
// response, CSRF bound to the session, trusted proxies only, login spraying / lock-out / timing,
// sign-up limits, session rotation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { COOKIES } from '@hanpan/contracts';
import { ledger, members } from '../db/schema/index.js';
import { Agent, createTestApp, type TestApp } from '../test/harness.js';
import { LEAVE_SCRIPT } from '../sandbox/routes.js';

const ticketOf = (html: string) => /name="ticket" value="([^"]+)"/.exec(html)?.[1]?.replace(/&quot;/g, '"').replace(/&amp;/g, '&') ?? '';
const orderNoOf = (html: string) => /\/sandbox\/orders\/([A-Z0-9]+)\/complete/.exec(html)?.[1] ?? '';

async function loginForm(a: Agent, loginId: string, password: string, headers: Record<string, string> = {}) {
  if (!a.cookies.has(COOKIES.csrf)) await a.get('/idp/login');
  const payload = new URLSearchParams({ _csrf: a.cookies.get(COOKIES.csrf) ?? '', loginId, password, nextUrl: '/' }).toString();
  return a.request('POST', '/idp/login', { payload, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, noCsrf: true });
}

describe('XSS and redirects', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('the sandbox never writes the return URL into a script (</script> payload stays text)', async () => {
    const a = await t.login('member');
    const payload = '/x</script><script>alert(document.cookie)</script>';
    const page = await a.get(`/payments/charge?amount=1000&redirectUri=${encodeURIComponent(payload)}`);
    assert.equal(page.statusCode, 200);
    const cancel = await a.form(`/sandbox/orders/${orderNoOf(page.body)}/cancel`, { ticket: ticketOf(page.body) });
    assert.equal(cancel.statusCode, 200);
    for (const body of [page.body, cancel.body]) {
      assert.doesNotMatch(body, /<script>alert/);
      assert.doesNotMatch(body, /<script>(?!<)/); // no inline script at all
    }
    assert.match(cancel.body, /data-return-url="\/x%3C\/script%3E%3Cscript%3Ealert\(document.cookie\)%3C\/script%3E"/);
    assert.match(cancel.body, /<script src="\/sandbox\/leave\.js" defer><\/script>/);
    // the static script takes only a same-origin path or an http(s) URL from the attribute
    assert.doesNotMatch(LEAVE_SCRIPT, /\$\{/);
    const js = await a.get('/sandbox/leave.js');
    assert.equal(js.statusCode, 200);
    assert.match(String(js.headers['content-type']), /javascript/);
  });

  it('return URLs: tab/newline/backslash tricks never leave the origin; Location is always ASCII', async () => {
    const tricks = ['/\t/evil.example', '/%09/evil.example', '/\\evil.example', '//evil.example', '\\\\evil.example', 'https://evil.example', ' //evil.example', '/\r\n/evil.example', 'http://localhost@evil.example/'];
    for (const raw of tricks) {
      const a = new Agent(t.app);
      await a.get('/idp/login');
      const r = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: raw });
      assert.equal(r.statusCode, 303, raw);
      const loc = String(r.headers.location);
      assert.ok(loc.startsWith('/') && !loc.startsWith('//') && !loc.startsWith('/\\'), `${JSON.stringify(raw)} → ${loc}`);
      assert.equal(new URL(loc, 'http://localhost').host, 'localhost');
    }
    const b = new Agent(t.app);
    const nonAscii = await b.get(`/idp/login?nextUrl=${encodeURIComponent('/plus/혜택\r\n')}`);
    assert.equal(nonAscii.statusCode, 200);
    const c = await t.login('vplus');
    // a member asking for the login form: the page that goes on (not a redirect) holds the address encoded
    const loggedIn = await c.get(`/idp/login?nextUrl=${encodeURIComponent('/plus/혜택?q=가 나')}`);
    assert.equal(loggedIn.statusCode, 200);
    assert.match(/data-next-url="([^"]*)"/.exec(loggedIn.body)?.[1] ?? '', /^\/plus\/[\x21-\x7e]+$/);
    const reg = await new Agent(t.app).get(`/idp/register?callbackUrl=${encodeURIComponent('/\t/evil.example')}`);
    assert.match(reg.body, /name="callbackUrl" value="\/"/);
  });
});

describe('security headers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('CSP, frame-ancestors, nosniff, Referrer-Policy, COOP on API, HTML and error responses; no CORS', async () => {
    const g = await t.guest();
    const responses = [await g.get('/api/contents/members/global-state'), await g.get('/idp/login'), await g.get('/api/nothing'), await g.get('/sandbox/leave.js'), await g.get('/api/faq/detail/2147483648')];
    for (const r of responses) {
      const csp = String(r.headers['content-security-policy']);
      assert.match(csp, /script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /object-src 'none'/);
      assert.equal(r.headers['x-content-type-options'], 'nosniff');
      assert.equal(r.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.equal(r.headers['cross-origin-opener-policy'], 'same-origin');
      assert.equal(r.headers['x-frame-options'], 'DENY');
      assert.equal(r.headers['access-control-allow-origin'], undefined);
    }
    const n1 = /nonce-([^']+)/.exec(String(responses[0]!.headers['content-security-policy']))![1];
    const n2 = /nonce-([^']+)/.exec(String(responses[1]!.headers['content-security-policy']))![1];
    assert.notEqual(n1, n2);
  });
});

describe('CSRF bound to the session; trusted proxies only', () => {
  let t: TestApp;
  let proxied: TestApp;
  before(async () => {
    t = await createTestApp();
    proxied = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
  });
  after(async () => {
    await t.close();
    await proxied.close();
  });

  it('HSTS on a response that came over HTTPS (from a trusted proxy), as the cookies are Secure; never over plain HTTP', async () => {
    const https = { headers: { 'x-forwarded-proto': 'https' } };
    const behind = await proxied.app.inject({ url: '/healthz', ...https });
    assert.equal(behind.headers['strict-transport-security'], 'max-age=15552000');
    assert.equal((await proxied.app.inject({ url: '/healthz' })).headers['strict-transport-security'], undefined);
    // an untrusted sender's x-forwarded-proto says nothing
    assert.equal((await t.app.inject({ url: '/healthz', ...https })).headers['strict-transport-security'], undefined);
  });

  it('refuses a token the attacker made up (same value in cookie and header) and another member’s token', async () => {
    const victim = await t.login('vip');
    const attacker = await t.login('member');
    const body = { destinationMemberNo: attacker.member!.memberNo, transferMoney: '100000000', type: 'SEND' };
    const made = 'attackerchosenvalue1234567890.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    victim.cookies.set(COOKIES.csrf, made);
    const forged = await victim.put('/api/money-transfer', body, { headers: { 'x-xsrf-token': made } });
    assert.equal(forged.statusCode, 403);
    const stolen = attacker.cookies.get(COOKIES.csrf)!;
    victim.cookies.set(COOKIES.csrf, stolen);
    assert.equal((await victim.put('/api/money-transfer', body, { headers: { 'x-xsrf-token': stolen } })).statusCode, 403);
    const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, victim.member!.id));
    assert.ok(rows.every((r) => r.reason !== 'MONEY_TRANSFER_OUT'));
  });

  it('refuses a state change another site’s page sent, even with a valid token; the portal’s own hosts, no Origin and an opaque one pass', async () => {
    const a = await t.login('vip');
    const other = await t.login('member');
    // (each meant: the same move again within minutes is otherwise asked first)
    const send = (origin?: string) => a.put('/api/money-transfer', { destinationMemberNo: other.member!.memberNo, transferMoney: '100000000', type: 'SEND', confirmRepeat: true }, origin ? { headers: { origin } } : {});
    for (const origin of ['https://evil.com', 'http://localhost.evil.com', 'http://localhost:9999', 'not a url']) {
      const r = await send(origin);
      assert.equal(r.statusCode, 403, origin);
      assert.equal(r.env.header.resultMessage, '다른 사이트에서 보낸 요청은 처리할 수 없습니다.');
    }
    // a server page's form too (the logout)
    assert.equal((await a.form('/idp/logout', { nextUrl: '/' }, { headers: { origin: 'https://evil.com' } })).statusCode, 403);
    const rows = await t.db.select().from(ledger).where(eq(ledger.memberId, a.member!.id));
    assert.ok(rows.every((r) => r.reason !== 'MONEY_TRANSFER_OUT'));
    for (const origin of ['http://localhost', 'http://m.localhost', 'null', undefined]) assert.equal((await send(origin)).statusCode, 200, String(origin));
  });

  it('rotates the session id and the CSRF token at login; the old token no longer works', async () => {
    const a = new Agent(t.app);
    await a.get('/idp/login');
    const guestToken = a.cookies.get(COOKIES.csrf)!;
    const first = await loginForm(a, 'beginner', 'hanpan1234!');
    assert.equal(first.statusCode, 303);
    const sid1 = a.cookies.get(COOKIES.session)!;
    const token1 = a.cookies.get(COOKIES.csrf)!;
    assert.notEqual(token1, guestToken);
    const again = await loginForm(a, 'beginner', 'hanpan1234!');
    assert.equal(again.statusCode, 303);
    assert.notEqual(a.cookies.get(COOKIES.session), sid1);
    assert.notEqual(a.cookies.get(COOKIES.csrf), token1);
    const stale = await a.put('/api/restriction/downgrade', { monthLimit: '1000' }, { headers: { 'x-xsrf-token': token1 } });
    assert.equal(stale.statusCode, 403);
    assert.equal((await a.put('/api/restriction/downgrade', { monthLimit: '1000' })).statusCode, 200);
  });

  it('x-forwarded-proto / -for count only from a configured proxy', async () => {
    const direct = new Agent(t.app);
    await direct.get('/idp/login');
    const spoofed = await loginForm(direct, 'vplus', 'hanpan1234!', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '10.9.9.9' });
    assert.notEqual(spoofed.cookies.find((c) => c.name === COOKIES.session)!.secure, true);
    const viaProxy = new Agent(proxied.app);
    await viaProxy.get('/idp/login');
    const r = await loginForm(viaProxy, 'vplus', 'hanpan1234!', { 'x-forwarded-proto': 'https' });
    assert.equal(r.cookies.find((c) => c.name === COOKIES.session)!.secure, true);
  });
});

describe('login limits and timing', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { loginRateLimit: 5, loginIpFailures: 12, loginAccountFailures: 8 } });
  });
  after(() => t.close());

  // each attempt comes from its own socket address (app.inject's remoteAddress); no proxy trusted
  async function attempt(ip: string, loginId: string, password: string, headers: Record<string, string> = {}) {
    const a = new Agent(t.app);
    const first = await t.app.inject({ method: 'GET', url: '/idp/login', headers: { host: 'localhost', ...headers }, remoteAddress: ip });
    for (const c of first.cookies as Array<{ name: string; value: string }>) a.cookies.set(c.name, c.value);
    const payload = new URLSearchParams({ _csrf: a.cookies.get(COOKIES.csrf) ?? '', loginId, password }).toString();
    return t.app.inject({ method: 'POST', url: '/idp/login', remoteAddress: ip, payload, headers: { host: 'localhost', ...headers, cookie: a.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' } });
  }

  it('password spraying from one address is limited across accounts', async () => {
    const ids = ['member', 'vplus', 'zplus', 'vip', 'restricted', 'rich'];
    const codes: number[] = [];
    for (let round = 0; round < 10; round++) for (const id of ids) codes.push((await attempt('10.0.0.1', id, `spray-${round}`)).statusCode);
    assert.equal(codes.filter((c) => c === 401).length, 12); // then every try is refused
    assert.equal(codes.filter((c) => c === 429).length, 48);
    // even the right password is refused from that address now
    assert.equal((await attempt('10.0.0.1', 'beginner', 'hanpan1234!')).statusCode, 429);
    // and a header naming another address does not move it (no proxy trusted: x-forwarded-for is the sender's word)
    assert.equal((await attempt('10.0.0.1', 'beginner', 'hanpan1234!', { 'x-forwarded-for': '10.7.7.7' })).statusCode, 429);
  });

  it('an attacker elsewhere does not lock the owner out of their own address', async () => {
    assert.equal((await attempt('10.0.0.50', 'beginner', 'hanpan1234!')).statusCode, 303); // the owner's usual address
    for (let i = 0; i < 4; i++) for (const ip of ['10.0.1.1', '10.0.1.2', '10.0.1.3']) await attempt(ip, 'beginner', `guess-${i}`);
    // the account is under attack (12 failures > 8): unknown addresses are refused …
    assert.equal((await attempt('10.0.1.9', 'beginner', 'hanpan1234!')).statusCode, 429);
    // … the owner's own address still logs in
    assert.equal((await attempt('10.0.0.50', 'beginner', 'hanpan1234!')).statusCode, 303);
  });

  it('a wrong password for a known id and an unknown id cost the same work (timing)', async () => {
    // CPU time of this process (scrypt runs on its thread pool): steady even on a busy machine,
    // where wall time is mostly waiting. Both cases must do the same scrypt verify.
    const cost = async (loginId: string, ip: string) => {
      const a = new Agent(t.app);
      const first = await t.app.inject({ method: 'GET', url: '/idp/login', headers: { host: 'localhost' }, remoteAddress: ip });
      for (const c of first.cookies as Array<{ name: string; value: string }>) a.cookies.set(c.name, c.value);
      const payload = new URLSearchParams({ _csrf: a.cookies.get(COOKIES.csrf) ?? '', loginId, password: 'wrong-password-1' }).toString();
      const cpu = process.cpuUsage();
      const wall = process.hrtime.bigint();
      const r = await t.app.inject({ method: 'POST', url: '/idp/login', remoteAddress: ip, payload, headers: { host: 'localhost', cookie: a.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' } });
      const used = process.cpuUsage(cpu);
      assert.equal(r.statusCode, 401);
      return { cpu: (used.user + used.system) / 1000, wall: Number(process.hrtime.bigint() - wall) / 1e6 };
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 8; i++) {
      known.push((await cost(['restricted', 'rich', 'vip', 'zplus'][i % 4]!, `10.2.0.${i}`)).cpu);
      unknown.push((await cost(`nobody${i}x`, `10.3.0.${i}`)).cpu);
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [k, u] = [median(known), median(unknown)];
    assert.ok(u > 10, `an unknown id must do the scrypt work too (${u.toFixed(1)} ms CPU)`);
    assert.ok(Math.abs(k - u) < Math.max(10, 0.4 * Math.max(k, u)), `known ${k.toFixed(1)} ms vs unknown ${u.toFixed(1)} ms CPU`);
  });
});

describe('sign-up', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { signupRateLimit: 3 } });
  });
  after(() => t.close());

  it('is rate-limited per address; concurrent sign-ups get distinct member numbers and a ledger row', async () => {
    const agents = await Promise.all(Array.from({ length: 3 }, async () => {
      const a = new Agent(t.app);
      await a.get('/idp/register');
      return a;
    }));
    const res = await Promise.all(agents.map((a, i) => a.form('/idp/register', { loginId: `racer0${i}`, password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: `레이서${i}`, gender: 'F' })));
    assert.deepEqual(res.map((r) => r.statusCode), [303, 303, 303]);
    const rows = await Promise.all(['racer00', 'racer01', 'racer02'].map(async (id) => (await t.db.select().from(members).where(eq(members.loginId, id)))[0]!));
    assert.equal(new Set(rows.map((m) => m.memberNo)).size, 3);
    for (const m of rows) {
      const l = await t.db.select().from(ledger).where(eq(ledger.memberId, m.id));
      assert.equal(l.length, 1);
      assert.equal(l[0]!.reason, 'SIGNUP_BONUS');
      assert.equal(l[0]!.amount, 100_000_000n);
    }
    const extra = new Agent(t.app);
    await extra.get('/idp/register');
    const limited = await extra.form('/idp/register', { loginId: 'racer09', password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: '레이서9', gender: 'F' });
    assert.equal(limited.statusCode, 429);
  });
});
