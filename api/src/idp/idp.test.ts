import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { COOKIES } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { ledger, members, sessions, wallets } from '../db/schema/index.js';
import { hashSessionToken } from '../plugins/context.js';
import { formatKoreanUnits } from '../lib/money.js';
import { Agent, createTestApp, type TestApp } from '../test/harness.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { nicknameProblem, SIGNUP_MONEY } from './routes.js';

describe('identity provider pages', () => {
  let t: TestApp;
  before(async () => {
    // (sign-ups per address: the tests below make more than the default allows in an hour)
    t = await createTestApp({ config: { loginRateLimit: 5, signupRateLimit: 100 } });
  });
  after(() => t.close());

  const fresh = () => new Agent(t.app);

  it('login page is Korean and carries the CSRF field', async () => {
    const a = fresh();
    const r = await a.get('/idp/login?nextUrl=%2Fshop');
    assert.equal(r.statusCode, 200);
    assert.match(r.body, /<html lang="ko">/);
    assert.match(r.body, /name="_csrf" value="[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+"/);
    assert.match(r.body, /value="\/shop"/);
    // not kept by any cache, not even for Back: after the login, Back asks the server (which sends the member on)
    assert.equal(r.headers['cache-control'], 'private, no-store');
    // a phone keyboard does not capitalise the id's first letter (ids are lower case), here or on sign-up
    for (const body of [r.body, (await a.get('/idp/register')).body]) assert.match(body, /<input id="loginId"[^>]* autocapitalize="none" autocorrect="off" spellcheck="false"/);
    // each form leads to the other, the next address kept (QA: sign-up had no way back to 로그인)
    assert.match(r.body, /<a href="\/idp\/register\?inflow=login&amp;callbackUrl=%2Fshop">회원가입<\/a>/);
    const register = await a.get('/idp/register?callbackUrl=%2Fshop%3Fcategory%3Davatar');
    assert.match(register.body, /<a href="\/idp\/login\?nextUrl=%2Fshop%3Fcategory%3Davatar">로그인<\/a>/);
    // (an address of another site was never the callback: the link goes home)
    assert.match((await a.get('/idp/register?callbackUrl=https%3A%2F%2Fevil.example%2F')).body, /<a href="\/idp\/login\?nextUrl=%2F">로그인<\/a>/);
  });

  it('the login and sign-up pages name the site they are for (a partner host: the partner channel, whose accounts are its own), that name links to this host\'s home, and the id field takes the focus', async () => {
    // the sign-up's and login's next address is never the home link: '/' of this host, whatever was asked
    const next = '?nextUrl=https%3A%2F%2Fevil.example%2F&callbackUrl=https%3A%2F%2Fevil.example%2F';
    const own = fresh();
    const login = (await own.get(`/idp/login${next}`)).body;
    assert.match(login, /<title>로그인 \| 한판<\/title>/);
    assert.match(login, /<h1><a href="\/">한판<\/a> 로그인<\/h1>/);
    assert.match((await own.get(`/idp/register${next}`)).body, /<h1><a href="\/">한판<\/a> 회원가입<\/h1>/);
    // the focus starts on the id (not <body>); nothing is marked before anything was typed
    assert.match(login, /<input id="loginId" name="loginId" autofocus autocomplete="username"/);
    // no field marked or described by an error (the 로그인 상태 유지 box is described by its own note)
    assert.doesNotMatch(login, /id="password"[^>]*autofocus|aria-invalid|aria-describedby="login-error"/);
    const partner = new Agent(t.app, 'partner.localhost');
    const pLogin = (await partner.get(`/idp/login${next}`)).body;
    const pRegister = (await partner.get(`/idp/register${next}`)).body;
    assert.match(pLogin, /<title>제휴 채널 로그인 \| 한판<\/title>/);
    assert.match(pLogin, /<h1><a href="\/">제휴 채널<\/a> 로그인<\/h1>/);
    assert.match(pRegister, /<title>제휴 채널 회원가입 \| 한판<\/title>/);
    assert.match(pRegister, /<h1><a href="\/">제휴 채널<\/a> 회원가입<\/h1>/);
    for (const body of [pLogin, pRegister]) assert.doesNotMatch(body, /한판<\/a>|한판 (로그인|회원가입)/);
    assert.match(pLogin, /<input id="loginId" name="loginId" autofocus autocomplete="username"/);
    // the form shown again with its error has the same heading (an empty form: no failure counted)
    const refused = await partner.form('/idp/login', { loginId: '', password: '', nextUrl: '/' });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /<h1><a href="\/">제휴 채널<\/a> 로그인<\/h1>/);
  });

  it("the other site's member with the right password is told where to log in; with a wrong one, only 'wrong' (QA: a partner member on the portal read 'wrong password')", async () => {
    const portal = fresh();
    await portal.get('/idp/login');
    const there = await portal.form('/idp/login', { loginId: 'partner', password: 'hanpan1234!', nextUrl: '/' });
    assert.equal(there.statusCode, 401);
    assert.match(there.body, /제휴 채널 회원의 아이디입니다\. 제휴 채널에서 로그인해 주세요\./);
    assert.equal(there.cookies.find((c) => c.name === 'HANPAN_SID' && c.value), undefined, 'no session');
    const wrong = await portal.form('/idp/login', { loginId: 'partner', password: 'nope', nextUrl: '/' });
    assert.match(wrong.body, /아이디 또는 비밀번호가 올바르지 않습니다\./);
    assert.doesNotMatch(wrong.body, /제휴 채널 회원/);
    const partner = new Agent(t.app, 'partner.localhost');
    await partner.get('/idp/login');
    const back = await partner.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' });
    assert.equal(back.statusCode, 401);
    assert.match(back.body, /한판 회원의 아이디입니다\. 한판에서 로그인해 주세요\./);
  });

  it('wrong password → 401 with error; right password → session + redirect to nextUrl', async () => {
    const a = fresh();
    await a.get('/idp/login');
    const bad = await a.form('/idp/login', { loginId: 'member', password: 'nope', nextUrl: '/shop' });
    assert.equal(bad.statusCode, 401);
    assert.match(bad.body, /아이디 또는 비밀번호가 올바르지 않습니다/);
    // the id stays typed; the password is to be typed again: it takes the focus
    // marked and described by the error (the id stays unmarked: which of the two was wrong is not said)
    assert.match(bad.body, /<input id="password" name="password" type="password" autofocus aria-invalid="true" aria-describedby="login-error"/);
    assert.match(bad.body, /<p class="error" role="alert" id="login-error">/);
    assert.doesNotMatch(bad.body, /id="loginId"[^>]*aria-invalid/);
    // the answer to a POST names the form's own address: its script puts that into the history entry
    // (Back onto a POST would show a 'resubmit the form?' error page); the plain form names none
    assert.match(bad.body, /<form method="post" action="\/idp\/login" data-get-url="\/idp\/login\?nextUrl=%2Fshop">/);
    assert.doesNotMatch((await a.get('/idp/login?nextUrl=%2Fshop')).body, /data-get-url/);
    const empty = await a.form('/idp/login', { loginId: '', password: '', nextUrl: '/shop' });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.body, /<input id="loginId" name="loginId" autofocus aria-invalid="true" aria-describedby="login-error"/);
    const ok = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/shop' });
    assert.equal(ok.statusCode, 303);
    assert.equal(ok.headers.location, '/shop');
    const sid = ok.cookies.find((c) => c.name === 'HANPAN_SID')!;
    assert.equal(sid.httpOnly, true);
    assert.equal(sid.sameSite, 'Lax');
    const z = await a.get<{ userRat: { money: string } }>('/api/contents/members/personal-zone');
    assert.equal(z.statusCode, 200);
  });

  it('with COOKIE_DOMAIN the PC and mobile sites share the login (a player sent from one to the other stays logged in); a partner host keeps its own', async () => {
    const shared = await createTestApp({ config: { cookieDomain: 'hanpan.test', mobileHosts: ['m.hanpan.test'], partnerHosts: ['partner.test'] } });
    try {
      const pc = new Agent(shared.app, 'www.hanpan.test');
      await pc.get('/idp/login');
      const ok = await pc.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/mobile' });
      assert.equal(ok.statusCode, 303);
      for (const name of ['HANPAN_SID', 'XSRF-TOKEN']) assert.equal(ok.cookies.find((c) => c.name === name)?.domain, 'hanpan.test', name);
      // the browser sends the same cookies to the mobile host: logged in there, and its CSRF token holds
      const mobile = new Agent(shared.app, 'm.hanpan.test');
      for (const [k, v] of pc.cookies) mobile.cookies.set(k, v);
      const state = await mobile.get<{ memberNo: string | null }>('/api/mobile-contents/members/personal-state');
      assert.equal(state.statusCode, 200);
      assert.equal((await new Agent(shared.app, 'm.hanpan.test').get('/api/mobile-contents/members/personal-state')).statusCode, 401, 'a guest there is not');
      // its CSRF token holds there too, and logging out there ends the shared login
      const out = await mobile.form('/idp/logout', {});
      assert.equal(out.statusCode, 303);
      assert.equal(out.cookies.find((c) => c.name === 'HANPAN_SID')?.domain, 'hanpan.test');
      assert.equal((await pc.get('/api/contents/members/personal-zone')).statusCode, 401);
      // a partner host: host-only cookies
      const partner = new Agent(shared.app, 'partner.test');
      await partner.get('/idp/login');
      const p = await partner.form('/idp/login', { loginId: 'partner', password: 'hanpan1234!', nextUrl: '/' });
      assert.equal(p.statusCode, 303);
      assert.equal(p.cookies.find((c) => c.name === 'HANPAN_SID')?.domain, undefined);
    } finally {
      await shared.close();
    }
  });

  it('x-forwarded-proto from an untrusted client does not make cookies Secure', async () => {
    const a = fresh();
    await a.get('/idp/login');
    const r = await a.request('POST', '/idp/login', {
      payload: new URLSearchParams({ _csrf: a.cookies.get('XSRF-TOKEN')!, loginId: 'vplus', password: 'hanpan1234!' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-proto': 'https' },
      noCsrf: true,
    });
    assert.equal(r.statusCode, 303);
    assert.notEqual(r.cookies.find((c) => c.name === 'HANPAN_SID')!.secure, true);
  });

  it("a login ends with the browser unless '로그인 상태 유지' is ticked (a PC-bang seat is not the next customer's): a cookie without a lifetime and a day on the server, or 14 days", async () => {
    const page = await fresh().get('/idp/login');
    assert.match(page.body, /name="keepLogin" type="checkbox" value="1"/);
    assert.match(page.body, /PC방 등 여러 사람이 쓰는 PC에서는 선택하지 마세요/);
    const sessionOf = async (keepLogin?: string) => {
      const a = fresh();
      await a.get('/idp/login');
      const r = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/', ...(keepLogin && { keepLogin }) });
      assert.equal(r.statusCode, 303);
      const cookie = r.cookies.find((c) => c.name === COOKIES.session) as { maxAge?: number; expires?: Date };
      const [row] = await t.db.select().from(sessions).where(eq(sessions.id, hashSessionToken(a.cookies.get(COOKIES.session)!)));
      return { maxAge: cookie.maxAge, expires: cookie.expires, hours: (row!.expiresAt.getTime() - Date.now()) / 3_600_000 };
    };
    const browser = await sessionOf();
    assert.equal(browser.maxAge, undefined);
    assert.equal(browser.expires, undefined);
    assert.ok(browser.hours > 23.9 && browser.hours <= 24, String(browser.hours));
    const kept = await sessionOf('1');
    assert.equal(kept.maxAge, 14 * 24 * 3600);
    assert.ok(kept.hours > 14 * 24 - 0.1, String(kept.hours));
  });

  it('cross-site form post without the token is refused (403)', async () => {
    const r = await t.app.inject({
      method: 'POST',
      url: '/idp/login',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', cookie: 'XSRF-TOKEN=abcdefghijklmnopqrstuvwxyz' },
      payload: 'loginId=member&password=hanpan1234%21',
    });
    assert.equal(r.statusCode, 403);
    // nothing done: the form again (its own token), no session
    assert.match(r.body, /다시 로그인해 주세요/);
    assert.ok(!String(r.headers['set-cookie'] ?? '').includes('HANPAN_SID='));
    const noCookie = await t.app.inject({ method: 'POST', url: '/idp/login', headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' }, payload: 'loginId=member&password=x&_csrf=abcdefghijklmnopqrstuvwxyz' });
    assert.equal(noCookie.statusCode, 403);
  });

  it('a login form opened before a login or logout in another tab (its token was the old session\'s): nothing done — a member goes on to nextUrl, a guest gets the form again, whose token works (QA)', async () => {
    const a = fresh();
    await a.get('/idp/login');
    const openedAsGuest = a.cookies.get(COOKIES.csrf)!;
    assert.equal((await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' })).statusCode, 303);
    const memberNo = async () => ((await a.get('/api/contents/members/global-state')).env.body as { member: { memberNo: number } | null }).member?.memberNo ?? null;
    const logged = await memberNo();
    const late = await a.form('/idp/login', { loginId: 'vplus', password: 'hanpan1234!', nextUrl: '/plus/home', _csrf: openedAsGuest });
    assert.equal(late.statusCode, 200);
    assert.match(late.body, /이미 로그인되어 있습니다/);
    assert.match(late.body, /data-next-url="\/plus\/home"/);
    assert.equal(await memberNo(), logged);

    const openedAsMember = a.cookies.get(COOKIES.csrf)!;
    await a.form('/idp/logout', { nextUrl: '/' });
    const stale = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/plus/home', _csrf: openedAsMember });
    assert.equal(stale.statusCode, 403);
    assert.match(stale.body, /다른 창에서 로그인 상태가 바뀌어 로그인하지 않았습니다/);
    assert.match(stale.body, /name="nextUrl" value="\/plus\/home"/);
    assert.equal(await memberNo(), null);
    const token = /name="_csrf" value="([^"]+)"/.exec(stale.body)?.[1] ?? '';
    const retry = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/plus/home', _csrf: token });
    assert.equal(retry.statusCode, 303);
    assert.equal(retry.headers.location, '/plus/home');
  });

  it('a logout confirmation opened before a login or logout in another tab: a guest (logged out already) goes on to nextUrl, a member (another login) is not logged out and gets the confirmation again, whose token works', async () => {
    const a = fresh();
    await a.get('/idp/login');
    await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' });
    const memberNo = async () => ((await a.get('/api/contents/members/global-state')).env.body as { member: { memberNo: number } | null }).member?.memberNo ?? null;
    const openedAsFirst = a.cookies.get(COOKIES.csrf)!;
    // logged out in another tab, then in again as another member
    await a.form('/idp/logout', { nextUrl: '/' });
    const loggedOut = await a.form('/idp/logout', { nextUrl: '/faq', _csrf: openedAsFirst });
    assert.deepEqual([loggedOut.statusCode, loggedOut.headers.location], [303, '/faq']);
    await a.form('/idp/login', { loginId: 'vplus', password: 'hanpan1234!', nextUrl: '/' });
    const second = await memberNo();
    assert.notEqual(second, null);
    const stale = await a.form('/idp/logout', { nextUrl: '/faq', _csrf: openedAsFirst });
    assert.equal(stale.statusCode, 403);
    assert.match(stale.body, /다른 창에서 로그인 상태가 바뀌어 로그아웃하지 않았습니다/);
    assert.match(stale.body, /name="nextUrl" value="\/faq"/);
    assert.equal(await memberNo(), second);
    const token = /name="_csrf" value="([^"]+)"/.exec(stale.body)?.[1] ?? '';
    const retry = await a.form('/idp/logout', { nextUrl: '/faq', _csrf: token });
    assert.deepEqual([retry.statusCode, retry.headers.location], [303, '/faq']);
    assert.equal(await memberNo(), null);
  });

  it('a registration form opened before a login in another tab: nothing registered — a member goes on to callbackUrl, a guest with an old token gets the form again, filled in', async () => {
    const a = fresh();
    await a.get('/idp/register');
    const openedAsGuest = a.cookies.get(COOKIES.csrf)!;
    const form = { loginId: 'staleform01', password: 'hanpan1234!', passwordConfirm: 'hanpan1234!', nickname: '늦은가입', gender: 'F', inflow: 'banner', callbackUrl: '/shop' };
    await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' });
    const late = await a.form('/idp/register', { ...form, _csrf: openedAsGuest });
    assert.equal(late.statusCode, 200);
    assert.match(late.body, /이미 로그인되어 있습니다/);
    assert.match(late.body, /data-next-url="\/shop"/);
    const b = fresh();
    await b.get('/idp/register');
    const stale = await b.form('/idp/register', { ...form, _csrf: openedAsGuest });
    assert.equal(stale.statusCode, 403);
    assert.match(stale.body, /다른 창에서 로그인 상태가 바뀌어 가입하지 않았습니다/);
    assert.match(stale.body, /value="staleform01"/);
    assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'staleform01'))).length, 0);
  });

  it('a form without its token, or whose token and cookie ran out (a browser restart), is refused in neutral words — not "another window" — nothing done, the form again with a working token (QA)', async () => {
    const EXPIRED = /보안 확인 정보가 만료되어/;
    const OTHER_WINDOW = /다른 창에서|다시 로그인하여/;
    const memberNo = async (a: Agent) => ((await a.get('/api/contents/members/global-state')).env.body as { member: { memberNo: number } | null }).member?.memberNo ?? null;
    // login: no _csrf at all
    const a = fresh();
    await a.get('/idp/login');
    const login = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/faq' }, { noCsrf: true });
    assert.equal(login.statusCode, 403);
    assert.match(login.body, /보안 확인 정보가 만료되어 로그인하지 않았습니다\. 다시 로그인해 주세요\./);
    assert.doesNotMatch(login.body, OTHER_WINDOW);
    assert.equal(await memberNo(a), null);
    const token = /name="_csrf" value="([^"]+)"/.exec(login.body)?.[1] ?? '';
    assert.equal((await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/faq', _csrf: token })).statusCode, 303);
    // logout: an empty _csrf (QA: the header's form rendered before its script filled it in)
    const out = await a.form('/idp/logout', { nextUrl: '/faq', _csrf: '' });
    assert.equal(out.statusCode, 403);
    assert.match(out.body, /보안 확인 정보가 만료되어 로그아웃하지 않았습니다\. 다시 로그아웃해 주세요\./);
    assert.doesNotMatch(out.body, OTHER_WINDOW);
    assert.notEqual(await memberNo(a), null);
    // registration: the page's token, but the browser was closed since (its cookies gone with it)
    const b = fresh();
    await b.get('/idp/register');
    const before = b.cookies.get(COOKIES.csrf)!;
    b.cookies.clear();
    const form = { loginId: 'expiredform01', password: 'hanpan1234!', passwordConfirm: 'hanpan1234!', nickname: '만료된가입', gender: 'F', callbackUrl: '/shop' };
    const reg = await b.form('/idp/register', { ...form, _csrf: before });
    assert.equal(reg.statusCode, 403);
    assert.match(reg.body, /보안 확인 정보가 만료되어 가입하지 않았습니다\. 다시 가입해 주세요\./);
    assert.doesNotMatch(reg.body, OTHER_WINDOW);
    assert.match(reg.body, /value="expiredform01"/);
    assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'expiredform01'))).length, 0);
    // ... and the same page's token with its cookie still there, after a login elsewhere: another window
    const c = fresh();
    await c.get('/idp/login');
    const guestToken = c.cookies.get(COOKIES.csrf)!;
    await c.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' });
    const stale = await c.form('/idp/logout', { nextUrl: '/faq', _csrf: guestToken });
    assert.equal(stale.statusCode, 403);
    assert.match(stale.body, /다른 창에서 로그인 상태가 바뀌어 로그아웃하지 않았습니다/);
    for (const r of [login, out, reg]) assert.ok(EXPIRED.test(r.body));
  });

  it('nextUrl / callbackUrl accept only portal hosts', async () => {
    const a = fresh();
    await a.get('/idp/login');
    const evil = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: 'https://evil.example/steal' });
    assert.equal(evil.headers.location, '/');
    const proto = await a.form('/idp/logout', { nextUrl: '//evil.example' });
    assert.equal(proto.headers.location, '/');
    const b = fresh();
    await b.get('/idp/login');
    // (these requests come to localhost on its default port: the mobile host on the same port is ours)
    const mobile = await b.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: 'http://m.localhost/mobile' });
    assert.equal(mobile.headers.location, 'http://m.localhost/mobile');
    const otherPort = await b.get('/idp/login?nextUrl=' + encodeURIComponent('http://m.localhost:9999/mobile'));
    assert.match(otherPort.body, /data-signed-in hidden data-next-url="\/"/);
  });

  it('logout is a POST: a GET only shows the confirmation form; the POST removes the session', async () => {
    const a = await t.login('member');
    const page = await a.get('/idp/logout?nextUrl=%2Ffaq');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<form method="post" action="\/idp\/logout">/);
    assert.equal((await a.get('/api/contents/members/personal-zone')).statusCode, 200);
    assert.equal((await a.form('/idp/logout', { nextUrl: '/faq' }, { noCsrf: true })).statusCode, 403);
    const r = await a.form('/idp/logout', { nextUrl: '/faq' });
    assert.equal(r.statusCode, 303);
    assert.equal(r.headers.location, '/faq');
    assert.equal((await a.get('/api/contents/members/personal-zone')).statusCode, 401);
  });

  it('partner host logs into the partner publisher', async () => {
    const a = new Agent(t.app, 'partner.localhost');
    await a.get('/idp/login');
    const wrongPublisher = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!' });
    assert.equal(wrongPublisher.statusCode, 401);
    const ok = await a.form('/idp/login', { loginId: 'partner-action', password: 'hanpan1234!' });
    assert.equal(ok.statusCode, 303);
    const s = await a.get<{ member: { loginStatus: { code: string } } }>('/api/contents/members/global-state');
    assert.equal(s.env.body!.member.loginStatus.code, 'NEED_ACTION');
  });

  it('the login form asked for by a member (Back from the page the login led to) is a page that steps over its own entry, not a redirect', async () => {
    const a = fresh();
    await a.get('/idp/login');
    await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/shop' });
    const back = await a.get('/idp/login?nextUrl=%2Fplus%3Ftab%3D1%26x%3D%22');
    assert.equal(back.statusCode, 200);
    assert.equal(back.headers['cache-control'], 'private, no-store');
    assert.doesNotMatch(back.body, /<form/);
    // the address only in attributes, escaped (the script reads it from there), never in a script
    assert.match(back.body, /<div data-signed-in hidden data-next-url="\/plus\?tab=1&amp;x=%22"><\/div>/);
    assert.match(back.body, /<a class="btn primary" href="\/plus\?tab=1&amp;x=%22">계속하기<\/a>/);
    assert.match(back.body, /<script src="\/idp\/window.js" defer><\/script>/);
    assert.doesNotMatch(back.body, /<script>/);
    // the script: back or forward over the entry on a traversal, else on to the address
    const script = (await a.get('/idp/window.js')).body;
    assert.doesNotThrow(() => new Function(script));
    assert.match(script, /n\.activation/);
    assert.match(script, /navigationType==='traverse'/);
    assert.match(script, /history\.back\(\)/);
    assert.match(script, /history\.forward\(\)/);
    // a host not of the portal is not followed
    const away = await a.get('/idp/login?nextUrl=https%3A%2F%2Fevil.example%2F');
    assert.match(away.body, /data-next-url="\/"/);
  });

  it('a login in a popup window ends on a page that reloads its opener, then goes on to nextUrl; elsewhere a plain redirect', async () => {
    const a = fresh();
    const form = await a.get('/idp/login?nextUrl=%2Fpopup%2Fgoldbox');
    // the form's script fills inPopup only when a page of ours opened the window
    assert.match(form.body, /<input type="hidden" name="inPopup" value="">/);
    assert.match(form.body, /<script src="\/idp\/window.js" defer><\/script>/);
    const script = await a.get('/idp/window.js');
    assert.equal(script.statusCode, 200);
    assert.match(String(script.headers['content-type']), /^text\/javascript/);
    assert.match(script.body, /o\.location\.reload\(\)/);
    const ok = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/popup/goldbox?from=banner&at=1', inPopup: '1' });
    assert.equal(ok.statusCode, 200);
    assert.ok(ok.cookies.some((c) => c.name === 'HANPAN_SID'));
    assert.match(ok.body, /<h1>로그인되었습니다<\/h1>/);
    // the URL only in escaped attributes (the script reads it from there), never in a script
    assert.match(ok.body, /<div data-session-started hidden data-next-url="\/popup\/goldbox\?from=banner&amp;at=1"><\/div>/);
    assert.doesNotMatch(ok.body, /<script>/);
    const s = await a.get<{ member: { nickname: string } | null }>('/api/contents/members/global-state');
    assert.ok(s.env.body!.member);
    // a forged or stale flag on the form of a full window changes nothing but this page
    const b = fresh();
    await b.get('/idp/login');
    const plain = await b.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/shop', inPopup: '' });
    assert.equal(plain.statusCode, 303);
    assert.equal(plain.headers.location, '/shop');
  });

  it('registration creates a real member with a wallet and logs in', async () => {
    const a = fresh();
    const page = await a.get('/idp/register?inflow=banner&callbackUrl=%2Fshop');
    assert.match(page.body, /회원가입/);
    const weak = await a.form('/idp/register', { loginId: 'newbie01', password: 'short', passwordConfirm: 'short', nickname: '뉴비', inflow: 'banner', callbackUrl: '/shop' });
    assert.equal(weak.statusCode, 400);
    // the field at fault is marked and focused, described by the error (the focus does not fall to <body>)
    assert.match(weak.body, /<input id="password" name="password" type="password" autofocus aria-invalid="true" aria-describedby="register-error-password"/);
    assert.match(weak.body, /<p class="error" role="alert" id="register-error"><span id="register-error-password">비밀번호는 8자 이상/);
    assert.doesNotMatch(weak.body, /id="loginId"[^>]*autofocus/);
    // every field refused at once, each by its own line (QA: one at a time, the passwords typed again each time)
    const all = await a.form('/idp/register', { loginId: 'Kim', password: 'abc', passwordConfirm: 'abcd', nickname: '김', inflow: 'banner', callbackUrl: '/shop' });
    assert.equal(all.statusCode, 400);
    const said = [...all.body.matchAll(/<span id="register-error-(\w+)">([^<]+)<\/span>/g)].map((m) => [m[1], m[2]]);
    assert.deepEqual(said.map(([f]) => f), ['loginId', 'password', 'passwordConfirm', 'nickname', 'gender']);
    assert.match(all.body, /<input id="loginId" name="loginId" autofocus aria-invalid="true" aria-describedby="register-error-loginId"/);
    assert.match(all.body, /<input id="nickname" name="nickname" aria-invalid="true" aria-describedby="register-error-nickname" required value="김">/);
    assert.equal((all.body.match(/autofocus/g) ?? []).length, 1);
    // longer than the login form could ever take (maxlength 100)
    const long = await a.form('/idp/register', { loginId: 'newbie01', password: `a1${'x'.repeat(99)}`, passwordConfirm: `a1${'x'.repeat(99)}`, nickname: '뉴비', gender: 'F' });
    assert.equal(long.statusCode, 400);
    assert.match(long.body, /비밀번호는 100자까지 입력할 수 있습니다/);
    const dup = await a.form('/idp/register', { loginId: 'member', password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: '새이름', gender: 'F', inflow: 'banner', callbackUrl: '/shop' });
    assert.equal(dup.statusCode, 409);
    const noGender = await a.form('/idp/register', { loginId: 'newbie01', password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: '뉴비', inflow: 'banner', callbackUrl: '/shop' });
    assert.equal(noGender.statusCode, 400);
    assert.match(noGender.body, /성별을 선택해 주세요/);
    // the form asks again with nothing chosen for the player
    assert.match(noGender.body, /<option value="" selected disabled>선택해 주세요<\/option><option value="F">여성/);
    const ok = await a.form('/idp/register', { loginId: 'newbie01', password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: '뉴비', gender: 'M', birthMonth: '3', inflow: 'banner', callbackUrl: '/shop' });
    // on to the completion page (a GET: its reload registers nothing), which goes on to the page
    assert.equal(ok.statusCode, 303);
    assert.equal(ok.headers.location, '/idp/register/complete?callbackUrl=%2Fshop');
    const [m] = await t.db.select().from(members).where(eq(members.loginId, 'newbie01'));
    assert.equal(m!.inflow, 'banner');
    assert.equal(m!.birthMonth, 3);
    assert.equal(m!.gender, 'M');
    // a month not among the select's values is none chosen ('1e1' read as 10 before)
    const other = fresh();
    await other.get('/idp/register');
    assert.equal((await other.form('/idp/register', { loginId: 'newbie01e1', password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: '뉴비이', gender: 'F', birthMonth: '1e1' })).statusCode, 303);
    assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'newbie01e1')))[0]!.birthMonth, -1);
    assert.ok(m!.passwordHash.startsWith('scrypt$'));
    const [w] = await t.db.select().from(wallets).where(eq(wallets.memberId, m!.id));
    assert.equal(w!.money, 100_000_000n);
    const s = await a.get<{ member: { nickname: string; memberNo: number } }>('/api/contents/members/global-state');
    assert.equal(s.env.body!.member.nickname, '뉴비');
    assert.ok(s.env.body!.member.memberNo > 10_000_000);
    // Back to the form afterwards (not kept by the cache: the server is asked): no form, on to the page
    const again = await a.get('/idp/register?inflow=banner&callbackUrl=%2Fshop');
    assert.equal(again.statusCode, 200);
    assert.doesNotMatch(again.body, /<form/);
    assert.match(again.body, /<div data-signed-in hidden data-next-url="\/shop"><\/div>/);
  });

  describe('the sign-up completion page', () => {
    const signUp = async (a: Agent, loginId: string, nickname: string, extra: Record<string, string> = {}) => {
      await a.get('/idp/register');
      return a.form('/idp/register', { loginId, password: 'abcd1234', passwordConfirm: 'abcd1234', nickname, gender: 'M', inflow: 'login', ...extra });
    };
    const MONEY = `게임머니 ${withParticle(formatKoreanUnits(SIGNUP_MONEY), '을')} 드렸습니다.`;

    it('the sign-up goes (303) to it: 회원가입 완료, the member\'s own id and nickname (escaped), the money the sign-up gave, and 시작하기 to the checked callbackUrl; a reload registers nothing', async () => {
      const a = fresh();
      const ok = await signUp(a, 'welcome01', '환영뉴비', { callbackUrl: '/shop?category=avatar&x="' });
      assert.equal(ok.statusCode, 303);
      assert.equal(ok.headers.location, '/idp/register/complete?callbackUrl=%2Fshop%3Fcategory%3Davatar%26x%3D%2522');
      const done = await a.get(String(ok.headers.location));
      assert.equal(done.statusCode, 200);
      assert.match(done.body, /<html lang="ko">/);
      assert.match(done.body, /<title>회원가입 완료 \| 한판<\/title>/);
      assert.match(done.body, /<h1>회원가입 완료<\/h1>/);
      assert.match(done.body, /<p><strong>환영뉴비<\/strong>님, 한판에 오신 것을 환영합니다!<\/p>/);
      assert.match(done.body, /<dt>아이디<\/dt><dd>welcome01<\/dd><dt>닉네임<\/dt><dd>환영뉴비<\/dd>/);
      // the figure of the grant itself (SIGNUP_MONEY: 1억 today), what the wallet holds
      assert.ok(done.body.includes(`<p class="notice">가입 선물로 ${MONEY}</p>`), done.body);
      const [m] = await t.db.select().from(members).where(eq(members.loginId, 'welcome01'));
      assert.equal((await t.db.select().from(wallets).where(eq(wallets.memberId, m!.id)))[0]!.money, SIGNUP_MONEY);
      // on to where the player was going, the address only in escaped attributes; the script only by src
      assert.match(done.body, /<div data-signup-complete hidden data-next-url="\/shop\?category=avatar&amp;x=%22"><\/div>/);
      assert.match(done.body, /<a class="btn primary" href="\/shop\?category=avatar&amp;x=%22" data-continue>시작하기<\/a>/);
      assert.match(done.body, /<script src="\/idp\/window.js" defer><\/script>/);
      assert.doesNotMatch(done.body, /<script>|<script nonce/);
      // the IdP pages' headers: not kept by any cache (it names the member), CSP and the rest
      assert.equal(done.headers['cache-control'], 'private, no-store');
      assert.match(String(done.headers['content-security-policy']), /script-src 'self'/);
      assert.equal(done.headers['x-content-type-options'], 'nosniff');
      // a reload: the same page, nothing registered or given again
      const again = await a.get(String(ok.headers.location));
      assert.equal(again.statusCode, 200);
      assert.match(again.body, /<h1>회원가입 완료<\/h1>/);
      assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'welcome01'))).length, 1);
      assert.equal((await t.db.select().from(ledger).where(eq(ledger.memberId, m!.id))).length, 1);
      // logged in as the new member: its CSRF token (rotated with the session) works for the next form
      assert.equal((await a.form('/idp/logout', { nextUrl: '/' })).statusCode, 303);
    });

    it('the nickname is always escaped (a name stored before today\'s rules)', async () => {
      const a = fresh();
      assert.equal((await signUp(a, 'welcome02', '이스케이프')).statusCode, 303);
      await t.db.update(members).set({ nickname: '<img src=x>"\'&' }).where(eq(members.loginId, 'welcome02'));
      const done = await a.get('/idp/register/complete?callbackUrl=%2F');
      assert.match(done.body, /<strong>&lt;img src=x&gt;&quot;&#39;&amp;<\/strong>님/);
      assert.match(done.body, /<dd>&lt;img src=x&gt;&quot;&#39;&amp;<\/dd>/);
      assert.doesNotMatch(done.body, /<img/);
    });

    it('another site\'s callbackUrl gives the safe fallback, from the sign-up as from the address; a portal host is kept', async () => {
      const a = fresh();
      const ok = await signUp(a, 'welcome03', '먼곳으로', { callbackUrl: 'https://evil.example/' });
      assert.equal(ok.headers.location, '/idp/register/complete?callbackUrl=%2F');
      for (const raw of ['https://evil.example/', '//evil.example/x', '/\t/evil.example', 'javascript:alert(1)']) {
        const done = await a.get(`/idp/register/complete?callbackUrl=${encodeURIComponent(raw)}`);
        assert.equal(done.statusCode, 200, raw);
        assert.match(done.body, /<a class="btn primary" href="\/" data-continue>시작하기<\/a>/, raw);
        assert.match(done.body, /data-next-url="\/"/, raw);
        assert.doesNotMatch(done.body, /evil|javascript:/, raw);
      }
      // (the mobile site on this port: ours, as for the login)
      const mobile = await a.get(`/idp/register/complete?callbackUrl=${encodeURIComponent('http://m.localhost/mobile')}`);
      assert.match(mobile.body, /href="http:\/\/m\.localhost\/mobile" data-continue>/);
    });

    it('logged out: to the login, then on to the page; a member who did not just sign up gets a short note, never another member\'s page', async () => {
      const guest = await fresh().get('/idp/register/complete?callbackUrl=%2Fshop');
      assert.equal(guest.statusCode, 302);
      assert.equal(guest.headers.location, '/idp/login?nextUrl=%2Fshop');
      assert.equal((await fresh().get('/idp/register/complete?callbackUrl=https%3A%2F%2Fevil.example%2F')).headers.location, '/idp/login?nextUrl=%2F');
      // signed up, then logged out (another tab): the login, not the page with the member's data
      const a = fresh();
      await signUp(a, 'welcome04', '로그아웃됨');
      await a.form('/idp/logout', { nextUrl: '/' });
      const out = await a.get('/idp/register/complete?callbackUrl=%2F');
      assert.equal(out.statusCode, 302);
      assert.doesNotMatch(out.body, /로그아웃됨/);
      // then another member logs in on that browser: a note, not the first member's name
      await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' });
      const other = await a.get('/idp/register/complete?callbackUrl=%2F');
      assert.equal(other.statusCode, 200);
      assert.match(other.body, /<h1>가입 완료 안내<\/h1><p>가입 완료 화면은 가입한 직후에만 볼 수 있습니다\.<\/p>/);
      assert.match(other.body, /<a class="btn primary" href="\/">홈으로<\/a>/);
      assert.doesNotMatch(other.body, /회원가입 완료|로그아웃됨|게임머니|data-signup-complete/);
      // long after the sign-up: the note too
      const b = fresh();
      await signUp(b, 'welcome05', '오래전가입');
      const [m] = await t.db.select().from(members).where(eq(members.loginId, 'welcome05'));
      await t.db.update(ledger).set({ createdAt: new Date(Date.now() - 2 * 3600_000) }).where(and(eq(ledger.memberId, m!.id), eq(ledger.reason, 'SIGNUP_BONUS')));
      const late = await b.get('/idp/register/complete?callbackUrl=%2F');
      assert.equal(late.statusCode, 200);
      assert.match(late.body, /<h1>가입 완료 안내<\/h1>/);
    });

    it('signed up in a popup: the page marks it, and its script reloads the opener and goes on in the popup; a forged flag only marks the page', async () => {
      const a = fresh();
      const form = await a.get('/idp/register?callbackUrl=%2Fpopup%2Fgoldbox');
      assert.match(form.body, /<input type="hidden" name="inPopup" value="">/);
      const ok = await signUp(a, 'welcome06', '팝업뉴비', { callbackUrl: '/popup/goldbox', inPopup: '1' });
      assert.equal(ok.statusCode, 303);
      assert.equal(ok.headers.location, '/idp/register/complete?callbackUrl=%2Fpopup%2Fgoldbox&inPopup=1');
      const done = await a.get(String(ok.headers.location));
      assert.match(done.body, /<h1>회원가입 완료<\/h1>/);
      assert.match(done.body, /<div data-signup-complete hidden data-next-url="\/popup\/goldbox" data-popup><\/div>/);
      assert.match(done.body, /<a class="btn primary" href="\/popup\/goldbox" data-continue>시작하기<\/a>/);
      // the full window's page has no mark
      assert.doesNotMatch((await a.get('/idp/register/complete?callbackUrl=%2Fpopup%2Fgoldbox')).body, /data-popup/);
      assert.doesNotMatch((await a.get('/idp/register/complete?callbackUrl=%2F&inPopup=yes')).body, /data-popup/);
      const script = (await a.get('/idp/window.js')).body;
      assert.doesNotThrow(() => new Function(script));
      // the opener only when it is a page of ours and the page is marked; 시작하기 replaces the page
      assert.match(script, /if\(p&&w\.hasAttribute\('data-popup'\)\)\{try\{o\.location\.reload\(\);\}catch\(e\)\{\}\}/);
      assert.match(script, /a\[data-continue\][\s\S]*location\.replace\(next\(w\)\)/);
    });

    it('a partner host: its own channel signs up (as before) and names itself; a portal login does not show there', async () => {
      const p = new Agent(t.app, 'partner.localhost');
      const ok = await signUp(p, 'welcome07', '제휴뉴비', { callbackUrl: '/faq' });
      assert.equal(ok.statusCode, 303);
      assert.equal(ok.headers.location, '/idp/register/complete?callbackUrl=%2Ffaq');
      const [m] = await t.db.select().from(members).where(eq(members.loginId, 'welcome07'));
      assert.deepEqual([m!.publisher, m!.multiIdpCode], ['partner', 'PARTNER']);
      const done = await p.get(String(ok.headers.location));
      assert.match(done.body, /<title>제휴 채널 회원가입 완료 \| 한판<\/title>/);
      assert.match(done.body, /<p><strong>제휴뉴비<\/strong>님, 제휴 채널에 오신 것을 환영합니다!<\/p>/);
      assert.ok(done.body.includes(MONEY));
      assert.doesNotMatch(done.body, /한판에 오신/);
      // a 한판 session is not the partner's: there the page asks for the partner's login
      const own = fresh();
      await signUp(own, 'welcome08', '한판뉴비');
      const there = new Agent(t.app, 'partner.localhost');
      for (const [k, v] of own.cookies) there.cookies.set(k, v);
      assert.equal((await there.get('/idp/register/complete?callbackUrl=%2F')).headers.location, '/idp/login?nextUrl=%2F');
    });
  });

  it('nicknames: invisible, control, format and blank-only names are refused, each with what is wrong', () => {
    const INVISIBLE = /보이지 않는 문자/;
    for (const bad of ['\u200b\u200b', '\u202eabc', 'ab\u202e', '\u0001\u0002', '한\u0000판', '\u3164\u3164', '\u115f\u1160', '\u2800\u2800', '\ufeff가\u200d나', '한\u3000판', '가\u00adb', '\ufe0f\ufe0f']) {
      assert.match(nicknameProblem(bad) ?? '', INVISIBLE, JSON.stringify(bad));
    }
    assert.equal(nicknameProblem(''), '닉네임을 입력해 주세요.');
    assert.equal(nicknameProblem('   '), '닉네임은 공백만으로 만들 수 없습니다.');
    assert.equal(nicknameProblem(' \t\n\u3000 '), '닉네임은 공백만으로 만들 수 없습니다.');
    // the right reason, not the length (</script> has 9 characters)
    assert.equal(nicknameProblem('</script>'), `닉네임에는 < > " ' & 문자를 쓸 수 없습니다.`);
    assert.equal(nicknameProblem('톰&제리'), `닉네임에는 < > " ' & 문자를 쓸 수 없습니다.`);
    assert.equal(nicknameProblem('가'), '닉네임은 2~12자로 입력해 주세요. (지금 1자)');
    assert.equal(nicknameProblem('가나다라마바사아자차카타파'), '닉네임은 2~12자로 입력해 주세요. (지금 13자)');
    // characters as seen: an emoji is one (two UTF-16 units), twelve fit; a joined one is named as such (QA)
    assert.equal(nicknameProblem('😀😀😀😀😀😀😀😀😀😀😀😀'), null);
    assert.equal(nicknameProblem('😀😀😀😀😀😀😀😀😀😀😀😀😀'), '닉네임은 2~12자로 입력해 주세요. (지금 13자)');
    assert.match(nicknameProblem('😀😀👨‍👩‍👧‍👦한판') ?? '', /여러 그림을 이어 붙인 이모지/);
    // a pasted page: refused by its length, not counted to its end (QA: a 100,000-character nickname took the server down)
    assert.equal(nicknameProblem('😀'.repeat(100_000)), '닉네임은 2~12자로 입력해 주세요. (지금 100자 넘음)');
    assert.equal(nicknameProblem('a'.repeat(100_000)), '닉네임은 2~12자로 입력해 주세요. (지금 100자 넘음)');
    for (const good of ['뉴비', '한판왕', 'Player01', '한판Ace7', '홍 길동', '  가나  ', '❤\ufe0f하트', '12', '행운영희', 'dogma', 'gmail러', '한판승부']) assert.equal(nicknameProblem(good), null, good);
  });

  it('nicknames: staff look-alikes are refused, full-width and spaced spellings too; full-width markup is markup', () => {
    const STAFF = '운영자나 관리자로 오해할 수 있는 닉네임은 쓸 수 없습니다.';
    for (const bad of ['한판운영자', 'ｈａｎｐａｎ운영자', '운 영 자', '관리자01', '고객센터', 'ADMIN', 'Ａｄｍｉｎ', 'GM한판', '한판_GM', 'gm', '운영팀장', '한판 공식']) assert.equal(nicknameProblem(bad), STAFF, bad);
    assert.equal(nicknameProblem('＜b＞굵게'), `닉네임에는 < > " ' & 문자를 쓸 수 없습니다.`);
  });

  it('sign-up with a refused nickname shows the reason and creates nothing; a Latin + digit name signs up (NFKC, trimmed)', async () => {
    const a = fresh();
    await a.get('/idp/register');
    const form = (loginId: string, nickname: string) => a.form('/idp/register', { loginId, password: 'abcd1234', passwordConfirm: 'abcd1234', nickname, gender: 'M' });
    for (const [nickname, message] of [
      ['\u200b\u200b', /보이지 않는 문자/],
      ['\u202eabc', /보이지 않는 문자/],
      ['\u0001\u0002', /보이지 않는 문자/],
      ['   ', /공백만으로 만들 수 없습니다/],
      ['</script>', /&lt; &gt; &quot; &#39; &amp; 문자를 쓸 수 없습니다/],
    ] as const) {
      const r = await form('nicktest01', nickname);
      assert.equal(r.statusCode, 400, JSON.stringify(nickname));
      assert.match(r.body, message);
    }
    assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'nicktest01'))).length, 0);
    // decomposed 한판 (conjoining jamo) is stored as the composed spelling, full-width letters as plain ones
    const ok = await form('nicktest01', ' Ａce7\u1112\u1161\u11ab ');
    assert.equal(ok.statusCode, 303);
    const [m] = await t.db.select().from(members).where(eq(members.loginId, 'nicktest01'));
    assert.equal(m!.nickname, 'Ace7한');
    // so the full-width look-alike of a name taken is that name
    const twin = await form('nicktest02', 'Ａｃｅ7한');
    assert.equal(twin.statusCode, 409);
    assert.match(twin.body, /이미 사용 중인 닉네임입니다/);
  });

  it('sign-ups at the same moment with one id, or with one nickname: one member, the others 409 with the reason — never a 500 (QA)', async () => {
    // each from its own browser (its own form and token), all posted at once
    const race = async (entries: { loginId: string; nickname: string }[]) => {
      const forms = await Promise.all(
        entries.map(async ({ loginId, nickname }) => {
          const a = fresh();
          await a.get('/idp/register');
          return () => a.form('/idp/register', { loginId, password: 'abcd1234', passwordConfirm: 'abcd1234', nickname, gender: 'F' });
        }),
      );
      return Promise.all(forms.map((post) => post()));
    };
    const expected = [303, ...Array<number>(7).fill(409)];
    const sameId = await race(Array.from({ length: 8 }, (_, i) => ({ loginId: 'raceid01', nickname: `같은아이디${i}` })));
    assert.deepEqual(sameId.map((r) => r.statusCode).sort(), expected);
    for (const r of sameId.filter((x) => x.statusCode === 409)) assert.match(r.body, /<p class="error" role="alert" id="register-error">이미 사용 중인 아이디입니다\.<\/p>/);
    assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'raceid01'))).length, 1);
    const sameNickname = await race(Array.from({ length: 8 }, (_, i) => ({ loginId: `racenick0${i}`, nickname: '같은닉네임' })));
    assert.deepEqual(sameNickname.map((r) => r.statusCode).sort(), expected);
    for (const r of sameNickname.filter((x) => x.statusCode === 409)) assert.match(r.body, /<p class="error" role="alert" id="register-error">이미 사용 중인 닉네임입니다\.<\/p>/);
    assert.equal((await t.db.select().from(members).where(eq(members.nickname, '같은닉네임'))).length, 1);
  });

  it("a partner's extra step (NEED_ACTION): its page, then the login counts; nothing to do for others", async () => {
    await cloneMember(t.db, 'partner-action', 'paction01');
    const a = await t.login('paction01');
    // the portal's calls refuse the login until the step is done
    assert.equal((await a.get('/api/contents/members/personal-zone')).statusCode, 401);
    const step = await a.get('/idp/partner/action?callbackUrl=%2Fshop');
    assert.equal(step.statusCode, 200);
    assert.match(step.body, /<h1>본인 확인하기<\/h1>/);
    assert.match(step.body, /서비스 이용을 위해 본인 확인이 필요합니다\./);
    // 나중에 하기 is a back link: in the popup, back.js closes the window instead of following it
    assert.match(step.body, /<a class="btn secondary" href="\/shop" data-action="back">나중에 하기<\/a>/);
    assert.match(step.body, /<script src="\/sandbox\/back\.js" defer><\/script>/);
    // a form without its token (or another login's) does nothing and is shown again with a working one — not a dead-end error page
    const refused = await a.form('/idp/partner/action', { callbackUrl: '/shop' }, { noCsrf: true });
    assert.equal(refused.statusCode, 403);
    assert.match(refused.body, /확인하지 않았습니다\. 다시 확인 완료를 눌러 주세요\./);
    assert.match(refused.body, /<form method="post" action="\/idp\/partner\/action"><input type="hidden" name="_csrf"/);
    assert.equal((await t.db.select().from(members).where(eq(members.loginId, 'paction01')))[0]!.loginStatusCode, 'NEED_ACTION');
    // a guest (the login ended): to the login, which leads back to the step
    const guest = await fresh().form('/idp/partner/action?paymentWindow=popup', { callbackUrl: '/shop' }, { noCsrf: true });
    assert.equal(guest.statusCode, 303);
    assert.equal(guest.headers.location, `/idp/login?nextUrl=${encodeURIComponent('/idp/partner/action?paymentWindow=popup&callbackUrl=%2Fshop')}`);
    const done = await a.form('/idp/partner/action', { callbackUrl: '/shop' });
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /확인이 완료되었습니다/);
    // what the step gives, no more: a partner member still has no 플러스, 후원 or mobile site
    assert.match(done.body, /<p>이제 로그인한 상태로 이용할 수 있습니다\.<\/p>/);
    assert.doesNotMatch(done.body, /모든 서비스/);
    assert.match(done.body, /data-return-url="\/shop"/);
    const [m] = await t.db.select().from(members).where(eq(members.loginId, 'paction01'));
    assert.deepEqual([m!.loginStatusCode, m!.loginStatusMessage, m!.loginActionSpec], ['LOGIN', null, null]);
    assert.equal((await a.get('/api/contents/members/personal-zone')).statusCode, 200);
    // done, or never needed: the page goes straight back; a guest is asked to log in first
    assert.equal((await a.get('/idp/partner/action?callbackUrl=%2Fshop')).headers.location, '/shop');
    assert.equal((await (await t.login('member')).get('/idp/partner/action')).headers.location, '/');
    assert.match(String((await fresh().get('/idp/partner/action')).headers.location), /^\/idp\/login\?nextUrl=/);
    // the template keeps its state
    const [template] = await t.db.select().from(members).where(eq(members.loginId, 'partner-action'));
    assert.equal(template!.loginStatusCode, 'NEED_ACTION');
  });

  it("a partner's extra step opened by the portal in a popup (POPUP_REDIRECT) is marked as one: its result asks to be closed even without an opener, as a payment popup's does; only the one value counts", async () => {
    await cloneMember(t.db, 'partner-action', 'paction02');
    const a = await t.login('paction02');
    // the portal is given the address with the payment popups' window marker (the stored spec is left as it is)
    const meta = (await a.get<{ member: { loginStatus: { actionSpec: { resultType: string; redirectUri: string } } } }>('/api/contents/members/global-state')).env.body!.member.loginStatus.actionSpec;
    assert.deepEqual(meta, { ...meta, resultType: 'POPUP_REDIRECT', redirectUri: '/idp/partner/action?callbackUrl=%2F&paymentWindow=popup' });
    const [stored] = await t.db.select().from(members).where(eq(members.loginId, 'paction02'));
    assert.equal(stored!.loginActionSpec!.redirectUri, '/idp/partner/action?callbackUrl=%2F');
    // its form passes the marker on
    const step = await a.get('/idp/partner/action?callbackUrl=%2Fshop&paymentWindow=popup');
    assert.equal(step.statusCode, 200);
    assert.match(step.body, /<form method="post" action="\/idp\/partner\/action\?paymentWindow=popup">/);
    const done = await a.form('/idp/partner/action?paymentWindow=popup', { callbackUrl: '/shop' });
    assert.equal(done.statusCode, 200);
    assert.match(done.body, /<h1>확인이 완료되었습니다<\/h1>/);
    // the payment popups' pieces: leave.js stays in an orphaned popup and shows the notice; 창 닫기 first, the link back second
    assert.match(done.body, /<div data-leave hidden data-return-url="\/shop" [^>]*data-popup><\/div>/);
    assert.match(done.body, /<p class="notice" role="status" data-popup-orphan hidden>확인이 완료되었습니다\. 이 창을 닫아 주세요\.<\/p>/);
    assert.match(done.body, /<button class="primary" type="button" data-action="close-window">창 닫기<\/button><a class="btn secondary" href="\/shop" data-action="back">한판으로 돌아가기<\/a>/);
    assert.match(done.body, /<script src="\/sandbox\/leave\.js" defer><\/script>/);
    // done already (another window): the popup says so and closes, it does not load the portal
    const again = await a.get('/idp/partner/action?callbackUrl=%2Fshop&paymentWindow=popup');
    assert.equal(again.statusCode, 200);
    assert.match(again.body, /이미 확인을 마쳤습니다/);
    assert.match(again.body, /<p>로그인한 상태로 이용할 수 있습니다\.<\/p>/);
    assert.doesNotMatch(again.body, /모든 서비스/);
    assert.match(again.body, /data-popup><\/div>/);
    assert.equal((await a.get('/idp/partner/action?callbackUrl=%2Fshop')).headers.location, '/shop');
    // any other value: a full page, the value written nowhere
    for (const value of ['POPUP', 'popup2', '"><script>x</script>']) {
      await cloneMember(t.db, 'partner-action', `pact${value.length}${value.charCodeAt(0)}`);
      const b = await t.login(`pact${value.length}${value.charCodeAt(0)}`);
      const form = await b.get(`/idp/partner/action?callbackUrl=%2Fshop&paymentWindow=${encodeURIComponent(value)}`);
      assert.equal(form.statusCode, 200, value);
      assert.doesNotMatch(form.body, /paymentWindow|script>x/, value);
      const result = await b.form(`/idp/partner/action?paymentWindow=${encodeURIComponent(value)}`, { callbackUrl: '/shop' });
      assert.equal(result.statusCode, 200, value);
      assert.doesNotMatch(result.body, /data-popup|close-window|paymentWindow|script>x/, value);
      assert.match(result.body, /<div class="row"><a class="btn primary" href="\/shop" data-action="back" data-replace>한판으로 돌아가기<\/a><\/div>/, value);
    }
    // a BOTTOM_REDIRECT's page is a full page load: no marker
    const bottom = (await (await t.login('partner-bottom')).get<{ member: { loginStatus: { actionSpec: { redirectUri: string } } } }>('/api/contents/members/global-state')).env.body!;
    assert.equal(bottom.member.loginStatus.actionSpec.redirectUri, '/idp/partner/action?callbackUrl=%2F');
  });

  it('login is rate-limited per IP and id (429)', async () => {
    const a = fresh();
    await a.get('/idp/login');
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await a.form('/idp/login', { loginId: 'rich', password: 'wrong' })).statusCode;
    assert.equal(last, 429);
    const blocked = await a.form('/idp/login', { loginId: 'rich', password: 'hanpan1234!' });
    assert.equal(blocked.statusCode, 429);
    assert.match(blocked.body, /너무 많습니다/);
    // nothing typed was wrong: the password takes the focus, described by the lockout, not marked
    assert.match(blocked.body, /<input id="password" name="password" type="password" autofocus aria-describedby="login-error"/);
  });
});
