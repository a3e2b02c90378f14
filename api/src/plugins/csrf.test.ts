// What an on-call engineer sees of a CSRF refusal: one warn line (event csrf_refused) with the
// reason, where the token was looked for, the address and the member — never a token or cookie.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { COOKIES, HEADERS } from '@hanpan/contracts';
import { ledger, members, restrictionHistories, spendingLimits } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { ADULT_VERIFICATION_PATH } from '../idp/adult.js';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';
import { anonBinding, csrfTokenFor, csrfTokenValid, maskCsrfToken, unmaskCsrfToken } from './csrf.js';

const API = '/api/money/members/charge';
/** A registration that would go through with its token (the refusals below must not register it). */
const REGISTRATION = { loginId: 'csrfnewbie01', password: 'hanpan1234!', passwordConfirm: 'hanpan1234!', nickname: '토큰없음', gender: 'M', inflow: 'banner', callbackUrl: '/' };

describe('CSRF refusals are logged as security events', () => {
  let t: TestApp;
  const log = captureLog('debug');
  const refusals = () => log.lines().filter((l) => l.event === 'csrf_refused');
  before(async () => {
    t = await createTestApp({ logger: log.logger });
  });
  after(() => t?.close());

  function assertNoSecrets(agent: Agent, ...tokens: string[]) {
    const text = log.text();
    assert.ok(agent.cookies.size > 0);
    for (const [name, value] of agent.cookies) assert.ok(!text.includes(value), `cookie ${name} is in the log`);
    for (const token of tokens) assert.ok(!text.includes(token), `token ${token} is in the log`);
  }

  it('an API call without its X-XSRF-TOKEN: token_missing, from the header, with the member and address', async () => {
    log.clear();
    const a = await t.login('zplus');
    const res = await a.post(API, {}, { noCsrf: true, headers: { 'x-request-id': 'csrf-test-0001' } });
    assert.equal(res.statusCode, 403);
    const [line, ...more] = refusals();
    assert.deepEqual(more, []);
    assert.equal(line.level, LEVEL.warn);
    assert.equal(line.reqId, 'csrf-test-0001');
    assert.equal(line.reason, 'token_missing');
    assert.equal(line.tokenFrom, 'header');
    assert.equal(line.method, 'POST');
    assert.equal(line.url, API);
    assert.equal(line.ip, '127.0.0.1');
    assert.equal(line.memberNo, a.member!.memberNo);
    assertNoSecrets(a);
  });

  it("another browser's token: token_mismatch, and the token is not written", async () => {
    log.clear();
    const a = await t.login('vplus');
    const foreign = csrfTokenFor(t.config.appSecret, anonBinding('someone-else-s-pre-session-id'));
    assert.equal((await a.post(API, {}, { headers: { [HEADERS.csrf]: foreign } })).statusCode, 403);
    assert.deepEqual(refusals().map((l) => [l.reason, l.tokenFrom]), [['token_mismatch', 'header']]);
    assertNoSecrets(a, foreign);
  });

  it("a page of another site: reason origin, naming that origin (checked before the token)", async () => {
    log.clear();
    const a = await t.login('member');
    assert.equal((await a.post(API, {}, { headers: { origin: 'https://evil.example' } })).statusCode, 403);
    const [line] = refusals();
    assert.equal(line.reason, 'origin');
    assert.equal(line.origin, 'https://evil.example');
    assert.equal(line.tokenFrom, undefined);
    assertNoSecrets(a);
  });

  it('a server form posted without its _csrf field, or with a wrong one: token_missing / token_mismatch from the form', async () => {
    log.clear();
    const guest = await t.guest();
    assert.equal((await guest.form('/idp/register', REGISTRATION, { noCsrf: true })).statusCode, 403);
    const wrong = csrfTokenFor(t.config.appSecret, anonBinding('not-this-browser-s-pre-session-id'));
    assert.equal((await guest.form('/idp/register', { ...REGISTRATION, _csrf: wrong })).statusCode, 403);
    assert.deepEqual(
      refusals().map((l) => [l.reason, l.tokenFrom, l.url, l.memberNo]),
      [
        ['token_missing', 'form', '/idp/register', undefined],
        ['token_mismatch', 'form', '/idp/register', undefined],
      ],
    );
    assert.ok(guest.cookies.has(COOKIES.csrf));
    assertNoSecrets(guest, wrong);
  });

  it('a request that passes is no event', async () => {
    log.clear();
    const a = await t.login('member');
    // both got past the check: the call to its own rule (not 403), the logout form on to its next page
    assert.notEqual((await a.post(API, {})).statusCode, 403);
    assert.equal((await (await t.guest()).form('/idp/logout', { nextUrl: '/' })).statusCode, 303);
    assert.deepEqual(refusals(), []);
  });
});

