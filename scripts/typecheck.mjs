#!/usr/bin/env node
// tsc --noEmit for every workspace that has a tsconfig.json, and the monolith comparison build.
// Each tsc is one single-threaded process: as many run at once as the machine has cores
// (TYPECHECK_JOBS), each one's output printed whole when it ends.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/deploy-lib.mjs';

const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const workspaces = [...pkg.workspaces, 'bench/monolith'].filter((ws) => fs.existsSync(path.join(ROOT, ws, 'tsconfig.json')));
const jobs = Math.max(1, Number(process.env.TYPECHECK_JOBS) || os.availableParallelism());

function check(ws) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, '-p', path.join(ROOT, ws, 'tsconfig.json'), '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      console.log(`${code === 0 ? '✔' : '✘'} ${ws} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
      resolve(code === 0 ? null : ws);
    });
  });
}

const queue = [...workspaces];
const failed = [];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let ws = queue.shift(); ws; ws = queue.shift()) {
      const bad = await check(ws);
      if (bad) failed.push(bad);
    }
  }),
);
if (failed.length) {
  console.error(`타입 오류: ${failed.join(', ')}`);
  process.exit(1);
}
