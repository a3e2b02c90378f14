// Server renders as one self-contained CommonJS file each (only Node built-ins stay imports), built
// from the same sources and the same hoisted React / styled-components / react-query as the
// browser bundle, and deployed with it: the shell's frame (shell/dist/ssr/frame.cjs) and each
// remote's first screen (<remote>/dist/ssr/page.cjs). The portal server loads them (api/src/portal/ssr.ts).
import path from 'node:path';

/** Where a remote's build puts its server render, relative to its dist (and version) folder. */
export const REMOTE_PAGE_RENDERER = path.join('ssr', 'page.cjs');

export async function buildServerRenderer({ cwd, entry, outfile }) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: cwd,
    entryPoints: [path.resolve(cwd, entry)],
    outfile: path.resolve(cwd, outfile),
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

/** A remote's server render (src/ssr.tsx) into `outfile` (default: its dist/ssr/page.cjs). */
export function buildRemotePageRenderer(remoteDir, outfile = path.join(remoteDir, 'dist', REMOTE_PAGE_RENDERER)) {
  return buildServerRenderer({ cwd: remoteDir, entry: 'src/ssr.tsx', outfile });
}
