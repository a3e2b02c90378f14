// The API's test files compiled once by esbuild before Node's test runner starts a process per file:
// loading the app's sources through tsx's loader took ~1 s of each file's start-up.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { isWorkspaceImport, NODE_BUNDLE } from './build-lib.mjs';

/**
 * Compiles `sources` (paths under src/, relative to the api folder `root`) into a folder of this run
 * inside api/ (the code finds the package's folders upwards from itself). Returns the compiled path
 * of a source, the folder (`outdir`) and `remove()`.
 */
export async function compileTests(root, sources) {
  mkdirSync(path.join(root, '.test-build'), { recursive: true });
  const outdir = mkdtempSync(path.join(root, '.test-build', `${process.pid}-`));
  const { build } = await import('esbuild'); // a dev dependency: tests only
  await build({
    ...NODE_BUNDLE,
    absWorkingDir: root,
    entryPoints: sources,
    outdir,
    outbase: 'src',
    sourcemap: 'inline',
    // every package but the workspace's is imported as installed (tests may use dev dependencies)
    plugins: [{ name: 'packages-external', setup: (b) => b.onResolve({ filter: /^[^./]/ }, (a) => (isWorkspaceImport(a.path) ? undefined : { external: true })) }],
  });
  return {
    outdir,
    compiled: (source) => path.join(outdir, path.relative('src', source).replace(/\.ts$/, '.js')),
    remove: () => rmSync(outdir, { recursive: true, force: true }),
  };
}
