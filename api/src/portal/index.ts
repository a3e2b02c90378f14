// The portal's static side: the shell (/shell/…), each remote's deployed versions
// (/remotes/<pkg>/<version>/…), the remotes manifest (/remotes.json, never cached) and the
// shell's index.html for every page path — HTTP 404 for paths outside the route table
// (routes.json, emitted by the shell build), the shell then shows its 404 page.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { compileRoutes, isPagePath, ownerByPrefix, routeAccepts, SERVER_OWNED_PREFIXES, type CompiledRoute } from './routes.js';
import { metaTags, portalHtml, portalMeta, withMobileHead, type PortalHtmlOptions } from './html.js';
import { FRAME_RENDER_TIMEOUT_MS, frameRendererLoader, remotePageRendererLoader, REMOTE_RENDER_TIMEOUT_MS, visitorApi, withFrame, withinTimeout } from './ssr.js';
import type { FrameRequest } from '@hanpan/contracts';
import { isPcHomePath, PC_HOME_PATHS } from '@hanpan/contracts/constants';
import { NONCE_PLACEHOLDER } from '../plugins/security-headers.js';
import { overridesAllowed } from '../ops/staff.js';
import { originOnHost } from '../lib/urls.js';
import { loggedUrl } from '../plugins/access-log.js';
import { maskCsrfToken } from '../plugins/csrf.js';

export interface PortalOptions {
  deployDir: string;
  /** Overrides of the environment (tests). */
  env?: NodeJS.ProcessEnv;
  /** The shared remotes manifest (database); without it, remotes.json in deployDir (tests). */
  remotes?: { current(): Promise<Record<string, { entry: string; version: string }>> };
  /** How long a page waits for its frame (default FRAME_RENDER_TIMEOUT_MS; tests that queue several renders on a busy host wait longer). */
  frameTimeoutMs?: number;
}

/** Published beside each remote's entry by its build (scripts/declarations-plugin.cjs). */
export const REMOTE_DECLARATIONS_FILE = 'hanpan-remote.json';

// (also the pre-compressed .br / .gz file @fastify/static sends in its place)
const HASHED = /(\.[0-9a-f]{8}\.(js|css)|\.(woff2?|png|svg|jpe?g|gif))(\.br|\.gz)?$/;

