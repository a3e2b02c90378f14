import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createTestApp, type TestApp } from './test/harness.js';

describe('base: envelope, session, csrf, errors', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('guest global-state answers with no member and issues an XSRF cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contents/members/global-state', headers: { host: 'localhost' } });
    assert.equal(res.statusCode, 200);
    const env = res.json();
    assert.equal(env.header.isSuccessful, true);
    assert.equal(env.header.resultCode, 0);
    assert.equal(env.body.member, null);
    assert.equal(env.body.publisher, 'hanpan');
    assert.ok(res.cookies.some((c) => c.name === 'XSRF-TOKEN' && !c.httpOnly));
  });

  it('member-only route: 401 Korean for guests, data for a logged-in member', async () => {
    const guest = await t.guest();
    const g = await guest.get('/api/contents/members/personal-zone');
    assert.equal(g.statusCode, 401);
    assert.equal(g.env.header.resultMessage, '로그인 후, 이용해 주세요.');
    const a = await t.login('member');
    const r = await a.get<{ userRat: { money: string; level: number } }>('/api/contents/members/personal-zone');
    assert.equal(r.statusCode, 200);
    assert.equal(r.env.body!.userRat.money, '1250000000');
    assert.equal(r.env.body!.userRat.level, 12);
  });

  it('unknown /api route → 404 envelope', async () => {
    const a = await t.guest();
    const r = await a.get('/api/nope/nothing');
    assert.equal(r.statusCode, 404);
    assert.equal(r.env.header.isSuccessful, false);
    assert.equal(r.env.header.resultCode, 404);
  });

  it('invalid JSON body → 400 Korean, not 500', async () => {
    const a = await t.login('member');
    const r = await a.request('POST', '/api/money/members/charge', { payload: '{bad', headers: { 'content-type': 'application/json' } });
    assert.ok(r.statusCode === 400 || r.statusCode === 404, String(r.statusCode));
    assert.match(r.env.header.resultMessage, /[가-힣]/);
  });

  it('unsafe /api call without the CSRF header is refused with 403', async () => {
    const a = await t.login('member');
    const r = await a.request('POST', '/api/money/members/charge', { payload: {}, noCsrf: true });
    assert.equal(r.statusCode, 403);
  });

  it('partner host: hanpan session does not count', async () => {
    const a = await t.login('member', { host: 'partner.localhost' });
    const r = await a.get<{ member: unknown; publisher: string }>('/api/contents/members/global-state');
    assert.equal(r.env.body!.publisher, 'partner');
    assert.equal(r.env.body!.member, null);
  });
});
