// The server render of the frame (src/ssr/renderFrame.tsx) as one CommonJS file in dist/ssr/,
// built from the same sources and the same hoisted React / styled-components / react-query as the
// browser bundle, and deployed with it: a shell redeploy changes server and browser together.
// Self-contained (only Node built-ins stay imports), loaded by the portal server (api/src/portal/ssr.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
export const FRAME_RENDERER_OUT = path.join(dir, 'dist/ssr/frame.cjs');

/** Builds the renderer into `outfile` (the API's tests build their own copy). */
export async function buildFrameRenderer(outfile = FRAME_RENDERER_OUT) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: dir,
    entryPoints: [path.join(dir, 'src/ssr/renderFrame.tsx')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    // the packages' ES module builds, as the browser bundle uses
    mainFields: ['module', 'main'],
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"', 'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? '') },
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildFrameRenderer();
