// The shell frame rendered by the portal server: the real renderer (built from shell/src/ssr into a
// temporary deploy folder), the real API answering its reads in process, demo members.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { FRAME_STATE_ELEMENT_ID } from '@hanpan/contracts/constants';
import { REPO_ROOT } from '../db/client.js';
import { members } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { captureLog, LEVEL } from '../test/log-capture.js';
import { portalPlugin } from './index.js';
import { FRAME_RENDERER_FILE, REMOTE_PAGE_RENDERER_FILE } from './ssr.js';

const SHELL_INDEX = '<!doctype html><html lang="ko"><head><title>한판</title></head><body><div id="root"></div><script defer src="/shell/main.js"></script></body></html>';

/** The state the page hands to the browser, decoded as the browser does (entities → JSON). */
function frameState(html: string): { store: { globalState: { member: { nickname?: string; memberNo?: string | number } | null } | null }; queries: { queries: Array<{ queryKey: unknown[] }> } } {
  const text = new RegExp(`<template id="${FRAME_STATE_ELEMENT_ID}">([^<]*)</template>`).exec(html)?.[1];
  assert.ok(text, 'the page carries the frame state');
  const decoded = text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(decoded);
}
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><template/.exec(html)?.[1] ?? '';

const PLUS_VERSION = '1.0.0-ssrtest';
/** The frame's wait here: twice the server's 3 s — five renders queued one at a time passed 3 s on a CI host busy with a build. */
const FRAME_TIMEOUT_MS = 6_000;
const pageInfo = (path: string, title: string) => ({ path, parentPath: '/', title, subTitle: '', name: path.slice(1).replace(/\//g, '-'), type: 'pc' });
/** What mfe-plus's build declares, cut to two routes (a public one and a member's one). */
const plusDeclarations = (requires: string) => ({
  name: 'mfe_plus',
  platform: { builtWith: '1.0.0', requires },
  routes: [
    { path: '/plus', owner: 'mfe_plus', layout: 'default', partnerBlocked: true, pageInfo: pageInfo('/plus', '플러스') },
    { path: '/plus/me', owner: 'mfe_plus', layout: 'default', partnerBlocked: true, requiresLogin: true, pageInfo: pageInfo('/plus/me', '나의 플러스') },
  ],
  layers: [],
});
/** The remote's server markup inside the page (what the browser shows until the remote's own render). */
const remoteMarkupOf = (html: string) => /<div class="remote-parcel" data-remote-ssr="mfe_plus" data-remote-ssr-version="([^"]+)">([\s\S]*?)<\/main>/.exec(html);

describe('server-rendered shell frame', () => {
  let t: TestApp;
  let dir: string;
  const plusDir = () => path.join(dir, 'remotes', 'mfe-plus', PLUS_VERSION);
  const logged: string[] = [];
  const log = captureLog('debug');

  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-ssr-'));
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'shell/index.html'), SHELL_INDEX);
    fs.writeFileSync(path.join(dir, 'shell/routes.json'), JSON.stringify({ routes: [{ path: '/' }, { path: '/faq' }], prefixes: { mfe_shop: ['/shop'], mfe_plus: ['/plus'] } }));
    // one remote deployed with its first screen's server render (mfe-plus, built from its sources)
    fs.mkdirSync(path.join(dir, 'remotes', 'mfe-plus', PLUS_VERSION), { recursive: true });
    fs.writeFileSync(path.join(plusDir(), 'hanpan-remote.json'), JSON.stringify(plusDeclarations('^1.0.0')));
    fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ mfe_plus: { entry: `/remotes/mfe-plus/${PLUS_VERSION}/mf-manifest.json`, version: PLUS_VERSION } }));
    const builder = pathToFileURL(path.join(REPO_ROOT, 'scripts/lib/ssr-build.mjs')).href;
    const { buildServerRenderOf } = (await import(builder)) as { buildServerRenderOf(pkgDir: string, outfile: string): Promise<void> };
    await Promise.all([
      buildServerRenderOf(path.join(REPO_ROOT, 'shell'), path.join(dir, 'shell', FRAME_RENDERER_FILE)),
      buildServerRenderOf(path.join(REPO_ROOT, 'mfe-plus'), path.join(plusDir(), REMOTE_PAGE_RENDERER_FILE)),
    ]);
    t = await createTestApp({
      logger: log.logger,
      register: async (app) => {
        await app.register(portalPlugin, { deployDir: dir, env: {}, frameTimeoutMs: FRAME_TIMEOUT_MS });
        app.addHook('onResponse', async (req) => {
          if (req.url.startsWith('/api/')) logged.push(req.url);
        });
      },
    });
  });
  after(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('a guest on / gets the header, the navigation and the home banners and games in the HTML', async () => {
    const guest = await t.guest();
    const res = await guest.get('/');
    assert.equal(res.statusCode, 200);
    const root = rootOf(res.body);
    assert.match(root, /data-testid="site-header"/);
    assert.match(root, /<nav aria-label="주 메뉴">/);
    assert.match(root, />상점</);
    assert.match(root, /data-testid="login-box"/);
    // the games and banners the home reads, rendered from the API's own answers
    const games = (await guest.get<Array<{ name: string }>>('/api/games')).env.body ?? [];
    assert.ok(games.length > 0);
    for (const game of games) assert.ok(root.includes(game.name), `game ${game.name}`);
    assert.match(res.body, /<style data-styled="true"/);
    const state = frameState(res.body);
    assert.ok(state.queries.queries.some((q) => JSON.stringify(q.queryKey) === '["public","contents","globalBanners"]'));
    // the guest's cookies come with it: revalidated, and never kept by a shared cache
    assert.equal(res.headers['cache-control'], 'private, no-cache');
  });

  it("a member's page shows their nickname in the personal zone and is never stored by a cache", async () => {
    const member = await t.login('member');
    const res = await member.get('/');
    const root = rootOf(res.body);
    assert.ok(root.includes('한판초보탈출'), 'nickname in the frame');
    assert.doesNotMatch(root, /data-testid="login-box"/);
    assert.equal(frameState(res.body).store.globalState?.member?.nickname, '한판초보탈출');
    assert.equal(res.headers['cache-control'], 'private, no-store');
  });

  it('two members rendered at the same time each get only their own data', async () => {
    const [a, b, guest] = await Promise.all([t.login('vplus'), t.login('zplus'), t.guest()]);
    const pages = await Promise.all([a.get('/'), b.get('/'), guest.get('/'), a.get('/faq'), b.get('/faq')]);
    // (public parts such as the ranking list name other members: the personal parts are compared)
    const personal = (html: string) => ({
      zone: /data-testid="pz-nickname"[^>]*>([^<]*)</.exec(html)?.[1] ?? null,
      state: frameState(html).store.globalState?.member?.nickname ?? null,
      memberKeys: [...new Set(frameState(html).queries.queries.filter((q) => q.queryKey[0] === 'member').map((q) => String(q.queryKey[1])))],
    });
    const [pa, pb, pg, pa2, pb2] = pages.map((p) => personal(p.body));
    for (const [page, own] of [[pa, '브이플러스'], [pa2, '브이플러스'], [pb, '제트플러스왕'], [pb2, '제트플러스왕']] as const) {
      assert.equal(page.state, own);
      if (page === pa || page === pb) assert.equal(page.zone, own, 'personal zone of the home');
    }
    // every member query in a page is keyed by that page's member only
    const memberNoOf = (res: (typeof pages)[number]) => String(frameState(res.body).store.globalState?.member?.memberNo);
    assert.notEqual(memberNoOf(pages[0]), memberNoOf(pages[1]));
    pages.slice(0, 2).forEach((res, i) => assert.deepEqual([pa, pb][i].memberKeys, [memberNoOf(res)]));
    assert.equal(pg.state, null, 'the guest sees no member');
    assert.equal(pg.zone, null);
    assert.deepEqual(pg.memberKeys, []);
  });

  it('escapes every value in the state: a text with </template><script> cannot leave the element', async () => {
    const member = await t.login('beginner');
    const nickname = '</template><script>alert(1)</script>&';
    await t.db.update(members).set({ nickname }).where(eq(members.loginId, 'beginner'));
    const res = await member.get('/');
    assert.ok(!res.body.includes('<script>alert(1)'), 'no script element from the nickname');
    const ends = [...res.body.matchAll(/<\/template>/g)].map((m) => res.body.slice(Math.max(0, m.index - 80), m.index + 20));
    assert.equal(ends.length, 1, `the state element ends once: ${ends.join(' | ')}`);
    assert.equal(frameState(res.body).store.globalState?.member?.nickname, nickname);
  });

  it('reads only through GET calls the browser makes itself, with the visitor cookie', async () => {
    logged.length = 0;
    const member = await t.login('vip');
    await member.get('/');
    assert.ok(logged.includes('/api/contents/members/global-state'));
    assert.ok(logged.some((u) => u.startsWith('/api/contents/global/banner')));
  });

  it('one page view is one info access line; its API reads are debug lines with its request id', async () => {
    const member = await t.login('vplus');
    log.clear();
    const res = await member.get('/faq', { headers: { 'x-request-id': 'page-view-0001' } });
    assert.equal(res.statusCode, 200);
    const requests = log.lines().filter((l) => l.msg === 'request');
    assert.deepEqual(
      requests.filter((l) => l.level >= LEVEL.info).map((l) => [l.reqId, l.url, l.memberNo]),
      [['page-view-0001', '/faq', member.member!.memberNo]],
    );
    const reads = requests.filter((l) => l.level === LEVEL.debug);
    assert.ok(reads.length >= 3, `the frame's reads: ${reads.map((l) => l.url).join(' ')}`);
    for (const read of reads) {
      assert.equal(read.reqId, 'page-view-0001');
      assert.equal(read.internal, 'ssr');
      assert.match(String(read.url), /^\/api\//);
      // read as the visitor
      assert.equal(read.memberNo, member.member!.memberNo);
    }
  });

  it("a guest's page reads no member data: queries the browser keeps disabled for guests stay unfetched", async () => {
    logged.length = 0;
    const res = await (await t.guest()).get('/');
    assert.ok(logged.some((u) => u.startsWith('/api/rankings')), 'the home ranking is read');
    assert.deepEqual(logged.filter((u) => u.startsWith('/api/events/goldbox')), []);
    assert.ok(!frameState(res.body).queries.queries.some((q) => q.queryKey.includes('goldbox')));
  });

  it('a renderer that throws: the page is served with the empty root (the browser renders it)', async () => {
    const file = path.join(dir, 'shell', FRAME_RENDERER_FILE);
    const good = fs.readFileSync(file);
    try {
      fs.writeFileSync(file, 'exports.renderFrame = async () => { throw new Error("render broke"); };');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      const res = await (await t.guest()).get('/?code=SECRET-7f3');
      assert.equal(res.statusCode, 200);
      // the failure is logged with the address, its secret query values masked as the access log masks them
      assert.ok(log.text().includes('/?code=***') && !log.text().includes('SECRET-7f3'), 'the address in the log, masked');
      assert.match(res.body, /<div id="root"><\/div>/);
      assert.ok(!res.body.includes(FRAME_STATE_ELEMENT_ID));
      // a render that never ends: the page does not wait for it longer than the limit
      fs.writeFileSync(file, 'exports.renderFrame = () => new Promise(() => {});');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 7_000));
      const started = Date.now();
      const slow = await (await t.guest()).get('/');
      assert.match(slow.body, /<div id="root"><\/div>/);
      assert.ok(Date.now() - started < FRAME_TIMEOUT_MS + 2_000);
      fs.writeFileSync(file, 'this is not javascript {');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
      const broken = await (await t.guest()).get('/');
      assert.equal(broken.statusCode, 200);
      assert.match(broken.body, /<div id="root"><\/div>/);
    } finally {
      fs.writeFileSync(file, good);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 15_000));
    }
    assert.match(rootOf((await (await t.guest()).get('/')).body), /site-header/);
  });

  it('a NUL in a page address is still the page in its layout; the read that gets it refuses it in Korean', async () => {
    const guest = await t.guest();
    const page = await guest.get('/faq?keyWord=a%00b');
    assert.equal(page.statusCode, 200);
    assert.match(rootOf(page.body), /site-header/);
    const read = await guest.get('/api/faq?keyWord=a%00b');
    assert.equal(read.statusCode, 400);
    assert.match(read.env.header.resultMessage, /keyWord/);
  });

  it('an FAQ address with an unknown category or an over-long word renders the list as the browser will (전체; the word cut to what the API takes)', async () => {
    const guest = await t.guest();
    const category = await guest.get('/faq?categoryId=99');
    assert.equal(category.statusCode, 200);
    assert.match(rootOf(category.body), /data-testid="faq-list"/);
    assert.match(rootOf(category.body), /aria-pressed="true"[^>]*>전체</);
    const word = await guest.get(`/faq?keyWord=${encodeURIComponent('통장'.repeat(30))}`);
    assert.equal(word.statusCode, 200);
    assert.doesNotMatch(rootOf(word.body), /다시 시도/);
    assert.ok(frameState(word.body).queries.queries.some((q) => JSON.stringify(q.queryKey).includes(`"keyWord":"${'통장'.repeat(25)}"`)));
  });

  it('the renderer is not served to browsers', async () => {
    const res = await (await t.guest()).get(`/shell/${FRAME_RENDERER_FILE}`);
    assert.equal(res.statusCode, 404);
  });

  it("a remote's page carries the remote's first screen, its styles and the data it read", async () => {
    const res = await (await t.guest()).get('/plus');
    assert.equal(res.statusCode, 200);
    const markup = remoteMarkupOf(res.body);
    assert.ok(markup, 'the remote markup sits in the layout');
    assert.equal(markup[1], PLUS_VERSION);
    // inert until the browser hydrated it (its links are not live before)
    assert.match(markup[2], /data-remote-ssr-root="mfe_plus" inert=""/);
    assert.doesNotMatch(markup[2], /data-remote-root=/, 'never the live root the browser mounts');
    // the Plus home: the four tiers with their prices, from the API's membership contents
    for (const tier of ['V-Plus', 'W-Plus', 'X-Plus', 'Z-Plus']) assert.ok(markup[2].includes(tier), tier);
    assert.match(markup[2], /9,900원/);
    assert.match(res.body, /<style data-remote-ssr-styles="mfe_plus">/);
    assert.ok(frameState(res.body).queries.queries.some((q) => JSON.stringify(q.queryKey) === '["public","contents","globalMembership"]'));
  });

  it("no remote markup where the browser sends the visitor elsewhere first (a member's page for a guest), or for a build of another platform", async () => {
    const guestMe = await (await t.guest()).get('/plus/me');
    assert.equal(remoteMarkupOf(guestMe.body), null);
    assert.doesNotMatch(guestMe.body, /data-remote-ssr/);
    const member = await t.login('vplus');
    const memberMe = await member.get('/plus/me');
    assert.ok(remoteMarkupOf(memberMe.body), "the member's own page is rendered for them");

    const declarations = path.join(plusDir(), 'hanpan-remote.json');
    const fitting = fs.readFileSync(declarations);
    try {
      // (a new version folder: declarations are read once per folder)
      const other = `${PLUS_VERSION}-next`;
      fs.cpSync(plusDir(), path.join(dir, 'remotes', 'mfe-plus', other), { recursive: true });
      fs.writeFileSync(path.join(dir, 'remotes', 'mfe-plus', other, 'hanpan-remote.json'), JSON.stringify(plusDeclarations('^2.0.0')));
      fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ mfe_plus: { entry: `/remotes/mfe-plus/${other}/mf-manifest.json`, version: other } }));
      const res = await (await t.guest()).get('/plus');
      assert.equal(remoteMarkupOf(res.body), null);
    } finally {
      fs.writeFileSync(declarations, fitting);
      fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ mfe_plus: { entry: `/remotes/mfe-plus/${PLUS_VERSION}/mf-manifest.json`, version: PLUS_VERSION } }));
    }
  });

  it("a remote renderer that throws: the frame is still served, with the remote's loading skeleton", async () => {
    const file = path.join(plusDir(), REMOTE_PAGE_RENDERER_FILE);
    const good = fs.readFileSync(file);
    try {
      fs.writeFileSync(file, 'exports.renderRemotePage = async () => { throw new Error("remote render broke"); };');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
      const res = await (await t.guest()).get('/plus');
      assert.equal(res.statusCode, 200);
      assert.match(rootOf(res.body), /site-header/);
      assert.match(rootOf(res.body), /data-testid="remote-loading"/);
      assert.equal(remoteMarkupOf(res.body), null);
    } finally {
      fs.writeFileSync(file, good);
      fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    }
    assert.ok(remoteMarkupOf((await (await t.guest()).get('/plus')).body));
  });

  it("a remote built with another platform build (a shell redeployed alone): the skeleton, not markup the browser would not match", async () => {
    const file = path.join(plusDir(), REMOTE_PAGE_RENDERER_FILE);
    const good = fs.readFileSync(file);
    const real = path.join(plusDir(), 'ssr', 'page-real.cjs');
    try {
      fs.writeFileSync(real, good);
      fs.writeFileSync(file, 'exports.renderRemotePage = require("./page-real.cjs").renderRemotePage; exports.platformBuild = "0123456789abcdef";');
      fs.utimesSync(file, new Date(), new Date(Date.now() + 15_000));
      const res = await (await t.guest()).get('/plus');
      assert.equal(res.statusCode, 200);
      assert.match(rootOf(res.body), /data-testid="remote-loading"/);
      assert.equal(remoteMarkupOf(res.body), null);
    } finally {
      fs.writeFileSync(file, good);
      fs.rmSync(real, { force: true });
      fs.utimesSync(file, new Date(), new Date(Date.now() + 20_000));
    }
    assert.ok(remoteMarkupOf((await (await t.guest()).get('/plus')).body), 'the same build renders again');
  });

  it("a remote page that ended on its 404 or 403 page answers with that status (nothing else from a renderer)", async () => {
    const file = path.join(plusDir(), REMOTE_PAGE_RENDERER_FILE);
    const good = fs.readFileSync(file);
    const real = path.join(plusDir(), 'ssr', 'page-real.cjs');
    const withStatus = (status: number, stamp: number) => {
      fs.writeFileSync(
        file,
        `const real = require("./page-real.cjs"); exports.platformBuild = real.platformBuild; exports.renderRemotePage = async (r) => ({ ...(await real.renderRemotePage(r)), errorStatus: ${status} });`,
      );
      fs.utimesSync(file, new Date(), new Date(Date.now() + stamp));
    };
    try {
      fs.writeFileSync(real, good);
      withStatus(404, 25_000);
      const missing = await (await t.guest()).get('/plus');
      assert.equal(missing.statusCode, 404);
      assert.ok(remoteMarkupOf(missing.body), 'the page itself is served as rendered');
      withStatus(500, 30_000);
      assert.equal((await (await t.guest()).get('/plus')).statusCode, 200, 'only 403 and 404 are taken from a render');
    } finally {
      fs.writeFileSync(file, good);
      fs.rmSync(real, { force: true });
      fs.utimesSync(file, new Date(), new Date(Date.now() + 35_000));
    }
    assert.equal((await (await t.guest()).get('/plus')).statusCode, 200);
  });

  it("a remote's renderer is not served to browsers", async () => {
    const res = await (await t.guest()).get(`/remotes/mfe-plus/${PLUS_VERSION}/${REMOTE_PAGE_RENDERER_FILE}`);
    assert.equal(res.statusCode, 404);
    const declarations = await (await t.guest()).get(`/remotes/mfe-plus/${PLUS_VERSION}/hanpan-remote.json`);
    assert.equal(declarations.statusCode, 200);
  });
});
