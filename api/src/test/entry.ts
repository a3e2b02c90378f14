import { execFile } from 'node:child_process';
import path from 'node:path';
import { API_ROOT } from '../db/client.js';
import ENTRY_POINTS from '../entry-points.json';

/** The server and the CLIs, by their dist/<name>.js name (the list api/scripts/build-lib.mjs builds). */
export type ApiEntry = keyof typeof ENTRY_POINTS;

/**
 * Node's arguments that run `entry`'s source as a process of its own: its compiled copy in this run's test
 * build (scripts/run-tests.mjs compiles the entries with the tests and names the folder in
 * HANPAN_TEST_BUILD), else the source through tsx. Loading the server's sources through tsx cost each
 * such process ~1.5 s of CPU.
 */
export function entryArgs(entry: ApiEntry): string[] {
  const source = ENTRY_POINTS[entry];
  const built = process.env.HANPAN_TEST_BUILD;
  if (built) return [path.join(built, path.relative('src', source).replace(/\.ts$/, '.js'))];
  return ['--import', 'tsx', path.join(API_ROOT, source)];
}

/** Runs an entry as an operator runs it, with only the variables given (no DATABASE_URL of the test run leaks in); the secrets keep .data/local-secrets.json out of it. */
export const runEntry = (entry: ApiEntry, env: Record<string, string>, args: string[] = []) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [...entryArgs(entry), ...args],
      {
        cwd: API_ROOT,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, APP_SECRET: 'a'.repeat(24), LAUNCH_SECRET: 'b'.repeat(24), DEPLOY_TOKEN: 'c'.repeat(24), ...env },
        timeout: 180_000,
        killSignal: 'SIGKILL',
      },
      (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
