#!/usr/bin/env node
// tsc --noEmit for every workspace that has a tsconfig.json, and the monolith comparison build.
// The frontends whose tsconfig only extends the base one (platform, shell, the remotes) share every
// compiler option: they are checked as one program, so the platform they all import is checked
// once, not seven times (78 s → 13 s of CPU). The others (own options) are checked alone.
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

const BASE = '../tsconfig.base.json';
const readConfig = (ws) => JSON.parse(fs.readFileSync(path.join(ROOT, ws, 'tsconfig.json'), 'utf8'));
const sharesBase = (c) => c.extends === BASE && !c.compilerOptions && !c.files && !c.references;
const frontends = workspaces.filter((ws) => sharesBase(readConfig(ws)));
/** One tsconfig for the frontends, their own `include`s made absolute (tsc resolves them from the file). */
function frontendsConfig() {
  const dir = path.join(ROOT, 'node_modules/.cache/hanpan-typecheck');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'tsconfig.frontends.json');
  const include = frontends.flatMap((ws) => readConfig(ws).include.map((p) => path.join(ROOT, ws, p)));
  fs.writeFileSync(file, JSON.stringify({ extends: path.join(ROOT, 'tsconfig.base.json'), include }, null, 2));
  return file;
}

function check(ws) {
  return new Promise((resolve) => {
    const started = Date.now();
    const config = ws === FRONTENDS ? frontendsConfig() : path.join(ROOT, ws, 'tsconfig.json');
    const child = spawn(process.execPath, [tsc, '-p', config, '--noEmit'], { stdio: ['ignore', 'pipe', 'pipe'] });
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

const FRONTENDS = frontends.join(' + ');
// the biggest program first: the small ones fill the other cores meanwhile
const queue = frontends.length > 1 ? [FRONTENDS, ...workspaces.filter((ws) => !frontends.includes(ws))] : [...workspaces];
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
