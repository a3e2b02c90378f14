#!/usr/bin/env node
// npm run dev: the API (watch), every remote's dev server and the shell's dev server (watch).
// Open the shell's URL; its /remotes.json points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REMOTES, ROOT } from './lib/deploy-lib.mjs';

const require = createRequire(import.meta.url);
const ports = require('./dev/ports.cjs');
const webpackCli = path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js');
const children = [];

/** `onOutput`: sees each chunk the child writes (stdout and stderr). */
function run(label, args, cwd, env = {}, onOutput = () => {}) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((l) => `[${label}] ${l}`).join('\n') + '\n';
  child.stdout.on('data', (c) => (process.stdout.write(prefix(c)), onOutput(c.toString())));
  child.stderr.on('data', (c) => (process.stderr.write(prefix(c)), onOutput(c.toString())));
  child.on('exit', (code) => console.log(`[${label}] 종료 (${code})`));
  children.push(child);
}

// node --watch waits for a change after a failed start: before the API first started, that leaves
// the shell and the remotes up without an API (the embedded DB held by npm start, say), so stop.
// Later failures (an edit that does not compile) keep watching.
let apiStarted = false;
run('api', ['--import', 'tsx', '--watch', path.join(ROOT, 'api/src/server.ts')], ROOT, {
  PORT: String(ports.api),
  DEPLOY_DIR: process.env.DEPLOY_DIR || path.join(ROOT, '.deploy'),
}, (text) => {
  if (text.includes('server started')) apiStarted = true;
  else if (!apiStarted && text.includes('Failed running')) {
    console.error('\n[dev] API가 시작하지 못해 개발 서버를 모두 멈춥니다 — 위의 [api] 메시지를 확인해 주세요.');
    stop(1);
  }
});
for (const pkg of Object.keys(REMOTES)) run(pkg, [webpackCli, 'serve', '--mode', 'development'], path.join(ROOT, pkg));
run('shell', [webpackCli, 'serve', '--mode', 'development'], path.join(ROOT, 'shell'));

console.log(`\n한판 개발 서버: http://localhost:${ports.shell}/ (API ${ports.api}, 원격 ${Object.values(ports.remotes).join(', ')})\n`);
function stop(code = 0) {
  for (const c of children) c.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
