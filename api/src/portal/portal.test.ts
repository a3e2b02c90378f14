import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { portalPlugin } from './index.js';
import { isPagePath, patternToRegex } from './routes.js';

describe('portal routes helpers', () => {
  it('turns route patterns into case-insensitive regexes', () => {
    const re = patternToRegex('/product/:id?');
    assert.ok(re.test('/product'));
    assert.ok(re.test('/product/12'));
    assert.ok(re.test('/PRODUCT/12/'));
    assert.ok(!re.test('/product/1/2'));
    assert.ok(patternToRegex('/').test('/'));
    assert.ok(!patternToRegex('/').test('/x'));
    assert.ok(patternToRegex('/popup/product/Joker-catch').test('/popup/product/joker-catch'));
  });
  it('keeps server-owned paths and files out of the shell', () => {
    assert.equal(isPagePath('/plus/me?x=1'), true);
    for (const p of ['/api/members/me', '/idp/login', '/remotes.json', '/remotes/mfe-shop/1/x.js', '/shell/main.js', '/favicon.ico', '/payments/charge']) {
      assert.equal(isPagePath(p), false, p);
    }
  });
});

describe('portal plugin', () => {
  let app: FastifyInstance;
  let dir: string;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-portal-'));
    fs.mkdirSync(path.join(dir, 'shell'));
    fs.writeFileSync(path.join(dir, 'shell/index.html'), '<!doctype html><html lang="ko"><head><title>한판</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(
      path.join(dir, 'shell/routes.json'),
      JSON.stringify({ routes: [{ path: '/' }, { path: '/faq' }], prefixes: { mfe_plus: ['/plus', '/popup/plus'], mfe_shop: ['/shop', '/product'], mfe_mobile: ['/mobile'] } }),
    );
    fs.writeFileSync(path.join(dir, 'shell/main.js'), 'console.log("shell")');
    fs.writeFileSync(path.join(dir, 'shell/main.js.gz'), zlib.gzipSync('console.log("shell")'));
    fs.writeFileSync(path.join(dir, 'shell/sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dir, 'shell/favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
    fs.writeFileSync(path.join(dir, 'shell/sw.js.gz'), zlib.gzipSync('self.addEventListener("fetch", () => {});'));
    fs.mkdirSync(path.join(dir, 'remotes/mfe-plus/1.0.0-b1'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'remotes/mfe-plus/1.0.0-b1/remoteEntry.js'), 'var mfe_plus;');
    fs.writeFileSync(
      path.join(dir, 'remotes/mfe-plus/1.0.0-b1/hanpan-remote.json'),
      JSON.stringify({
        name: 'mfe_plus',
        platform: { builtWith: '1.0.0', requires: '^1.0.0' },
        routes: [{ path: '/plus/me/benefit' }, { path: '/plus/guide/main/:id?', params: { id: ['V', 'W', 'X', 'Z'] } }],
        layers: [{ key: 'bankbook', header: '통장', owner: 'mfe_plus' }],
      }),
    );
    fs.mkdirSync(path.join(dir, 'remotes/mfe-mobile/1.0.0-b1'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'remotes/mfe-mobile/1.0.0-b1/hanpan-remote.json'),
      JSON.stringify({ name: 'mfe_mobile', platform: { builtWith: '1.0.0', requires: '^1.0.0' }, routes: [{ path: '/mobile' }, { path: '/mobile/shop' }, { path: '/mobile/plus/me' }], layers: [] }),
    );
    fs.writeFileSync(
      path.join(dir, 'remotes.json'),
      JSON.stringify({
        mfe_plus: { entry: '/remotes/mfe-plus/1.0.0-b1/mf-manifest.json', version: '1.0.0-b1' },
        mfe_mobile: { entry: '/remotes/mfe-mobile/1.0.0-b1/mf-manifest.json', version: '1.0.0-b1' },
      }),
    );
    app = Fastify();
    app.get('/api/ping', async () => ({ ok: true }));
    await app.register(portalPlugin, { deployDir: dir, env: { E2E: '1', MOBILE_HOSTS: 'm.test', PARTNER_HOSTS: 'partner.test', PC_HOST: 'www.test', REMOTES_TTL_MS: '1000' } });
  });
  after(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers 404 from the deployed remotes' own declarations, route validation included", async () => {
    assert.equal((await app.inject({ url: '/plus/guide/main/x' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/plus/guide/main' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/plus/guide/main/Q' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/plus/not-declared' })).statusCode, 404);
    // a remote that is not deployed: the shell page, which shows the Korean fallback
    assert.equal((await app.inject({ url: '/shop/anything' })).statusCode, 200);
  });

  it('on the mobile host a PC page with a mobile twin redirects to it, its query kept; pages without one stay', async () => {
    const shop = await app.inject({ url: '/shop?category=avatar', headers: { host: 'm.test:8080' } });
    assert.equal(shop.statusCode, 302);
    assert.equal(shop.headers.location, '/mobile/shop?category=avatar');
    assert.equal((await app.inject({ url: '/SHOP/', headers: { host: 'M.TEST' } })).headers.location, '/mobile/SHOP/');
    assert.equal((await app.inject({ url: '/plus/me', headers: { host: 'm.test' } })).headers.location, '/mobile/plus/me');
    // no twin declared (a popup's, a mobile page's own path): the page itself
    for (const url of ['/plus/me/benefit', '/popup/plus/bankbook', '/mobile/shop', '/faq']) {
      const r = await app.inject({ url, headers: { host: 'm.test' } });
      assert.notEqual(r.statusCode, 302, url);
    }
    // the PC host never redirects
    assert.equal((await app.inject({ url: '/shop' })).statusCode, 200);
  });

  it('hands the shell each deployed version with its declarations', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    const plus = res.json().mfe_plus;
    assert.equal(plus.version, '1.0.0-b1');
    assert.equal(plus.declarations.platform.requires, '^1.0.0');
    assert.deepEqual(plus.declarations.layers.map((l: { key: string }) => l.key), ['bankbook']);
  });

  it("one address per page: a trailing slash is moved (301, query kept), never to another site's address", async () => {
    for (const [url, to] of [
      ['/shop/money/', '/shop/money'],
      ['/shop/money//?category=x&a=/b/', '/shop/money?category=x&a=/b/'],
      ['/mobile/', '/mobile'],
      ['/SHOP/', '/SHOP'],
      // a run of slashes is one (QA: 16,000 of them held every page render for seconds)
      ['/shop//money', '/shop/money'],
      [`/a${'/'.repeat(16_000)}x?q=1`, '/a/x?q=1'],
      [`/shop${'/'.repeat(16_000)}`, '/shop'],
    ]) {
      const r = await app.inject({ url });
      assert.deepEqual([r.statusCode, r.headers.location], [301, to], url);
    }
    for (const url of ['/', '/shop/money', '/shop?next=/a/']) assert.notEqual((await app.inject({ url })).statusCode, 301, url);
    for (const url of ['//evil.test/', '/\\evil.test/', '///evil.test/']) {
      const r = await app.inject({ url });
      assert.ok(!String(r.headers.location ?? '').startsWith('//') && !String(r.headers.location ?? '').startsWith('/\\'), url);
    }
  });

  it('serves the shell page for route paths, HTTP 404 for unknown ones', async () => {
    const ok = await app.inject({ url: '/plus/me/benefit' });
    assert.equal(ok.statusCode, 200);
    assert.match(ok.headers['content-type'] as string, /text\/html/);
    assert.match(ok.body, /<meta name="hanpan:mobile-hosts" content="m.test">/);
    // the ad click id is not stored on the partner's hosts (PARTNER_HOSTS unless ADCLICK_SKIP_HOSTS)
    assert.match(ok.body, /<meta name="hanpan:adclick-skip-hosts" content="partner.test">/);
    assert.match(ok.body, /<meta name="hanpan:e2e" content="1">/);
    assert.match(ok.body, /<meta name="hanpan:remotes-ttl" content="1000">/);
    // where the mobile site's 'PC 버전' goes: PC_HOST as this page was reached (scheme and port)
    const mobile = await app.inject({ url: '/faq', headers: { host: 'm.test:8123' } });
    assert.match(mobile.body, /<meta name="hanpan:pc-origin" content="http:\/\/www.test:8123">/);
    assert.equal((await app.inject({ url: '/faq?a=b' })).statusCode, 200);
    assert.equal((await app.inject({ url: '/' })).statusCode, 200);
    const missing = await app.inject({ url: '/no/such/page' });
    assert.equal(missing.statusCode, 404);
    assert.match(missing.body, /<div id="root">/);
  });

  it('never answers server-owned paths with the shell', async () => {
    assert.deepEqual((await app.inject({ url: '/api/ping' })).json(), { ok: true });
    const api404 = await app.inject({ url: '/api/unknown' });
    assert.equal(api404.statusCode, 404);
    assert.doesNotMatch(api404.body, /<div id="root">/);
  });

  it('serves the remotes manifest uncached and re-reads it on every request', async () => {
    const res = await app.inject({ url: '/remotes.json' });
    assert.equal(res.headers['cache-control'], 'no-store');
    assert.equal(res.json().mfe_plus.version, '1.0.0-b1');
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ mfe_plus: { entry: '/x', version: '2' } }));
    assert.equal((await app.inject({ url: '/remotes.json' })).json().mfe_plus.version, '2');
  });

  it('serves versioned remote files as immutable and the shell pre-compressed', async () => {
    const remote = await app.inject({ url: '/remotes/mfe-plus/1.0.0-b1/remoteEntry.js' });
    assert.equal(remote.statusCode, 200);
    assert.match(remote.headers['cache-control'] as string, /immutable/);
    const shell = await app.inject({ url: '/shell/main.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(shell.statusCode, 200);
    assert.equal(shell.headers['content-encoding'], 'gzip');
    assert.equal(shell.headers['cache-control'], 'no-cache');
    assert.equal((await app.inject({ url: '/remotes/mfe-plus/9/remoteEntry.js' })).statusCode, 404);
  });

  it('answers /favicon.ico with the shell’s icon', async () => {
    const r = await app.inject({ url: '/favicon.ico' });
    assert.equal(r.statusCode, 200);
    assert.equal(r.headers['content-type'], 'image/x-icon');
    assert.deepEqual([...r.rawPayload], [0, 0, 1, 0, 1, 0]);
  });

  it('lets the shortcut app worker under /shell/ control every page', async () => {
    const sw = await app.inject({ url: '/shell/sw.js' });
    assert.equal(sw.statusCode, 200);
    assert.equal(sw.headers['service-worker-allowed'], '/');
    // browsers ask for the pre-compressed file: the header must come with it too
    const gz = await app.inject({ url: '/shell/sw.js', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(gz.headers['service-worker-allowed'], '/');
    assert.equal((await app.inject({ url: '/shell/main.js' })).headers['service-worker-allowed'], undefined);
  });

  it('puts the manifest link and worker registration into mobile-site pages only', async () => {
    const mobile = await app.inject({ url: '/plus/me/benefit', headers: { host: 'm.test:8080' } });
    assert.match(mobile.body, /<link rel="manifest" href="\/shell\/manifest.webmanifest">/);
    assert.match(mobile.body, /serviceWorker\.register\('\/shell\/sw\.js',\{scope:'\/'\}\)/);
    const pc = await app.inject({ url: '/plus/me/benefit' });
    assert.doesNotMatch(pc.body, /rel="manifest"/);
  });

  it("sends the mobile host's front door (and the home's mirror) to the mobile home, keeping the query", async () => {
    const r = await app.inject({ url: '/?gclid=AD-1&source=shortcut', headers: { host: 'm.test:8080' } });
    assert.equal(r.statusCode, 302);
    assert.equal(r.headers.location, '/mobile?gclid=AD-1&source=shortcut');
    const bare = await app.inject({ url: '/', headers: { host: 'M.TEST' } });
    assert.equal(bare.headers.location, '/mobile');
    // the PC home's mirror: the mobile home too
    const mirror = await app.inject({ url: '/mirror?source=bookmark', headers: { host: 'm.test' } });
    assert.equal(mirror.statusCode, 302);
    assert.equal(mirror.headers.location, '/mobile?source=bookmark');
    // written another way, as the shell's route table still matches it
    const typed = await app.inject({ url: '/Mirror/?source=typed', headers: { host: 'm.test' } });
    assert.equal(typed.statusCode, 302);
    assert.equal(typed.headers.location, '/mobile?source=typed');
    // the PC host keeps its home page and its mirror
    const pc = await app.inject({ url: '/' });
    assert.equal(pc.statusCode, 200);
    assert.match(pc.body, /<div id="root">/);
    assert.notEqual((await app.inject({ url: '/mirror' })).statusCode, 302);
  });
});

describe('portal without a published shell', () => {
  it('503: players in production are asked to come back (no build advice); a developer is told to build', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-noshell-'));
    try {
      for (const [NODE_ENV, says] of [
        ['production', '한판을 준비하고 있습니다. 잠시 후 다시 접속해 주세요.'],
        ['development', 'npm start'],
      ] as const) {
        const app = Fastify();
        await app.register(portalPlugin, { deployDir: dir, env: { NODE_ENV, PORTAL_SSR: '0' } });
        const res = await app.inject({ url: '/', headers: { accept: 'text/html' } });
        assert.equal(res.statusCode, 503);
        assert.ok(res.body.includes(says), res.body);
        if (NODE_ENV === 'production') assert.ok(!res.body.includes('npm'), res.body);
        await app.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
