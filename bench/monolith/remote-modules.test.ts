// Every module a remote exposes must be in the monolith's mapping, pointing at the same source
// file: a new expose without a mapping would make the monolith comparison load nothing for it.
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULES } from './remote-modules';

interface ExposingPlugin {
  constructor: { name: string };
  _options?: { name?: string; exposes?: Record<string, string> };
}
type WebpackConfigFactory = (env: unknown, argv: { mode: string }) => { plugins: ExposingPlugin[] };

const ROOT = path.join(__dirname, '../..');
const EXTENSIONS = ['', '.tsx', '.ts', '.js'];
const { REMOTES } = require(path.join(ROOT, 'scripts/areas.cjs')) as { REMOTES: Record<string, string> };

/** A source path as webpack resolves it (extension optional). */
function resolveSource(from: string, request: string): string {
  for (const ext of EXTENSIONS) {
    const file = path.resolve(from, request + ext);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  throw new Error(`${request}: no such file from ${from}`);
}

/** `mfe_x/expose` → source file, from each remote's production webpack config. */
function exposedByRemotes(): Record<string, string> {
  const exposed: Record<string, string> = {};
  for (const pkg of Object.keys(REMOTES)) {
    const dir = path.join(ROOT, pkg);
    const factory = require(path.join(dir, 'webpack.config.js')) as WebpackConfigFactory;
    const federation = factory(undefined, { mode: 'production' }).plugins.find((p) => p?.constructor?.name === 'ModuleFederationPlugin');
    const options = federation?._options;
    if (!options?.name || !options.exposes) throw new Error(`${pkg}: no ModuleFederationPlugin with exposes`);
    for (const [key, request] of Object.entries(options.exposes)) exposed[`${options.name}/${key.replace(/^\.\//, '')}`] = resolveSource(dir, request);
  }
  return exposed;
}

/** `mfe_x/expose` → source file, read from the mapping's import() calls. */
function mappedByMonolith(): Record<string, string> {
  const text = fs.readFileSync(path.join(__dirname, 'remote-modules.ts'), 'utf8');
  const mapped: Record<string, string> = {};
  for (const m of text.matchAll(/'([\w-]+\/[\w-]+)':\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) mapped[m[1]] = resolveSource(__dirname, m[2]);
  return mapped;
}

describe('monolith remote-module mapping', () => {
  const exposed = exposedByRemotes();
  const mapped = mappedByMonolith();

  it('reads every entry of the mapping', () => {
    expect(Object.keys(mapped).sort()).toEqual(Object.keys(REMOTE_MODULES).sort());
  });

  it('maps every remote expose to the same source file, and nothing else', () => {
    expect(Object.keys(exposed).length).toBeGreaterThanOrEqual(Object.keys(REMOTES).length);
    expect(mapped).toEqual(exposed);
  });
});
