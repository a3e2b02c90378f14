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
/** Federation container names (mfe_shop): another remote's exposed modules are loaded, never imported. */
const REMOTE_NAMES = Object.keys(areas.remotes);

/** Bare specifiers each kind of package must never import (prefix match). */
const FORBIDDEN = {
  // (the router and react-query: the list the remote build's own check uses)
  remote: ['@hanpan/shell', '@hanpan/api', ...REMOTE_PACKAGES, ...platformOnly.PLATFORM_ONLY_LIBRARIES, 'single-spa', 'single-spa-react', '@module-federation/'],
  shell: ['@hanpan/api', ...REMOTE_PACKAGES],
  platform: ['@hanpan/shell', '@hanpan/api', ...REMOTE_PACKAGES],
  contracts: ['@hanpan/shell', '@hanpan/api', '@hanpan/platform', ...REMOTE_PACKAGES],
  api: ['@hanpan/shell', '@hanpan/platform', ...REMOTE_PACKAGES],
};

/** jest's calls whose first argument is a module. */
const MODULE_TAKING_JEST = ['mock', 'doMock', 'unmock', 'dontMock', 'requireActual', 'requireMock', 'createMockFromModule', 'setMock'];

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

    /** `spec`: the module named, or (`partial`) the fixed start of a computed one (`../x/${name}`). */
    function check(node, spec, partial = false) {
      if (typeof spec !== 'string' || spec === '') return;
      if (spec.startsWith('.') || path.isAbsolute(spec)) {
        const target = path.resolve(path.dirname(file), spec);
        if (!(target + path.sep).startsWith(pkgDir)) context.report({ node, message: `'${spec}': a file outside ${pkg}/ — import another package by its name, never by path.` });
        return;
      }
      if (kind === 'remote' && REMOTE_NAMES.includes(packageName(spec))) {
        const [name, ...exposed] = spec.split('/');
        context.report({ node, message: `'${spec}': another remote's exposed module is loaded at run time, never imported — loadRemoteModule('${name}', './${exposed.join('/')}') from '@hanpan/platform'.` });
        return;
      }
      // a computed name's start decides only where it leaves the package (its package is not known yet)
      if (partial && !spec.includes('/')) return;
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

    /** A module argument: a string, or a template literal (whole, or its fixed start when computed). */
    function checkArgument(node, arg) {
      if (arg?.type === 'Literal') return check(node, arg.value);
      if (arg?.type === 'TemplateLiteral') return check(node, arg.quasis[0].value.cooked, arg.expressions.length > 0);
    }

    return {
      Program: () => {
        // /// <reference path="…" /> reaches a file too
        for (const comment of context.sourceCode.getAllComments()) {
          const ref = /^\/\s*<reference\s+path\s*=\s*["']([^"']+)["']/.exec(comment.value);
          if (ref) check(comment, ref[1].startsWith('.') || path.isAbsolute(ref[1]) ? ref[1] : `./${ref[1]}`);
        }
      },
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => checkArgument(node, node.source),
      // the other ways TypeScript, webpack and jest reach a module: require('x'), require.resolve,
      // require.context, jest.mock / requireActual…, import x = require('x'), import('x').T
      CallExpression: (node) => {
        const callee = node.callee;
        const named = (object, property) => callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === object && callee.property.type === 'Identifier' && (property === undefined || callee.property.name === property);
        if ((callee.type === 'Identifier' && callee.name === 'require') || named('require', 'resolve') || named('require', 'context') || MODULE_TAKING_JEST.some((m) => named('jest', m))) {
          checkArgument(node, node.arguments[0]);
        }
      },
      TSExternalModuleReference: (node) => node.expression.type === 'Literal' && check(node, node.expression.value),
      TSImportType: (node) => {
        const arg = node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument;
        if (arg?.type === 'Literal') check(node, arg.value);
      },
    };
  },
};