describe('a write whose session is gone: the logged-out 401, not a CSRF refusal', () => {
  let t: TestApp;
  const log = captureLog('debug');
  before(async () => {
    t = await createTestApp({ logger: log.logger });
  });
  after(() => t?.close());

  const LOGIN_REQUIRED = { isSuccessful: false, resultCode: 401, resultMessage: '로그인 후, 이용해 주세요.' };

  /** What the member owns that these writes would change. */
  async function memberState(memberId: number) {
    return {
      limits: await t.db.select().from(spendingLimits).where(eq(spendingLimits.memberId, memberId)),
      histories: (await t.db.select().from(restrictionHistories).where(eq(restrictionHistories.memberId, memberId))).length,
      ledger: (await t.db.select().from(ledger).where(eq(ledger.memberId, memberId))).length,
    };
  }

  it('no session cookie + the token of the ended session on a member route: 401 login message (as when logged out elsewhere), nothing written', async () => {
    await cloneMember(t.db, 'vip', 'csrf-no-session');
    const a = await t.login('csrf-no-session');
    const before = await memberState(a.member!.id);
    // the player's popup still holds the XSRF-TOKEN of the session whose cookie was deleted
    a.cookies.delete(COOKIES.session);
    const downgrade = await a.put('/api/restriction/downgrade', { monthLimit: '1000' });
    assert.equal(downgrade.statusCode, 401);
    assert.deepEqual(downgrade.env.header, LOGIN_REQUIRED);
    const exchange = await a.post('/api/mileage/exchange', { mileage: '1000', currentHoldMileage: '1000' });
    assert.equal(exchange.statusCode, 401);
    assert.deepEqual(exchange.env.header, LOGIN_REQUIRED);
    // the same answer a guest with a valid token gets (logout in another tab rotates the token)
    const guest = await (await t.guest()).put('/api/restriction/downgrade', { monthLimit: '1000' });
    assert.deepEqual([guest.statusCode, guest.env.header], [401, LOGIN_REQUIRED]);
    assert.deepEqual(await memberState(a.member!.id), before);
  });

  it('a live session with a missing or wrong token is still refused with 403, nothing written', async () => {
    await cloneMember(t.db, 'vip', 'csrf-live-session');
    const a = await t.login('csrf-live-session');
    const before = await memberState(a.member!.id);
    const wrong = csrfTokenFor(t.config.appSecret, anonBinding('not-this-browser-s-pre-session-id'));
    for (const opts of [{ noCsrf: true }, { headers: { [HEADERS.csrf]: wrong } }]) {
      const r = await a.put('/api/restriction/downgrade', { monthLimit: '1000' }, opts);
      assert.equal(r.statusCode, 403);
      assert.equal(r.env.header.resultMessage, '보안 토큰이 올바르지 않습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.');
    }
    assert.deepEqual(await memberState(a.member!.id), before);
  });
});

