#!/usr/bin/env node
// The second step of a package's build (after webpack): its server render, built in the current
// folder. A remote: src/ssr.tsx → dist/ssr/page.cjs; the shell names its own:
// `node ../scripts/ssr-build.mjs src/ssr/renderFrame.tsx dist/ssr/frame.cjs`.
import { buildServerRenderer, REMOTE_PAGE_RENDERER } from './lib/ssr-build.mjs';
import path from 'node:path';

const [entry = 'src/ssr.tsx', outfile = path.join('dist', REMOTE_PAGE_RENDERER)] = process.argv.slice(2);
await buildServerRenderer({ cwd: process.cwd(), entry, outfile });
