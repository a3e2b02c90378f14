#!/usr/bin/env node
// Each frontend package lists exactly what its code imports (ESLint's import-boundaries rule
// refuses imports that are not listed; this refuses listings nothing imports). JSX needs react.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, PACKAGES } from './lib/deploy-lib.mjs';

const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
const IMPORT = /(?:from|import\()\s*'([^'.][^']*)'/g;

function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

const problems = [];
for (const pkg of ['platform', ...PACKAGES]) {
  const json = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  const used = new Set();
  for (const file of sources(path.join(ROOT, pkg, 'src'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT)) used.add(packageName(m[1]));
    if (file.endsWith('.tsx')) used.add('react');
  }
  for (const dep of Object.keys(json.dependencies ?? {})) {
    if (!used.has(dep)) problems.push(`${pkg}/package.json: '${dep}' is listed but nothing in ${pkg}/src imports it`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('✔ 패키지 의존성: 선언한 것만 가져오고, 가져오는 것만 선언합니다.');
