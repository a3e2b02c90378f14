#!/usr/bin/env node
// The second step of a package's build (after webpack), run in its folder: its server render
// (the shell's frame, or a remote's first screen; scripts/lib/ssr-build.mjs).
import { buildServerRenderOf } from './lib/ssr-build.mjs';

await buildServerRenderOf(process.cwd());
