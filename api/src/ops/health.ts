// GET /healthz: the process is up (no dependency checked: a load balancer restarts on failure).
// GET /readyz: the process can serve the portal — database reachable, every migration in
// api/drizzle applied, the shell published and the remotes it names (its routes.json) in the
// manifest with their entry files in the deploy dir. Some remotes missing is 'degraded' (200, named in
// `missingRemotes`): their areas show the shell's fallback and the rest works — every process shares the
// manifest and the deploy dir, so a 503 would take the whole fleet out of a load balancer for one area;
// none of them there (a broken or stale shared mount: QA saw 'ready' while every entry answered 404) is
// 'fail'. 200 or 503 with the checks, never cached; 503 'draining' once the process was told to
// stop (markDraining). Both are probes: a 2xx answer is logged at debug, a 503 at info.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_DIR } from '../db/client.js';
import { readManifestRows } from './remotes.js';

export interface HealthOptions {
  /** Folder with shell/index.html (the deploy dir). */
  deployDir: string;
  migrationsFolder?: string;
}

/** unknown: not checked, because what it needs failed (migrations with the database down); degraded: ready, some remotes missing. */
type Check = 'ok' | 'fail' | 'unknown' | 'degraded';

/** db.execute returns `{ rows }` on node-postgres and PGlite alike, an array on some drivers. */
export const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? (res as T[]) : ((res as { rows?: T[] }).rows ?? []));

/** Migrations drizzle recorded: in the search path (tests' per-file schemas) or drizzle's own schema. */
async function appliedMigrations(app: FastifyInstance): Promise<number> {
  const [found] = rowsOf<{ t: string | null }>(
    await app.db.execute(sql`select coalesce(to_regclass('__drizzle_migrations'), to_regclass('drizzle.__drizzle_migrations'))::text as t`),
  );
  if (!found?.t) return 0;
  // the name comes from to_regclass (an existing table), not from input
  const [row] = rowsOf<{ n: number }>(await app.db.execute(sql.raw(`select count(*)::int as n from ${found.t}`)));
  return Number(row?.n ?? 0);
}

/**
 * The remotes the published shell routes to (its routes.json) that cannot be served: the manifest
 * has no version of them, or that version's entry is not in the deploy dir (a broken or stale shared
 * mount: QA saw 'ready' while the entry answered 404).
 */
async function remotesMissing(app: FastifyInstance, deployDir: string): Promise<{ named: number; missing: string[] }> {
  const routes = JSON.parse(await fs.readFile(path.join(deployDir, 'shell', 'routes.json'), 'utf8').catch(() => '{}')) as { prefixes?: Record<string, unknown> };
  const entries = new Map((await readManifestRows(app.db)).map((r) => [r.remote, r.entry]));
  const named = Object.keys(routes.prefixes ?? {});
  const missing: string[] = [];
  for (const remote of named) {
    const entry = entries.get(remote);
    // entry: /remotes/<package>/<version>/mf-manifest.json, served from the deploy dir
    if (!entry || !(await fs.stat(path.join(deployDir, entry)).catch(() => null))) missing.push(remote);
  }
  return { named: named.length, missing };
}

/** What the remotes check says: every one there, some missing (degraded: the rest works), or none. */
const remotesCheck = ({ named, missing }: { named: number; missing: string[] }): Check => (missing.length === 0 ? 'ok' : missing.length < named ? 'degraded' : 'fail');

const draining = new WeakSet<FastifyInstance>();
/** SIGTERM: /readyz answers 503 'draining' from now on, so a load balancer stops sending requests. */
export function markDraining(app: FastifyInstance): void {
  draining.add(app);
}

export async function healthRoutes(app: FastifyInstance, { deployDir, migrationsFolder = MIGRATIONS_DIR }: HealthOptions): Promise<void> {
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const expected = journal.entries.length;
  const started = Date.now();
  let lastMissing = '';

  app.get('/healthz', { config: { probe: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get('/readyz', { config: { probe: true } }, async (_req, reply) => {
    if (draining.has(app)) return reply.code(503).header('cache-control', 'no-store').send({ status: 'draining', checks: {} });
    const checks: { database: Check; migrations: Check; shell: Check; remotes: Check } = { database: 'fail', migrations: 'unknown', shell: 'fail', remotes: 'unknown' };
    checks.shell = (await fs.stat(path.join(deployDir, 'shell', 'index.html')).catch(() => null)) ? 'ok' : 'fail';
    let missingRemotes: string[] = [];
    try {
      await app.db.execute(sql`select 1`);
      checks.database = 'ok';
      checks.migrations = (await appliedMigrations(app)) >= expected ? 'ok' : 'fail';
      if (checks.migrations === 'ok' && checks.shell === 'ok') {
        const remotes = await remotesMissing(app, deployDir);
        checks.remotes = remotesCheck(remotes);
        missingRemotes = remotes.missing;
        // said once per change: an area serving its fallback is seen in the log, not only by players
        const key = missingRemotes.join(',');
        if (key !== lastMissing) {
          lastMissing = key;
          if (key) app.log.warn({ event: 'remote_entry_missing', remotes: missingRemotes }, 'readyz: remotes missing');
        }
      }
    } catch (err) {
      app.log.warn({ err }, 'readyz: database');
    }
    const ready = Object.values(checks).every((c) => c === 'ok' || c === 'degraded');
    const status = !ready ? 'unavailable' : checks.remotes === 'degraded' ? 'degraded' : 'ready';
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status, checks, ...(missingRemotes.length > 0 && { missingRemotes }) });
  });
}
