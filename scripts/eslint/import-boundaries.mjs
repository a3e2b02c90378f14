// ESLint rule `hanpan/import-boundaries`: imports go one way (ARCHITECTURE.md).
// - No relative import leaves its package (a remote never reaches into the shell, another remote,
//   the platform's files or scripts/ by path).
// - Bare imports: a package may import only what its package.json lists, and never a package it
//   must not depend on (remotes: other remotes, the shell, the api, the router, react-query and
//   single-spa — the platform re-exports what a remote needs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import platformOnly from '../webpack/platform-only-libraries-plugin.cjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const areas = JSON.parse(fs.readFileSync(path.join(ROOT, 'platform/areas.json'), 'utf8'));
const REMOTE_PACKAGES = Object.values(areas.remotes).map((a) => a.package);

/** Bare specifiers each kind of package must never import (prefix match). */
const FORBIDDEN = {
  // (the router and react-query: the list the remote build's own check uses)
  remote: ['@hanpan/shell', '@hanpan/api', ...REMOTE_PACKAGES, ...platformOnly.PLATFORM_ONLY_LIBRARIES, 'single-spa', 'single-spa-react', '@module-federation/'],
  shell: ['@hanpan/api', ...REMOTE_PACKAGES],
  platform: ['@hanpan/shell', '@hanpan/api', ...REMOTE_PACKAGES],
  contracts: ['@hanpan/shell', '@hanpan/api', '@hanpan/platform', ...REMOTE_PACKAGES],
  api: ['@hanpan/shell', '@hanpan/platform', ...REMOTE_PACKAGES],
};

const kindOf = (pkg) => (REMOTE_PACKAGES.includes(pkg) ? 'remote' : FORBIDDEN[pkg] ? pkg : null);
const builtins = new Set(['fs', 'path', 'url', 'crypto', 'os', 'child_process', 'util', 'zlib', 'stream', 'events', 'http', 'https', 'net', 'assert', 'module', 'timers', 'buffer', 'worker_threads', 'perf_hooks', 'readline', 'querystring', 'dns', 'tty', 'v8', 'vm']);
const packageName = (spec) => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);

const depsCache = new Map();
function declaredDeps(pkg) {
  if (!depsCache.has(pkg)) {
    const json = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
    depsCache.set(pkg, new Set([json.name, ...Object.keys(json.dependencies ?? {}), ...Object.keys(json.devDependencies ?? {}), ...Object.keys(json.peerDependencies ?? {})]));
  }
  return depsCache.get(pkg);
}
const rootDevDeps = () => declaredDeps('.');

export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports go one way: remotes → platform/contracts only; no package reaches into another by path.' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const rel = path.relative(ROOT, file);
    const pkg = rel.split(path.sep)[0];
    const kind = kindOf(pkg);
    if (!kind) return {};
    const pkgDir = path.join(ROOT, pkg) + path.sep;
    const isTest = /\.test\.tsx?$/.test(file);

    function check(node, spec) {
      if (typeof spec !== 'string') return;
      if (spec.startsWith('.')) {
        const target = path.resolve(path.dirname(file), spec);
        if (!target.startsWith(pkgDir)) context.report({ node, message: `'${spec}': a file outside ${pkg}/ — import another package by its name, never by path.` });
        return;
      }
      if (spec.startsWith('node:') || builtins.has(packageName(spec))) return;
      const forbidden = FORBIDDEN[kind].find((f) => spec === f || spec.startsWith(f.endsWith('/') ? f : `${f}/`));
      if (forbidden) {
        context.report({ node, message: `'${spec}': ${pkg} must not import ${forbidden} (${kind === 'remote' ? 'a remote imports only @hanpan/platform, @hanpan/contracts and its own code' : 'imports go one way'}).` });
        return;
      }
      const name = packageName(spec);
      // tests may use the repo's dev tools (jest, testing-library) listed at the root
      if (!declaredDeps(pkg).has(name) && !(isTest && rootDevDeps().has(name))) {
        context.report({ node, message: `'${spec}': ${name} is not in ${pkg}/package.json.` });
      }
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      // the other ways TypeScript reaches a module: require('x'), import x = require('x'), import('x').T
      CallExpression: (node) =>
        node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'Literal' && check(node, node.arguments[0].value),
      TSExternalModuleReference: (node) => node.expression.type === 'Literal' && check(node, node.expression.value),
      TSImportType: (node) => {
        const arg = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (arg?.type === 'Literal') check(node, arg.value);
      },
    };
  },
};
