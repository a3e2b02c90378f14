// The server render of the shell frame: the shell's build ships it as dist/ssr/frame.cjs (deployed
// with the shell, so server and browser code change together; see shell/ssr-build.mjs). Loaded
// again when a redeploy replaced it. Whatever goes wrong here, the page is served without it
// (the empty root the browser renders) and the failure is logged.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FrameRenderer, FrameRequest, FrameResult } from '@hanpan/contracts';

/** Where the shell build puts the server render, relative to the shell's folder. */
export const FRAME_RENDERER_FILE = path.join('ssr', 'frame.cjs');

const requireFrame = createRequire(import.meta.url);

function isFrameRenderer(value: unknown): value is FrameRenderer {
  return !!value && typeof (value as Partial<FrameRenderer>).renderFrame === 'function';
}

/** The renderer of the deployed shell, or null (not built, or not loadable: logged once per file version). */
export function frameRendererLoader(shellDir: string, log: FastifyInstance['log']): () => Promise<FrameRenderer | null> {
  const file = path.join(shellDir, FRAME_RENDERER_FILE);
  let loaded: { mtimeMs: number; renderer: FrameRenderer | null } | null = null;
  return async () => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      let renderer: FrameRenderer | null = null;
      try {
        delete requireFrame.cache[requireFrame.resolve(file)];
        const mod: unknown = requireFrame(file);
        renderer = isFrameRenderer(mod) ? mod : null;
        if (!renderer) log.error({ file }, 'SSR: the shell frame renderer exports no renderFrame; pages render in the browser');
      } catch (err) {
        log.error({ err, file }, 'SSR: the shell frame renderer failed to load; pages render in the browser');
      }
      loaded = { mtimeMs: stat.mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}

/** The API's own GET routes, answered in process as the visitor (their cookie, host and address). */
export function visitorApi(app: FastifyInstance, req: FastifyRequest): FrameRequest['get'] {
  return async (apiPath) => {
    if (!apiPath.startsWith('/api/')) throw new Error(`SSR: ${apiPath} is not an API path`);
    const headers: Record<string, string> = {};
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
    timer = setTimeout(() => reject(new Error(`SSR: the frame took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const ROOT = '<div id="root"></div>';

/** The page with the rendered frame in its root, its styles in <head> and the state after the root. */
export function withFrame(page: string, frame: FrameResult): string | null {
  if (!page.includes(ROOT) || !page.includes('</head>')) return null;
  return page.replace('</head>', () => `${frame.styles}</head>`).replace(ROOT, () => `<div id="root">${frame.html}</div>${frame.state}`);
}
