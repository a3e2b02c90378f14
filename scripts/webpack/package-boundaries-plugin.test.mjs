// The build-time boundary: a bundle reaching another package's file fails, naming it (node --test;
// run by `npm run lint`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import plugin from './package-boundaries-plugin.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/** Builds `fixture` as if it were mfe-hpc's code; the errors' messages. */
const buildAsRemote = (fixture) =>
  new Promise((resolve, reject) => {
    webpack(
      { mode: 'none', context: path.join(root, 'mfe-hpc'), entry: path.join(here, 'fixtures', fixture), output: { path: path.join(os.tmpdir(), 'hanpan-boundary-probe') }, cache: false, plugins: [new plugin.PackageBoundariesPlugin()] },
      (err, stats) => (err ? reject(err) : resolve(stats.compilation.errors.map((e) => e.message))),
    );
  });

test("a remote's bundle reaching the shell's file fails the build, naming both", async () => {
  const errors = await buildAsRemote('reaches-shell.mjs');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /scripts\/webpack\/fixtures\/reaches-shell\.mjs reaches shell\/boot\.js: mfe-hpc never bundles shell's files/);
});

test('its own code builds', async () => {
  assert.deepEqual(await buildAsRemote('own-code.mjs'), []);
});
