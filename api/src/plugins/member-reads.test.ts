import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { MemberRow } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { MemberReadCache, registerMemberReadDrops, registerMemberReads } from './member-reads.js';

/** A bare app with the cache, whose request is a member's when it says `x-member` (the context's part). */
async function cachedApp(config: Parameters<typeof registerMemberReads>[1]): Promise<FastifyInstance> {
  const app = Fastify();
  await registerMemberReads(app, config);
  app.decorateRequest('member', null);
  app.addHook('onRequest', async (req) => {
    req.member = req.headers['x-member'] ? ({ id: Number(req.headers['x-member']) } as MemberRow) : null;
  });
  registerMemberReadDrops(app);
  return app;
}

describe('member read cache', () => {
  it("serves a read again until a member's state-changing request starts or ends, then reads anew", async () => {
    const app = await cachedApp({ memberReadsTtlMs: 60_000 });
    let balance = 100;
    let loads = 0;
    app.get('/zone', async () => app.memberReads.read('zone:1', async () => (loads++, { balance })));
    app.post('/spend', async () => {
      balance -= 30;
      return { ok: true };
    });
    await app.ready();
    assert.equal((await app.inject({ url: '/zone' })).json().balance, 100);
    assert.equal((await app.inject({ url: '/zone' })).json().balance, 100);
    assert.equal(loads, 1, 'second GET from the cache');
    await app.inject({ method: 'POST', url: '/spend', headers: { 'x-member': '2' } });
    assert.equal((await app.inject({ url: '/zone' })).json().balance, 70, "another member's write drops the cache too");
    assert.equal(loads, 2);
    await app.close();
  });

  it('drops at the answer even when the write failed after it committed', async () => {
    const app = await cachedApp({ memberReadsTtlMs: 60_000 });
    let balance = 100;
    let loads = 0;
    app.get('/zone', async () => app.memberReads.read('zone:1', async () => (loads++, { balance })));
    app.post('/spend', async () => {
      // another tab's read while the write ran, before its commit: not kept past the answer
      await app.memberReads.read('zone:1', async () => (loads++, { balance }));
      balance -= 30;
      throw new Error('the status read after the commit failed');
    });
    await app.ready();
    assert.equal((await app.inject({ url: '/zone' })).json().balance, 100);
    assert.equal((await app.inject({ method: 'POST', url: '/spend', headers: { 'x-member': '1' } })).statusCode, 500);
    assert.equal((await app.inject({ url: '/zone' })).json().balance, 70);
    assert.equal(loads, 3);
    await app.close();
  });

  it('does not keep a value computed while a write ran', async () => {
    const cache = new MemberReadCache(60_000);
    let release!: () => void;
    const slow = cache.read('k', () => new Promise<number>((r) => (release = () => r(1))));
    cache.invalidateAll(); // a write started and ended meanwhile
    release();
    assert.equal(await slow, 1);
    assert.equal(await cache.read('k', async () => 2), 2, 'the stale value was not stored');
  });

  it('lets concurrent readers share one load, but not across a write', async () => {
    const cache = new MemberReadCache(60_000);
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      loads++;
      await gate;
      return loads;
    };
    const a = cache.read('k', load);
    const b = cache.read('k', load);
    cache.invalidateAll();
    const c = cache.read('k', load);
    release();
    assert.deepEqual(await Promise.all([a, b, c]), [2, 2, 2]);
    assert.equal(loads, 2, 'a and b shared a load; c started its own after the write');
  });

  it('expires entries after the TTL and is off with TTL 0', async () => {
    const cache = new MemberReadCache(20);
    let n = 0;
    assert.equal(await cache.read('k', async () => ++n), 1);
    assert.equal(await cache.read('k', async () => ++n), 1);
    await new Promise((r) => setTimeout(r, 30));
    assert.equal(await cache.read('k', async () => ++n), 2);
    const off = new MemberReadCache(0);
    assert.equal(await off.read('k', async () => ++n), 3);
    assert.equal(await off.read('k', async () => ++n), 4);
  });
});

describe('member read cache in the app: only a logged-in member\'s checked write drops it (security review S2)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { memberReadsTtlMs: 60_000 } });
  });
  after(() => t.close());

  it('a guest, a refused request or a 404 leaves a cached read in place; a member\'s write drops it', async () => {
    const a = await t.login('member');
    const zone = await a.get('/api/contents/members/personal-zone');
    assert.equal(zone.statusCode, 200, zone.body);
    let loads = 0;
    const read = () => t.app.memberReads.read(`personal-zone:${a.member!.id}`, async () => (loads++, null));
    const cached = async (what: string) => {
      await read();
      assert.equal(loads, 0, `${what}: the loader ran again, the cache was dropped`);
    };
    await cached('primed');

    const guest = await t.guest();
    assert.equal((await guest.post('/api/nope')).statusCode, 404);
    await cached('a guest POST to no route');
    assert.equal((await guest.post('/api/membership/lucky-flip')).statusCode, 401);
    await cached("a guest's POST with its own valid token to a member's route");
    assert.equal((await guest.post('/api/membership/lucky-flip', {}, { noCsrf: true })).statusCode, 401);
    await cached('a guest POST without a token');
    assert.equal((await guest.form('/idp/login', { loginId: 'member', password: 'x' }, { noCsrf: true })).statusCode, 403);
    await cached("a login form's refused token");
    const bare = await t.app.inject({ method: 'POST', url: '/healthz' });
    assert.ok(bare.statusCode >= 400);
    await cached('a POST with no cookie at all');

    const noToken = await a.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] }, { noCsrf: true });
    assert.equal(noToken.statusCode, 403);
    await cached("a member's write refused by the CSRF check");
    const foreign = await a.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] }, { headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.statusCode, 403);
    await cached("a member's write from a foreign page");
    assert.equal((await a.put('/api/money-transfer/indicator', { type: 'OTHER', targets: [] })).statusCode, 400);
    await cached("a member's write refused by its schema");
    assert.equal((await a.post('/api/nope')).statusCode, 404);
    await cached("a member's POST to no route");

    const done = await a.put('/api/money-transfer/indicator', { type: 'NEW_ICON', targets: ['MONEY_TRANSFER'] });
    assert.equal(done.statusCode, 200, done.body);
    await read();
    assert.equal(loads, 1, "a member's write dropped the cache");
  });
});
