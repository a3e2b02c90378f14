import path from 'node:path';
import { API_ROOT } from '../db/client.js';

/** The server's and the CLIs' sources (api/scripts/build-lib.mjs API_ENTRY_POINTS). */
export type ApiEntry = 'src/server.ts' | 'src/jobs/cli.ts' | 'src/db/migrate-cli.ts' | 'src/db/seed/cli.ts';

/**
 * Node's arguments that run `entry` as a process of its own: its compiled copy in this run's test
 * build (scripts/run-tests.mjs compiles the entries with the tests and names the folder in
 * HANPAN_TEST_BUILD), else the source through tsx. Loading the server's sources through tsx cost each
 * such process ~1.5 s of CPU.
 */
export function entryArgs(entry: ApiEntry): string[] {
  const built = process.env.HANPAN_TEST_BUILD;
  if (built) return [path.join(built, path.relative('src', entry).replace(/\.ts$/, '.js'))];
  return ['--import', 'tsx', path.join(API_ROOT, entry)];
}
