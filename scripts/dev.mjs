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

function run(label, args, cwd, env = {}) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) => chunk.toString().split('\n').filter(Boolean).map((l) => `[${label}] ${l}`).join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  child.on('exit', (code) => console.log(`[${label}] 종료 (${code})`));
  children.push(child);
}

run('api', ['--import', 'tsx', '--watch', path.join(ROOT, 'api/src/server.ts')], ROOT, {
  PORT: String(ports.api),
  DEPLOY_DIR: process.env.DEPLOY_DIR || path.join(ROOT, '.deploy'),
});
for (const pkg of Object.keys(REMOTES)) run(pkg, [webpackCli, 'serve', '--mode', 'development'], path.join(ROOT, pkg));
run('shell', [webpackCli, 'serve', '--mode', 'development'], path.join(ROOT, 'shell'));

console.log(`\n한판 개발 서버: http://localhost:${ports.shell}/ (API ${ports.api}, 원격 ${Object.values(ports.remotes).join(', ')})\n`);
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
