// What an on-call engineer sees of a CSRF refusal: one warn line (event csrf_refused) with the
// reason, where the token was looked for, the address and the member — never a token or cookie.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { COOKIES, HEADERS } from '@hanpan/contracts';
import { ledger, restrictionHistories, spendingLimits } from '../db/schema/index.js';
import { cloneMember } from '../e2e/cloneMember.js';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';
import { anonBinding, csrfTokenFor } from './csrf.js';

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
