// What an on-call engineer sees of refused logins: one warn line per refusal (event login_failed:
// reason, publisher, login id, address, failure counts) bound to the request id, the per-IP attempt
// limit's 429 as event rate_limited — and never the password, a session or a CSRF token.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { COOKIES } from '@hanpan/contracts';
import { Agent, createTestApp, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';

const PASSWORD = 'hanpan1234!';

describe('refused logins are logged as security events', () => {
  let t: TestApp;
  const log = captureLog('debug');
  const events = (event: string) => log.lines().filter((l) => l.event === event);
  let n = 0;
  before(async () => {
    t = await createTestApp({ logger: log.logger, config: { loginRateLimit: 3, loginIpFailures: 50, loginAccountFailures: 4, loginIpRateLimit: 30 } });
  });
  after(() => t?.close());

  /** The login form posted from `ip` (its own socket address), with a request id of its own. */
  async function attempt(ip: string, loginId: string, password: string, host = 'localhost') {
    const a = new Agent(t.app, host);
    const first = await t.app.inject({ method: 'GET', url: '/idp/login', headers: { host }, remoteAddress: ip });
    for (const c of first.cookies as Array<{ name: string; value: string }>) a.cookies.set(c.name, c.value);
    const payload = new URLSearchParams({ _csrf: a.cookies.get(COOKIES.csrf) ?? '', loginId, password }).toString();
    const reqId = `login-${String(++n).padStart(4, '0')}`;
    const res = await t.app.inject({ method: 'POST', url: '/idp/login', remoteAddress: ip, payload, headers: { host, cookie: a.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': reqId } });
    for (const c of res.cookies as Array<{ name: string; value: string }>) a.cookies.set(c.name, c.value);
    return { status: res.statusCode, reqId, agent: a };
  }

  /** Nothing a log reader could use: the passwords, the agent's cookies (session, CSRF token, pre-session id). */
  function assertNoSecrets(passwords: string[], agent: Agent) {
    const text = log.text();
    for (const p of passwords) assert.ok(!text.includes(p), `the password ${p} is in the log`);
    assert.ok(agent.cookies.size > 0);
    for (const [name, value] of agent.cookies) assert.ok(!text.includes(value), `cookie ${name} is in the log`);
  }

  it('a wrong password: one warn line with the reason, publisher, id as looked up, address and member', async () => {
    log.clear();
    const { status, reqId, agent } = await attempt('10.7.0.1', '  Member ', 'Wrong-Pa55word!');
    assert.equal(status, 401);
    const lines = events('login_failed');
    assert.equal(lines.length, 1, log.text());
    const [line] = lines;
    assert.equal(line.level, LEVEL.warn);
    assert.equal(line.reqId, reqId);
    assert.equal(line.reason, 'wrong_password');
    assert.equal(line.publisher, 'hanpan');
    assert.equal(line.loginId, 'member');
    assert.equal(line.ip, '10.7.0.1');
    assert.equal(line.memberNo, t.seed.members.member!.memberNo);
    assert.deepEqual(line.failures, { ip: 0, ipAndId: 0, id: 0 });
    assertNoSecrets(['Wrong-Pa55word!'], agent);
  });

  it('an unknown id, on the partner host too: reason unknown_id, no member', async () => {
    log.clear();
    assert.equal((await attempt('10.7.0.2', 'nobody-here', 'guess-1')).status, 401);
    assert.equal((await attempt('10.7.0.2', 'member', 'guess-2', 'partner.localhost')).status, 401);
    const lines = events('login_failed');
    assert.deepEqual(
      lines.map((l) => [l.reason, l.publisher, l.loginId, l.memberNo]),
      [
        ['unknown_id', 'hanpan', 'nobody-here', undefined],
        ['unknown_id', 'partner', 'member', undefined],
      ],
    );
  });

  it('too many failures from one address for one id: the 429 is logged as too_many_attempts with the counts', async () => {
    log.clear();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt('10.7.0.3', 'vplus', `guess-${i}`)).status);
    assert.deepEqual(statuses, [401, 401, 401, 429]);
    const lines = events('login_failed');
    assert.deepEqual(lines.map((l) => l.reason), ['wrong_password', 'wrong_password', 'wrong_password', 'too_many_attempts']);
    assert.deepEqual(lines[3].failures, { ip: 3, ipAndId: 3, id: 3 });
    assert.equal(lines[3].loginId, 'vplus');
  });

  it('an account past its failure limit: the right password from a new address is logged as account_locked', async () => {
    for (const ip of ['10.7.1.1', '10.7.1.2', '10.7.1.3', '10.7.1.4']) assert.equal((await attempt(ip, 'zplus', 'guess')).status, 401);
    log.clear();
    const { status, agent } = await attempt('10.7.1.9', 'zplus', PASSWORD);
    assert.equal(status, 429);
    const [line] = events('login_failed');
    assert.equal(line.reason, 'account_locked');
    assert.equal(line.ip, '10.7.1.9');
    assert.deepEqual(line.failures, { ip: 0, ipAndId: 0, id: 4 });
    assertNoSecrets([PASSWORD], agent);
  });

  it('the per-address attempt limit (LOGIN_IP_RATE_LIMIT): its 429 is one rate_limited line with the route and address', async () => {
    log.clear();
    // empty passwords: refused as input (400), not counted as failures, nothing logged as login_failed
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await attempt('10.7.2.1', 'member', '')).status);
    assert.deepEqual(statuses.slice(0, 30), Array(30).fill(400));
    assert.equal(statuses[30], 429);
    assert.deepEqual(events('login_failed'), []);
    const lines = events('rate_limited');
    assert.equal(lines.length, 1, log.text());
    assert.equal(lines[0].level, LEVEL.warn);
    assert.equal(lines[0].route, 'POST /idp/login');
    assert.equal(lines[0].ip, '10.7.2.1');
    assert.equal(lines[0].reqId, `login-${String(n).padStart(4, '0')}`);
  });

  it('a login that succeeds logs no event, and neither its password nor its new session', async () => {
    log.clear();
    const { status, agent } = await attempt('10.7.3.1', 'vip', PASSWORD);
    assert.equal(status, 303);
    assert.ok(agent.cookies.has(COOKIES.session));
    assert.deepEqual(log.lines().filter((l) => l.event), []);
    assertNoSecrets([PASSWORD], agent);
  });
});
