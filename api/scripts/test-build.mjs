// The API's test files compiled once by esbuild before Node's test runner starts a process per file:
// loading the app's sources through tsx's loader took ~1 s of each file's start-up.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Compiles `sources` (paths under src/, relative to the api folder `root`) into a folder of this run
 * inside api/ (the code finds the package's folders upwards from itself). Returns the compiled path
 * of a source, and `remove()`.
 */
export async function compileTests(root, sources) {
  mkdirSync(path.join(root, '.test-build'), { recursive: true });
  const outdir = mkdtempSync(path.join(root, '.test-build', `${process.pid}-`));
  const { build } = await import('esbuild'); // a dev dependency: tests only
  await build({
    absWorkingDir: root,
    entryPoints: sources,
    outdir,
    outbase: 'src',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    chunkNames: 'chunks/[name]-[hash]',
    // the workspace packages are TypeScript sources: compiled in; every other package is imported
    plugins: [{ name: 'packages-external', setup: (b) => b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@hanpan/') ? undefined : { external: true })) }],
    logLevel: 'warning',
  });
  return {
    compiled: (source) => path.join(outdir, path.relative('src', source).replace(/\.ts$/, '.js')),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
