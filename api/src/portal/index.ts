// The portal's static side: the shell (/shell/…), each remote's deployed versions
// (/remotes/<pkg>/<version>/…), the remotes manifest (/remotes.json, never cached) and the
// shell's index.html for every page path — HTTP 404 for paths outside the route table
// (routes.json, emitted by the shell build), the shell then shows its 404 page.
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { compileRoutes, isPagePath, SERVER_OWNED_PREFIXES, type CompiledRoute } from './routes.js';
import { portalHtml, withMobileHead, type PortalHtmlOptions } from './html.js';

export interface PortalOptions {
  deployDir: string;
  /** Overrides of the environment (tests). */
  env?: NodeJS.ProcessEnv;
}

const HASHED = /\.[0-9a-f]{8}\.(js|css)$|\.(woff2?|png|svg|jpe?g|gif)$/;

export const portalPlugin: FastifyPluginAsync<PortalOptions> = async (app, { deployDir, env = process.env }) => {
  const shellDir = path.join(deployDir, 'shell');
  const remotesDir = path.join(deployDir, 'remotes');
  await fs.mkdir(shellDir, { recursive: true });
  await fs.mkdir(remotesDir, { recursive: true });
  const htmlOptions: PortalHtmlOptions = {
    e2e: env.E2E === '1',
    remotesTtlMs: env.REMOTES_TTL_MS ? Number(env.REMOTES_TTL_MS) : undefined,
    partnerHosts: env.PARTNER_HOSTS ?? 'partner.localhost',
    mobileHosts: env.MOBILE_HOSTS ?? 'm.localhost',
  };

  // Re-read when the shell is redeployed (mtime changes); no restart needed.
  let shellCache: { mtimeMs: number; html: string; mobileHtml: string; routes: CompiledRoute[] } | null = null;
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
      shellCache = { mtimeMs: stat.mtimeMs, html, mobileHtml: withMobileHead(html), routes: compileRoutes(JSON.parse(routesRaw)) };
    }
    return shellCache;
  }

  app.get('/remotes.json', async (_req, reply) => {
    const body = await fs.readFile(path.join(deployDir, 'remotes.json'), 'utf8').catch(() => '{}');
    return reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(body);
  });

  const cacheHeaders = (immutableAll: boolean) => (reply: FastifyReply, filePath: string) => {
    const immutable = immutableAll || HASHED.test(filePath);
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    reply.header('access-control-allow-origin', '*');
    // The shortcut app's worker lives under /shell/ but must control every portal page.
    if (filePath.endsWith(`${path.sep}sw.js`)) reply.header('service-worker-allowed', '/');
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
  });
  await app.register(fastifyStatic, {
    root: shellDir,
    prefix: '/shell/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders(false),
  });

  const mobileHosts = new Set(htmlOptions.mobileHosts.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean));

  async function sendPage(url: string, hostname: string, reply: FastifyReply) {
    const shell = await loadShell();
    if (!shell) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><html lang="ko"><meta charset="utf-8"><title>한판</title><p>포털 화면이 아직 배포되지 않았습니다. <code>npm start</code>로 빌드해 주세요.</p></html>');
    }
    const pathname = url.split(/[?#]/)[0];
    const known = shell.routes.some((r) => r.regex.test(pathname));
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(mobileHosts.has(hostname.toLowerCase()) ? shell.mobileHtml : shell.html);
  }

  app.get('/*', async (req, reply) => {
    if (!isPagePath(req.url)) return reply.callNotFound();
    return sendPage(req.url, req.hostname, reply);
  });
  app.get('/', async (req, reply) => sendPage(req.url, req.hostname, reply));
};

export { SERVER_OWNED_PREFIXES };
