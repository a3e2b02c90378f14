// What an on-call engineer sees of a CSRF refusal: one warn line (event csrf_refused) with the
// reason, where the token was looked for, the address and the member — never a token or cookie.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COOKIES, HEADERS } from '@hanpan/contracts';
import { createTestApp, type Agent, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';
import { anonBinding, csrfTokenFor } from './csrf.js';

const API = '/api/money/members/charge';

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
    assert.equal((await guest.form('/idp/logout', { nextUrl: '/' }, { noCsrf: true })).statusCode, 403);
    const wrong = csrfTokenFor(t.config.appSecret, anonBinding('not-this-browser-s-pre-session-id'));
    assert.equal((await guest.form('/idp/logout', { nextUrl: '/', _csrf: wrong })).statusCode, 403);
    assert.deepEqual(
      refusals().map((l) => [l.reason, l.tokenFrom, l.url, l.memberNo]),
      [
        ['token_missing', 'form', '/idp/logout', undefined],
        ['token_mismatch', 'form', '/idp/logout', undefined],
      ],
    );
    assert.ok(guest.cookies.has(COOKIES.csrf));
    assertNoSecrets(guest, wrong);
  });

  it('a request that passes is no event', async () => {
    log.clear();
    const a = await t.login('member');
    await a.post(API, {});
    await (await t.guest()).form('/idp/logout', { nextUrl: '/' });
    assert.deepEqual(refusals(), []);
  });
});
