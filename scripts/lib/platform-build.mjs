// The build of the platform a server render bundles: a hash of the platform's and the contracts'
// sources and of the libraries they render with. A remote's server markup is hydrated in the
// browser by the shell's platform (a federation singleton), so the portal server uses a remote's
// renderer only when its platform build is the shell's (api/src/portal/index.ts): a remote built
// before a platform change, or a shell redeployed alone, gets the loading skeleton instead of
// markup the browser would not match.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SOURCES = ['platform/src', 'contracts/src'];
const LIBRARIES = ['react', 'react-dom', 'styled-components', '@tanstack/react-query', 'react-router'];
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);

function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .filter((f) => !isTest(f))
    .sort();
}

/** 16 hex digits; the same sources and library versions give the same build on every machine. */
export function platformBuild() {
  const hash = crypto.createHash('sha256');
  for (const dir of SOURCES) {
    for (const file of sourceFiles(path.join(ROOT, dir))) hash.update(`${path.relative(ROOT, file)}\0`).update(fs.readFileSync(file)).update('\0');
  }
  const require = createRequire(path.join(ROOT, 'platform/package.json'));
  for (const name of LIBRARIES) hash.update(`${name}@${require(`${name}/package.json`).version}\0`);
  return hash.digest('hex').slice(0, 16);
}
