// The server render of a page: the shell's build ships its frame as dist/ssr/frame.cjs, each
// remote's build its first screen as ssr/page.cjs in its version folder (deployed with their
// browser files, so server and browser code change together; see scripts/lib/ssr-build.mjs).
// Whatever goes wrong here, the page is served without it (the empty root the browser renders,
// or the remote's loading skeleton) and the failure is logged.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FrameRenderer, FrameRequest, FrameResult, RemotePageRenderer } from '@hanpan/contracts';
import { internalRequestHeaders } from '../plugins/access-log.js';

/** Where the shell build puts the server render, relative to the shell's folder. */
export const FRAME_RENDERER_FILE = path.join('ssr', 'frame.cjs');
/** Where a remote's build puts its first screen's server render, relative to its version folder. */
export const REMOTE_PAGE_RENDERER_FILE = path.join('ssr', 'page.cjs');

const requireRenderer = createRequire(import.meta.url);

const exportsFunction = <T>(name: keyof T) => (value: unknown): value is T => !!value && typeof (value as Record<keyof T, unknown>)[name] === 'function';
const isFrameRenderer = exportsFunction<FrameRenderer>('renderFrame');
const isRemotePageRenderer = exportsFunction<RemotePageRenderer>('renderRemotePage');

/**
 * A server render shipped as a CommonJS file, or null (not built, or not loadable: logged once per
 * file version). Loaded again when a redeploy replaced the file.
 */
function rendererLoader<T>(file: string, isRenderer: (value: unknown) => value is T, log: FastifyInstance['log'], what: string): () => Promise<T | null> {
  let loaded: { mtimeMs: number; renderer: T | null } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      let renderer: T | null = null;
      try {
        delete requireRenderer.cache[requireRenderer.resolve(file)];
        const mod: unknown = requireRenderer(file);
        renderer = isRenderer(mod) ? mod : null;
        if (!renderer) log.error({ file }, `SSR: ${what} exports no renderer; it renders in the browser`);
      } catch (err) {
        log.error({ err, file }, `SSR: ${what} failed to load; it renders in the browser`);
      }
      loaded = { mtimeMs: stat.mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}

/** The renderer of the deployed shell, or null. */
export function frameRendererLoader(shellDir: string, log: FastifyInstance['log']): () => Promise<FrameRenderer | null> {
  return rendererLoader(path.join(shellDir, FRAME_RENDERER_FILE), isFrameRenderer, log, 'the shell frame renderer');
}

/**
 * The first-screen renderer of a remote's deployed version folder, or null (an older build has
 * none). One version per remote stays loaded: a deploy or rollback drops the one before.
 */
export function remotePageRendererLoader(log: FastifyInstance['log']): (remote: string, versionDir: string) => Promise<RemotePageRenderer | null> {
  const current = new Map<string, { versionDir: string; load: () => Promise<RemotePageRenderer | null> }>();
  return (remote, versionDir) => {
    let entry = current.get(remote);
    if (entry?.versionDir !== versionDir) {
      const file = path.join(versionDir, REMOTE_PAGE_RENDERER_FILE);
      if (entry) delete requireRenderer.cache[path.join(entry.versionDir, REMOTE_PAGE_RENDERER_FILE)];
      entry = { versionDir, load: rendererLoader(file, isRemotePageRenderer, log, `${remote}'s page renderer`) };
      current.set(remote, entry);
    }
    return entry.load();
  };
}

/** A remote's first screen waits at most this long (the frame itself, FRAME_RENDER_TIMEOUT_MS). */
export const REMOTE_RENDER_TIMEOUT_MS = 1_500;

/**
 * The API's own GET routes, answered in process as the visitor (their cookie, host and address).
 * Each read is part of the page's request: its id, and a debug access line (one info line per page).
 */
export function visitorApi(app: FastifyInstance, req: FastifyRequest): FrameRequest['get'] {
  return async (apiPath) => {
    if (!apiPath.startsWith('/api/')) throw new Error(`SSR: ${apiPath} is not an API path`);
    const headers: Record<string, string> = internalRequestHeaders('ssr', req);
    for (const name of ['cookie', 'host', 'user-agent', 'accept-language'] as const) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const res = await app.inject({ method: 'GET', url: apiPath, headers: { ...headers, accept: 'application/json' }, remoteAddress: req.ip });
    return { status: res.statusCode, headers: res.headers, body: res.body };
  };
}

/**
 * A page waits this long for its frame (renders queue behind one another, see renderFrame.tsx),
 * then is sent without it: a slow read never holds a page back for long.
 */
export const FRAME_RENDER_TIMEOUT_MS = 3_000;

export function withinTimeout<T>(work: Promise<T>, ms = FRAME_RENDER_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`SSR: the render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const ROOT = '<div id="root"></div>';

/** The page with the rendered frame in its root, its styles in <head> and the state after the root. */
export function withFrame(page: string, frame: FrameResult): string | null {
  if (!page.includes(ROOT) || !page.includes('</head>')) return null;
  return page.replace('</head>', () => `${frame.styles}</head>`).replace(ROOT, () => `<div id="root">${frame.html}</div>${frame.state}`);
}
