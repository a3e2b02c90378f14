import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { MemberReadCache, registerMemberReads } from './member-reads.js';

describe('member read cache', () => {
  it('serves a read again until a state-changing request starts or ends, then reads anew', async () => {
    const app = Fastify();
    await registerMemberReads(app, { memberReadsTtlMs: 60_000 });
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
    await app.inject({ method: 'POST', url: '/spend' });
    assert.equal((await app.inject({ url: '/zone' })).json().balance, 70, 'a write drops the cache');
    assert.equal(loads, 2);
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
