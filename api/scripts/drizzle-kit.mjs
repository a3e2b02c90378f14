// Runs drizzle-kit with drizzle-orm resolved from api/node_modules: npm keeps drizzle-orm
// un-hoisted here, so drizzle-kit (hoisted to the root) cannot find it on its own.
import { register } from 'node:module';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const hooks = `
const base = ${JSON.stringify(pathToFileURL(new URL('../package.json', import.meta.url).pathname).href)};
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) return next(specifier, { ...context, parentURL: base });
  return next(specifier, context);
}`;
register('data:text/javascript,' + encodeURIComponent(hooks), import.meta.url);
const require = createRequire(import.meta.url);
const Module = require('node:module');
// CommonJS requires from drizzle-kit: look in api/node_modules too.
const origResolve = Module._resolveFilename;
const apiPkg = new URL('../package.json', import.meta.url).pathname;
const apiParent = new Module(apiPkg);
apiParent.filename = apiPkg;
apiParent.paths = Module._nodeModulePaths(new URL('..', import.meta.url).pathname);
Module._resolveFilename = function (request, parent, ...rest) {
  if (request === 'drizzle-orm' || request.startsWith('drizzle-orm/')) return origResolve.call(this, request, apiParent, ...rest);
  return origResolve.call(this, request, parent, ...rest);
};
process.argv.splice(2, 0);
await import(new URL('../../node_modules/drizzle-kit/bin.cjs', import.meta.url).href);