describe('tokens written into HTML are masked per response (BREACH)', () => {
  const SECRET = 'mask-test-secret';
  const RAW_TOKEN_RE = /^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]{43}$/;
  const token = csrfTokenFor(SECRET, anonBinding('a-pre-session-id-of-this-test'));

  it('mask and unmask: a round trip, a fresh pad each time, never taken for a raw token', () => {
    const one = maskCsrfToken(token);
    const two = maskCsrfToken(token);
    assert.notEqual(one, two);
    for (const masked of [one, two]) {
      assert.match(masked, /^m\.[A-Za-z0-9_-]+$/);
      assert.doesNotMatch(masked, RAW_TOKEN_RE);
      assert.ok(!masked.includes(token.slice(0, 8)) && !masked.includes(token.slice(-8)));
      assert.equal(unmaskCsrfToken(masked), token);
    }
    // no token issued (a static path): an empty field, as before
    assert.equal(maskCsrfToken(''), '');
    // a raw token is not a masked one
    assert.equal(unmaskCsrfToken(token), null);
  });

  it('garbage does not unmask, or unmasks to no valid token — never a throw', () => {
    const masked = maskCsrfToken(token);
    const flipped = `${masked.slice(0, 10)}${masked[10] === 'A' ? 'B' : 'A'}${masked.slice(11)}`;
    const cases: unknown[] = ['', 'm.', 'm.=', 'm.!!!!', 'm.a', 'm.abc', masked.slice(0, -3), `${masked}A`, `m.${'A'.repeat(5000)}`, `${masked} `, 'x.' + masked.slice(2), null, 42, {}, flipped];
    for (const value of cases) {
      const unmasked = unmaskCsrfToken(value);
      assert.ok(unmasked === null || !csrfTokenValid(SECRET, anonBinding('a-pre-session-id-of-this-test'), unmasked), `${String(value).slice(0, 20)} passed`);
    }
    // the pad and the masked half must be of the same length: an odd byte count is refused outright
    assert.equal(unmaskCsrfToken(`m.${Buffer.alloc(137).toString('base64url')}`), null);
    // another binding's token, masked, unmasks to a token that binding's check refuses
    assert.equal(csrfTokenValid(SECRET, anonBinding('someone-else'), unmaskCsrfToken(maskCsrfToken(token))), false);
  });

  describe('server pages', () => {
    let t: TestApp;
    const log = captureLog('debug');
    const fieldOf = (body: string) => /name="_csrf" value="([^"]*)"/.exec(body)?.[1] ?? '';
    before(async () => {
      t = await createTestApp({ logger: log.logger });
    });
    after(() => t?.close());

    it('the same page twice for one browser: two different _csrf values, neither the raw token, both accepted', async () => {
      const a = await t.guest();
      const first = fieldOf((await a.get('/idp/login?nextUrl=%2Ffaq')).body);
      const second = fieldOf((await a.get('/idp/login?nextUrl=%2Ffaq')).body);
      const raw = a.cookies.get(COOKIES.csrf)!;
      assert.match(first, /^m\./);
      assert.notEqual(first, second);
      for (const value of [first, second]) assert.ok(!value.includes(raw) && unmaskCsrfToken(value) === raw);
      // (a guest's logout keeps the pre-session id: the second value is still this browser's)
      const out = await a.form('/idp/logout', { nextUrl: '/faq', _csrf: first });
      assert.deepEqual([out.statusCode, out.headers.location], [303, '/faq']);
      const login = await a.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/faq', _csrf: second });
      assert.deepEqual([login.statusCode, login.headers.location], [303, '/faq']);
      // the raw token (the cookie's, as the portal's logout form holds it after its script ran) still passes
      assert.equal((await a.form('/idp/logout', { nextUrl: '/' })).statusCode, 303);
    });

    it("another browser's masked token is refused; a tampered or garbage one too, with the Korean 403 (no 500)", async () => {
      assert.ok(await cloneMember(t.db, 'beginner', 'mask-adult'));
      await t.db.update(members).set({ adultVerifiedAt: null }).where(eq(members.loginId, 'mask-adult'));
      const mine = await t.login('mask-adult');
      const page = await mine.get(`${ADULT_VERIFICATION_PATH}?returnUrl=%2F`);
      assert.equal(page.statusCode, 200);
      const own = fieldOf(page.body);
      assert.match(own, /^m\./);
      // another member's session token, masked as its pages would show it
      const foreign = maskCsrfToken((await t.login('member')).cookies.get(COOKIES.csrf)!);
      const flipped = `${own.slice(0, 10)}${own[10] === 'A' ? 'B' : 'A'}${own.slice(11)}`;
      const FORM = { returnUrl: '/', birthDate: '1990-05-05', agree: 'Y' };
      log.clear();
      for (const bad of [foreign, flipped, own.slice(0, -1), 'm.', 'm.%%%', `m.${'A'.repeat(5000)}`]) {
        const r = await mine.form(ADULT_VERIFICATION_PATH, { ...FORM, _csrf: bad });
        assert.equal(r.statusCode, 403, bad.slice(0, 20));
        // the form again with why nothing was done (its route takes refusals: csrfRefusedToHandler)
        assert.match(r.body, /(다른 창에서 로그인 상태가 바뀌어|보안 확인 정보가 만료되어) 인증하지 않았습니다\. 다시 인증해 주세요\./);
      }
      assert.deepEqual(
        refusalsOf(log).map((l) => [l.reason, l.tokenFrom]),
        Array.from({ length: 6 }, () => ['token_mismatch', 'form']),
      );
      assert.ok(!log.text().includes(own) && !log.text().includes(foreign));
      const [row] = await t.db.select().from(members).where(eq(members.loginId, 'mask-adult'));
      assert.equal(row!.adultVerifiedAt, null);
      // the page's own masked value goes through
      assert.equal((await mine.form(ADULT_VERIFICATION_PATH, { ...FORM, _csrf: own })).statusCode, 200);
    });

    it('a refused form still tells another login (stale) from an expired or unreadable token', async () => {
      const STALE = /다른 창에서 로그인 상태가 바뀌어 로그아웃하지 않았습니다/;
      const EXPIRED = /보안 확인 정보가 만료되어 로그아웃하지 않았습니다/;
      const c = await t.guest();
      const asGuest = fieldOf((await c.get('/idp/login')).body);
      assert.equal((await c.form('/idp/login', { loginId: 'member', password: 'hanpan1234!', nextUrl: '/' })).statusCode, 303);
      // the guest page's masked token, after a login since: another login
      const stale = await c.form('/idp/logout', { nextUrl: '/faq', _csrf: asGuest });
      assert.equal(stale.statusCode, 403);
      assert.match(stale.body, STALE);
      // a masked value that does not unmask: nothing says another window did anything
      for (const bad of ['m.', asGuest.slice(0, -1), 'm.!!!!']) {
        const r = await c.form('/idp/logout', { nextUrl: '/faq', _csrf: bad });
        assert.equal(r.statusCode, 403);
        assert.match(r.body, EXPIRED);
      }
      // the page's masked token with the browser's cookies gone (a restart): expired
      const d = await t.guest();
      const before = fieldOf((await d.get('/idp/register')).body);
      d.cookies.clear();
      const reg = await d.form('/idp/register', { ...REGISTRATION, loginId: 'maskexpired1', _csrf: before });
      assert.equal(reg.statusCode, 403);
      assert.match(reg.body, /보안 확인 정보가 만료되어 가입하지 않았습니다/);
      // the answer's own form carries a fresh masked token that works
      const retry = fieldOf(stale.body);
      assert.match(retry, /^m\./);
      assert.equal((await c.form('/idp/logout', { nextUrl: '/faq', _csrf: retry })).statusCode, 303);
    });
  });
});

const refusalsOf = (log: ReturnType<typeof captureLog>) => log.lines().filter((l) => l.event === 'csrf_refused');
