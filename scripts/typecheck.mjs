#!/usr/bin/env node
// tsc --noEmit for every workspace that has a tsconfig.json, and the monolith comparison build.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/deploy-lib.mjs';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
let failed = [];
for (const ws of [...pkg.workspaces, 'bench/monolith']) {
  const cfg = path.join(ROOT, ws, 'tsconfig.json');
  if (!fs.existsSync(cfg)) continue;
  const started = Date.now();
  const res = spawnSync(process.execPath, [tsc, '-p', cfg, '--noEmit'], { stdio: 'inherit' });
  console.log(`${res.status === 0 ? '✔' : '✘'} ${ws} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
  if (res.status !== 0) failed.push(ws);
}
if (failed.length) {
  console.error(`타입 오류: ${failed.join(', ')}`);
  process.exit(1);
}
