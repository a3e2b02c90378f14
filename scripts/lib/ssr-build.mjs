// Server renders as one self-contained CommonJS file each (only Node built-ins stay imports), built
// from the same sources and the same hoisted React / styled-components / react-query as the
// browser bundle, and deployed with it: the shell's frame (shell/dist/ssr/frame.cjs) and each
// remote's first screen (<remote>/dist/ssr/page.cjs). The portal server loads them (api/src/portal/ssr.ts).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { platformBuild } from './platform-build.mjs';

const { swcOptions } = createRequire(import.meta.url)('../swc-options.cjs');

/** Each package's server render: its entry, and its file in dist (the portal server looks there). */
const SERVER_RENDERS = {
  shell: { entry: 'src/ssr/renderFrame.tsx', outfile: path.join('dist', 'ssr', 'frame.cjs') },
  remote: { entry: 'src/ssr.tsx', outfile: path.join('dist', 'ssr', 'page.cjs') },
};

/** Our own sources go through the browser build's swc (styled-components' componentIds above all). */
function browserTransform() {
  return {
    name: 'browser-build-swc',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const { transformFile } = await import('@swc/core');
        const { code } = await transformFile(args.path, { ...swcOptions(), filename: args.path, swcrc: false, sourceMaps: false, module: { type: 'es6' } });
        return { contents: code, loader: 'js' };
      });
    },
  };
}

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
    define: {
      'process.env.NODE_ENV': '"production"',
      'process.env.BUILD_ID': JSON.stringify(process.env.BUILD_ID ?? ''),
      'process.env.HANPAN_PLATFORM_BUILD': JSON.stringify(platformBuild()),
    },
    plugins: [browserTransform()],
    logLevel: 'warning',
  });
}

/** Where a package's build leaves its server render, relative to the package folder. */
export const serverRenderFile = (pkg) => SERVER_RENDERS[pkg === 'shell' ? 'shell' : 'remote'].outfile;

/** The server render of the package in `pkgDir` (the shell's frame, or a remote's first screen) into `outfile` (default: its dist). */
export function buildServerRenderOf(pkgDir, outfile) {
  const { name } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const render = SERVER_RENDERS[name === '@hanpan/shell' ? 'shell' : 'remote'];
  return buildServerRenderer({ cwd: pkgDir, entry: render.entry, outfile: outfile ?? path.join(pkgDir, render.outfile) });
}