export const portalPlugin: FastifyPluginAsync<PortalOptions> = async (app, { deployDir, env = process.env, remotes, frameTimeoutMs = FRAME_RENDER_TIMEOUT_MS }) => {
  const shellDir = path.join(deployDir, 'shell');
  const remotesDir = path.join(deployDir, 'remotes');
  await fs.mkdir(shellDir, { recursive: true });
  await fs.mkdir(remotesDir, { recursive: true });
  const partnerHosts = env.PARTNER_HOSTS ?? 'partner.localhost';
  const htmlOptions: PortalHtmlOptions = {
    e2e: env.E2E === '1',
    remotesTtlMs: env.REMOTES_TTL_MS ? Number(env.REMOTES_TTL_MS) : undefined,
    partnerHosts,
    mobileHosts: env.MOBILE_HOSTS ?? 'm.localhost',
    // the partner hosts unless set apart: a partner visitor comes through the partner's campaigns
    adClickSkipHosts: env.ADCLICK_SKIP_HOSTS || partnerHosts,
  };
  // the PC site's host name, for the mobile site's 'PC 버전' (served with the request's scheme and port)
  const pcHost = (env.PC_HOST ?? 'localhost').trim();

  // Re-read when the shell is redeployed (mtime changes); no restart needed.
  let shellCache: { mtimeMs: number; html: string; mobileHtml: string; routes: CompiledRoute[]; prefixes: Record<string, string[]> } | null = null;
  async function loadShell() {
    const indexPath = path.join(shellDir, 'index.html');
    const stat = await fs.stat(indexPath).catch(() => null);
    if (!stat) return null;
    if (shellCache?.mtimeMs !== stat.mtimeMs) {
      const [raw, routesRaw] = await Promise.all([
        fs.readFile(indexPath, 'utf8'),
        fs.readFile(path.join(shellDir, 'routes.json'), 'utf8').catch(() => '[]'),
      ]);
      const html = portalHtml(raw, htmlOptions);
      const parsed: unknown = JSON.parse(routesRaw);
      const table = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as { routes?: unknown; prefixes?: unknown }) : { routes: parsed };
      const prefixes = table.prefixes && typeof table.prefixes === 'object' ? (table.prefixes as Record<string, string[]>) : {};
      shellCache = { mtimeMs: stat.mtimeMs, html, mobileHtml: withMobileHead(html), routes: compileRoutes(table.routes), prefixes };
    }
    return shellCache;
  }

  // What each deployed version declared (routes, layers, platform range), read from its immutable
  // version folder once. The shell learns every remote's routes and layers from /remotes.json.
  const declarationCache = new Map<string, { declarations: unknown; routes: CompiledRoute[] } | null>();
  /** The version folder a manifest entry (/remotes/<pkg>/<version>/mf-manifest.json) points into, or null. */
  function versionDirOf(entry: string): string | null {
    const url = entry.split(/[?#]/)[0];
    if (!url.startsWith('/remotes/')) return null;
    const dir = path.join(remotesDir, path.posix.dirname(url.slice('/remotes/'.length)));
    return dir.startsWith(remotesDir + path.sep) ? dir : null;
  }
  async function declarationsOf(entry: string) {
    const dir = versionDirOf(entry);
    if (!dir) return null;
    const file = path.join(dir, REMOTE_DECLARATIONS_FILE);
    if (!declarationCache.has(file)) {
      const raw = await fs.readFile(file, 'utf8').catch(() => null);
      let value: { declarations: unknown; routes: CompiledRoute[] } | null = null;
      try {
        const declarations = raw ? (JSON.parse(raw) as { routes?: unknown }) : null;
        if (declarations) value = { declarations, routes: compileRoutes(declarations.routes) };
      } catch {
        value = null;
      }
      // only what was read: a version folder not seen yet (a shared mount's blip, a host catching up)
      // is read again next time, not served without its routes until a restart
      if (value) declarationCache.set(file, value);
      return value;
    }
    return declarationCache.get(file) ?? null;
  }

  type ManifestEntry = { entry?: unknown; version?: unknown };
  async function readRemotes(): Promise<Record<string, ManifestEntry & { declarations?: unknown; compiled?: CompiledRoute[] }>> {
    let manifest: Record<string, ManifestEntry>;
    if (remotes) manifest = await remotes.current();
    else {
      const raw = await fs.readFile(path.join(deployDir, 'remotes.json'), 'utf8').catch(() => '{}');
      try {
        manifest = JSON.parse(raw) as Record<string, ManifestEntry>;
      } catch {
        manifest = {};
      }
    }
    const out: Record<string, ManifestEntry & { declarations?: unknown; compiled?: CompiledRoute[] }> = {};
    for (const [name, value] of Object.entries(manifest)) {
      if (!value || typeof value.entry !== 'string') continue;
      const found = await declarationsOf(value.entry);
      out[name] = found ? { ...value, declarations: found.declarations, compiled: found.routes } : { ...value };
    }
    return out;
  }

  /** /remotes.json as served: each deployed remote's entry, version and declarations. */
  async function servedManifest() {
    const remotes = await readRemotes();
    return Object.fromEntries(Object.entries(remotes).map(([name, { compiled: _compiled, ...entry }]) => [name, entry]));
  }

  app.get('/remotes.json', async (_req, reply) => {
    const body = await servedManifest();
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(JSON.stringify(body));
  });

  const corsOrigin = env.REMOTES_CORS_ORIGIN || null;
  const cacheHeaders = (immutableAll: boolean) => (reply: FastifyReply, filePath: string) => {
    const immutable = immutableAll || HASHED.test(filePath);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    // no CORS: the shell and every remote are loaded from this origin (REMOTES_CORS_ORIGIN names
    // an origin that really loads a remote's files cross-origin, e.g. a separate dev host)
    if (corsOrigin) reply.header('access-control-allow-origin', corsOrigin);
    // The shortcut app's worker lives under /shell/ but must control every portal page.
    // (also when the pre-compressed sw.js.gz / .br is the file sent)
    if (/[\\/]sw\.js(\.gz|\.br)?$/.test(filePath)) reply.header('service-worker-allowed', '/');
  };
  // Version folders never change once published (a redeploy is a new folder).
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(true),
    // a version's server render (<pkg>/<version>/ssr/page.cjs) is not a browser file
    allowedPath: (pathName: string) => !/^\/*[^/]+\/[^/]+\/ssr\//.test(pathName),
  });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/shell/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(false),
    // the server render (ssr/frame.cjs) is deployed with the shell but is not a browser file
    allowedPath: (pathName: string) => !pathName.replace(/^\/+/, '').startsWith('ssr/'),
  });

  // Browsers ask every site for /favicon.ico: the shell's icon (deployed with the shell).
  app.get('/favicon.ico', async (_req, reply) => {
    const icon = await fs.readFile(path.join(shellDir, 'favicon.ico')).catch(() => null);
    if (!icon) return reply.callNotFound();
    return reply.header('cache-control', 'public, max-age=86400').type('image/x-icon').send(icon);
  });

  const mobileHosts = new Set(htmlOptions.mobileHosts.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));

  // The frame rendered on the server (PORTAL_SSR=0 turns it off: the browser renders everything).
  const frameRenderer = env.PORTAL_SSR === '0' || env.PORTAL_SSR === 'false' ? async () => null : frameRendererLoader(shellDir, app.log);
  const remotePageRenderer = remotePageRendererLoader(app.log);

  const otherPlatformLogged = new Set<string>();

  /**
   * A remote's first screen by its deployed version's renderer (FrameRequest.renderRemote), when it
   * bundles the shell's platform build: the browser hydrates it with the shell's platform, and
   * markup from another build would not match (the page keeps the loading skeleton).
   */
  function remotePages(req: FastifyRequest, manifest: Awaited<ReturnType<typeof servedManifest>>, shellPlatform: string | undefined): FrameRequest['renderRemote'] {
    return async (remote, request) => {
      const { entry, version } = manifest[remote] ?? {};
      const versionDir = typeof entry === 'string' ? versionDirOf(entry) : null;
      if (!versionDir || typeof version !== 'string') return null;
      const renderer = await remotePageRenderer(remote, versionDir);
      if (!renderer) return null;
      if (renderer.platformBuild !== shellPlatform) {
        if (!otherPlatformLogged.has(versionDir)) {
          otherPlatformLogged.add(versionDir);
          req.log.warn({ remote, version, platformBuild: renderer.platformBuild ?? null, shellPlatformBuild: shellPlatform ?? null }, "SSR: the remote was built with another platform build than the shell; its pages get the loading skeleton until both are built from the same platform");
        }
        return null;
      }
      try {
        return { version, ...(await withinTimeout(renderer.renderRemotePage(request), REMOTE_RENDER_TIMEOUT_MS)) };
      } catch (err) {
        req.log.error({ err, remote, version, url: loggedUrl(request.url) }, "SSR: a remote's first screen failed to render; the browser renders it");
        return null;
      }
    };
  }

  /**
   * Whether a page path is declared: true by the shell or the deployed owner's declarations, false
   * when not, null when its owner is deployed without declarations (the shell shows its fallback).
   */
  async function declaredBy(pathname: string, shell: { routes: CompiledRoute[]; prefixes: Record<string, string[]> }): Promise<boolean | null> {
    const owner = ownerByPrefix(pathname, shell.prefixes);
    if (!owner) return shell.routes.some((r) => routeAccepts(r, pathname));
    const compiled = (await readRemotes())[owner]?.compiled;
    return compiled ? compiled.some((r) => routeAccepts(r, pathname)) : null;
  }

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const { url, hostname } = req;
    const member = req.member ?? null;
    const shell = await loadShell();
    if (!shell) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        // players read this in production (a server up before its shell was published): no build advice
        .send(
          `<!doctype html><html lang="ko"><meta charset="utf-8"><title>한판</title><p>${
            env.NODE_ENV === 'production' ? '한판을 준비하고 있습니다. 잠시 후 다시 접속해 주세요.' : '포털 화면이 아직 배포되지 않았습니다. <code>npm start</code>로 빌드해 주세요.'
          }</p></html>`,
        );
    }
    const pathname = url.split(/[?#]/)[0];
    // a shell page, or a page the deployed owner declared; a remote without declarations gets
    // the shell (which shows its fallback)
    const known = (await declaredBy(pathname, shell)) !== false;
    // this request's: remote overrides (team builds: honoured outside production, for staff in
    // production) and where the PC site is
    const pcOrigin = originOnHost(req, pcHost);
    const requestMeta: Record<string, string> = { 'hanpan:overrides': overridesAllowed(app, member) ? 'on' : 'off', ...(pcOrigin && { 'hanpan:pc-origin': pcOrigin }) };
    const meta = { ...portalMeta(htmlOptions), ...requestMeta };
    let page = (mobileHosts.has(hostname.toLowerCase()) ? shell.mobileHtml : shell.html)
      .replaceAll(NONCE_PLACEHOLDER, reply.scriptNonce ?? '')
      .replace('</head>', `${metaTags(requestMeta)}</head>`);
    let personal = member !== null;
    // a known path whose page ended on its 404 or 403 (a product that does not exist) answers with it
    let errorStatus: number | undefined;
    const renderer = await frameRenderer();
    if (renderer) {
      try {
        const manifest = await servedManifest();
        const get = visitorApi(app, req);
        // the logout form's token, masked for this response (the page is compressed: BREACH, plugins/csrf.ts)
        const frame = await withinTimeout(renderer.renderFrame({ url, hostname, meta, manifest, get, csrfToken: maskCsrfToken(req.csrfToken), renderRemote: remotePages(req, manifest, renderer.platformBuild) }), frameTimeoutMs);
        page = withFrame(page, frame) ?? page;
        personal ||= frame.memberNo !== null;
        if (frame.errorStatus === 403 || frame.errorStatus === 404) errorStatus = frame.errorStatus;
      } catch (err) {
        req.log.error({ err, url: loggedUrl(url) }, 'SSR: the shell frame failed to render; the page renders in the browser');
      }
    }
    return reply
      .code(known ? (errorStatus ?? 200) : 404)
      // a member's page carries their data: never kept by a shared (or any) cache; a guest's carries
      // this browser's cookies (anonymous id, CSRF token): not for a shared cache either
      .header('cache-control', personal ? 'private, no-store' : 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  }

  app.get('/*', async (req, reply) => {
    if (!isPagePath(req.url)) return reply.callNotFound();
    // never a run of slashes: '/shop//money' is '/shop/money' (a path of thousands of slashes took the
    // route matching quadratic time, and the page renders behind it waited: QA, 16 s for one request)
    const path = req.url.split(/[?#]/)[0] ?? '';
    if (path.includes('//')) {
      const single = path.replace(/\/{2,}/g, '/');
      return reply.redirect(`${single.length > 1 && single.endsWith('/') ? single.slice(0, -1) : single}${req.url.slice(path.length)}`, 301);
    }
    // on the mobile host a PC page with a mobile twin (the same path below /mobile) is that twin,
    // before any of the PC page loads (the shell's mobileRedirect rule does the same in the browser)
    if (mobileHosts.has(req.hostname.toLowerCase())) {
      const pathname = req.url.split(/[?#]/)[0] ?? '';
      if (isPcHomePath(pathname)) return toMobileHome(req, reply);
      const shell = await loadShell();
      if (shell && (await declaredBy(`/mobile${pathname}`, shell)) === true) return reply.header('cache-control', 'no-cache').redirect(`/mobile${req.url}`, 302);
    }
    // one address per page: '/shop/money/' is '/shop/money' (QA: the menus lit no entry for the
    // slashed one); never '//host' (a path that would become another site's address)
    const slashed = /^(\/[^/?#\\][^?#]*?)\/+(\?.*)?$/.exec(req.url);
    if (slashed) return reply.redirect(`${slashed[1]}${slashed[2] ?? ''}`, 301);
    return sendPage(req, reply);
  });
  // The mobile host's front door is the mobile site's home (its query kept: gclid, source), and so
  // is the PC home's mirror (the same page under another address), however its path is written.
  function toMobileHome(req: FastifyRequest, reply: FastifyReply) {
    const query = req.url.indexOf('?');
    return reply.header('cache-control', 'no-cache').redirect(`/mobile${query >= 0 ? req.url.slice(query) : ''}`, 302);
  }
  for (const home of PC_HOME_PATHS) {
    app.get(home, async (req, reply) => (mobileHosts.has(req.hostname.toLowerCase()) ? toMobileHome(req, reply) : sendPage(req, reply)));
  }
};

export { SERVER_OWNED_PREFIXES };
