// The login limits live in a store shared by every server process: with REDIS_URL, two app
// instances (as two processes would) see each other's failures and sign-ups. Keys carry a prefix
// of this run only, removed afterwards. The member-read cache announces its drops on the same Redis.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { COOKIES } from '@hanpan/contracts';
import type { MemberRow } from '../db/schema/index.js';
import { registerMemberReadDrops, registerMemberReads } from '../plugins/member-reads.js';
import { Agent, createTestApp, type TestApp } from '../test/harness.js';

const REDIS_URL = process.env.REDIS_URL;

describe('rate-limit store shared by processes (Redis)', { skip: REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  const prefix = `hanpan-test-${process.pid}-${randomBytes(3).toString('hex')}:`;
  let a: TestApp;
  let b: TestApp;
  before(async () => {
    const config = { redisUrl: REDIS_URL!, redisPrefix: prefix, loginRateLimit: 3, signupRateLimit: 2 };
    a = await createTestApp({ config });
    b = await createTestApp({ config });
  });
  after(async () => {
    await a.close();
    await b.close();
    const r = new Redis(REDIS_URL!);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    await r.quit();
  });

  async function login(t: TestApp, loginId: string, password: string) {
    const ag = new Agent(t.app);
    await ag.get('/idp/login');
    return ag.form('/idp/login', { loginId, password, _csrf: ag.cookies.get(COOKIES.csrf) ?? '' });
  }

  it('failures counted on one instance refuse the next try on the other', async () => {
    assert.equal((await login(a, 'rich', 'wrong-1')).statusCode, 401);
    assert.equal((await login(b, 'rich', 'wrong-2')).statusCode, 401);
    assert.equal((await login(a, 'rich', 'wrong-3')).statusCode, 401);
    assert.equal((await login(b, 'rich', 'hanpan1234!')).statusCode, 429);
  });

  it('a hit of several counts them at once, in one window seen by both instances', async () => {
    assert.equal(await a.app.counters.hit('several', 60_000, 3), 3);
    assert.equal(await b.app.counters.hit('several', 60_000), 4);
    assert.equal(await a.app.counters.count('several'), 4);
  });

  it('sign-ups per address are counted across instances (@fastify/rate-limit on Redis)', async () => {
    const signup = async (t: TestApp, id: string) => {
      const ag = new Agent(t.app);
      await ag.get('/idp/register');
      return (await ag.form('/idp/register', { loginId: id, password: 'abcd1234', passwordConfirm: 'abcd1234', nickname: id.slice(0, 12), gender: 'M' })).statusCode;
    };
    assert.equal(await signup(a, `rd${randomBytes(3).toString('hex')}`), 303);
    assert.equal(await signup(b, `rd${randomBytes(3).toString('hex')}`), 303);
    assert.equal(await signup(a, `rd${randomBytes(3).toString('hex')}`), 429);
  });
});

describe('member-read cache drops announced to the other processes (Redis pub/sub)', { skip: REDIS_URL ? false : 'REDIS_URL is not set' }, () => {
  it("a write on one process drops the other's cached reads before the writer answers", async () => {
    const config = { memberReadsTtlMs: 60_000, redisUrl: REDIS_URL!, redisPrefix: `hanpan-test-${process.pid}-${randomBytes(3).toString('hex')}:` };
    let balance = 100; // one database shared by both processes
    const processes = [Fastify(), Fastify()];
    for (const app of processes) {
      await registerMemberReads(app, config);
      // a member's write (the context sets req.member; here every request is member 1's)
      app.decorateRequest('member', null);
      app.addHook('onRequest', async (req) => {
        req.member = { id: 1 } as MemberRow;
      });
      registerMemberReadDrops(app);
      app.get('/zone', async () => app.memberReads.read('zone:1', async () => ({ balance })));
      app.post('/spend', async () => {
        balance -= 30;
        return { ok: true };
      });
      await app.ready();
    }
    const [a, b] = processes;
    try {
      assert.equal((await b.inject({ url: '/zone' })).json().balance, 100);
      await a.inject({ method: 'POST', url: '/spend' });
      // delivery to b's subscriber: a few ms after a's answer at most
      let seen = 0;
      for (let i = 0; i < 50 && seen !== 70; i++) {
        seen = (await b.inject({ url: '/zone' })).json().balance;
        if (seen !== 70) await new Promise((r) => setTimeout(r, 10));
      }
      assert.equal(seen, 70, "b serves the new balance well before its 60 s TTL");
    } finally {
      await Promise.all(processes.map((app) => app.close()));
    }
  });
});
