// Cookies and Cache-Control: a publicly cacheable answer (static files, generated images, page
// scripts) never sets a cookie; pages and API calls still issue the guest's pre-session id and CSRF
// token; a member's API answers are `private, no-store` and every other dynamic answer
// `private, no-cache`, unless the route chose its own policy.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { COOKIES } from '@hanpan/contracts';
import { banners } from '../db/schema/index.js';
import { portalPlugin } from '../portal/index.js';
import { Agent, createTestApp, type TestApp } from '../test/harness.js';
import { ANON_COOKIE } from './csrf.js';

const cookieNames = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((c) => String(c).split('=')[0]).sort();
};

describe('response caching: cookies and Cache-Control', () => {
  let t: TestApp;
  let dir: string;
  let bannerSvg: string;

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-caching-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><html lang="ko"><head><title>한판</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(dir, 'shell/routes.json'), JSON.stringify({ routes: [{ path: '/' }], prefixes: {} }));
    fs.writeFileSync(path.join(dir, 'shell/boot.0123abcd.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'shell/fonts.0123abcd.css'), '@font-face{font-family:Pretendard}');
    fs.writeFileSync(path.join(dir, 'remotes.json'), '{}');
    t = await createTestApp({
      register: async (app) => {
        await app.register(portalPlugin, { deployDir: dir, env: { PORTAL_SSR: '0' } });
      },
    });
    const [banner] = await t.db.select({ id: banners.id }).from(banners).limit(1);
    bannerSvg = `/api/images/banner/${banner!.id}.svg`;
  });
  after(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('static files and public images set no cookie; a page then issues them and the guest’s first POST passes CSRF', async () => {
    const guest = new Agent(t.app);
    for (const [url, cacheControl] of [
      ['/shell/boot.0123abcd.js', 'public, max-age=31536000, immutable'],
      ['/shell/fonts.0123abcd.css', 'public, max-age=31536000, immutable'],
      ['/static/hpc/s2-final.jpg', /public/],
      [bannerSvg, 'public, max-age=86400'],
      ['/sandbox/leave.js', 'public, max-age=300'],
      ['/sandbox/back.js', 'public, max-age=300'],
    ] as const) {
      const res = await guest.get(url);
      assert.equal(res.statusCode, 200, url);
      if (typeof cacheControl === 'string') assert.equal(res.headers['cache-control'], cacheControl, url);
      else assert.match(String(res.headers['cache-control']), cacheControl, url);
      assert.deepEqual(cookieNames(res), [], url);
    }
    // the remotes manifest: the same for everyone, never kept by a cache, no cookie
    const manifest = await guest.get('/remotes.json');
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.headers['cache-control'], 'no-store');
    assert.deepEqual(cookieNames(manifest), []);
    assert.equal(guest.cookies.size, 0);

    const page = await guest.get('/');
    assert.equal(page.statusCode, 200);
    assert.deepEqual(cookieNames(page), [ANON_COOKIE, COOKIES.csrf].sort());
    // the token from the page is accepted (a guest's member call is refused with the login 401 either
    // way, plugins/csrf.ts): a form posted without it gets CSRF's 403, with it goes through
    assert.equal((await guest.post('/api/membership/bankbook', { useCount: 1 })).statusCode, 401);
    const registration = { loginId: 'cachenewbie01', password: 'hanpan1234!', passwordConfirm: 'hanpan1234!', nickname: '캐시뉴비', gender: 'M', inflow: 'banner', callbackUrl: '/' };
    assert.equal((await guest.form('/idp/register', registration, { noCsrf: true })).statusCode, 403);
    assert.equal((await guest.form('/idp/register', registration)).statusCode, 303);
  });

  it('server pages and API calls of a new guest still get the pre-session id and token', async () => {
    const login = await new Agent(t.app).get('/idp/login');
    assert.equal(login.statusCode, 200);
    assert.deepEqual(cookieNames(login), [ANON_COOKIE, COOKIES.csrf].sort());
    // its form carries this guest's CSRF field: no shared cache may hand it to another guest (nor
    // this browser's cache to Back after the login: src/idp/routes.ts)
    assert.equal(login.headers['cache-control'], 'private, no-store');
    const api = await new Agent(t.app).get('/api/contents/global/banner');
    assert.equal(api.statusCode, 200);
    assert.deepEqual(cookieNames(api), [ANON_COOKIE, COOKIES.csrf].sort());
  });

  it("a member's API answers are private, no-store; a route's own policy is kept", async () => {
    const zplus = await t.login('zplus');
    const zone = await zplus.get('/api/contents/members/personal-zone');
    assert.equal(zone.statusCode, 200);
    assert.equal(zone.headers['cache-control'], 'private, no-store');
    // refusals too (they name the member's state)
    const refused = await zplus.post('/api/membership/bankbook', { useCount: 0 });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.headers['cache-control'], 'private, no-store');
    // the same for everyone: stays publicly cacheable
    assert.equal((await zplus.get(bannerSvg)).headers['cache-control'], 'public, max-age=86400');
    assert.equal((await zplus.get('/shell/boot.0123abcd.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
    // a guest's answer: this browser only, revalidated
    assert.equal((await new Agent(t.app).get('/api/contents/global/banner')).headers['cache-control'], 'private, no-cache');
    // an order page is not no-store: Back shows that very page (its ticket, the same order) rather than a new order
    assert.equal((await zplus.get('/services/shop/payments?codes=E3001')).headers['cache-control'], 'private, no-cache');
  });
});
