// Start-up: validate the configuration, make sure the port can be opened (another process on it,
// or a port this user may not open: one line, before anything else is done), open the database
// (PGlite or DATABASE_URL; an embedded folder another live server holds, an unreachable or
// unmigrated database: one line, like a configuration error), migrate
// (demo mode or MIGRATE_ON_START; production runs `npm run db:migrate` first), seed the demo data
// only in demo mode, build the app, mount the operations routes (they apply deploys recorded in the
// deploy folder) and the portal, listen, and only then start the scheduled jobs.
// SIGTERM/SIGINT: /readyz 503, keep serving SHUTDOWN_DELAY_MS, stop accepting, drain for
// SHUTDOWN_TIMEOUT_MS, close the database; exit 1 when that fails or takes too long.
// Everything it writes once the configuration is read is a JSON log line (logger.ts), the start
// line too; `npm start` (scripts/start.mjs) prints the URL for a person.
import net from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase, REPO_ROOT } from './db/client.js';
import { createLogger, logDbConnectionErrors } from './logger.js';
import { internalRequestHeaders } from './plugins/access-log.js';
import { startupFailure } from './startup-failure.js';
import { withLocalSecrets } from './lib/localSecrets.js';
import { hasCatalog, isSeeded, seedAll } from './db/seed/index.js';
import { portalPlugin } from './portal/index.js';
import { JOBS, startJobs, type Runner } from './jobs/index.js';
import { registerOps } from './ops/index.js';
import { markDraining } from './ops/health.js';

let config: AppConfig;
try {
  config = loadConfig(withLocalSecrets(process.env));
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}

const log = createLogger(config.logLevel);
// the scheduled jobs, once started below (/__versions shows their last runs)
let jobs: Runner | null = null;

/**
 * Opens the port and lets it go at once: a port another process listens on (a server still
 * running, a wrong unit file) or one this user may not open ends the start here, in one line
 * (startupFailure), before the database, the deploy folder's switch and the jobs. The listen below
 * goes through the same line should the port be taken in between.
 */
function checkPort(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function start() {
  await checkPort(config.port, config.host);
  const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir ?? undefined, onError: logDbConnectionErrors(log) });
  if (config.migrateOnStart) await database.migrate();
  // (a database given its catalogue by db:catalog is not empty: the demo seed would collide with it)
  if (config.demo && !(await isSeeded(database.db)) && !(await hasCatalog(database.db))) {
    await seedAll(database.db);
    log.info({ event: 'demo_seeded' }, 'demo seed data loaded into the empty database');
  }
  const deployDir = config.deployDir ?? path.join(REPO_ROOT, '.deploy');
  const app = await buildApp({ db: database.db, config, logger: log });
  const ops = await registerOps(app, { deployDir, jobs: () => jobs?.status() ?? null });
  // the e2e suite's seed helper (a member in a demo account's state): e2e mode only, never in production
  if (config.e2e) await app.register((await import('./e2e/routes.js')).e2eRoutes);
  await app.register(portalPlugin, { deployDir, remotes: ops.manifest });
  await app.ready(); // the plugins' start-up work (e.g. the demo championships) runs here, inside the catch
  return { database, app };
}

const { database, app } = await start().catch((e: unknown) => {
  const line = startupFailure(e);
  if (line === null) throw e;
  console.error(line);
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal, delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs }, 'shutdown: draining');
  // /readyz says 503 at once; the process keeps serving for SHUTDOWN_DELAY_MS (the load balancer
  // takes it out of rotation meanwhile), then stops accepting and drains
  markDraining(app);
  if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  const timer = setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown: drain timed out');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  timer.unref();
  try {
    await jobs?.stop();
    await app.close(); // stops accepting, waits for open requests, runs onClose (event streams, Redis)
    await database.close();
    app.log.info('shutdown: done');
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
try {
  await app.listen({ port: config.port, host: config.host });
} catch (e) {
  const line = startupFailure(e);
  if (line === null) throw e;
  console.error(line);
  await database.close().catch(() => undefined);
  process.exit(1);
}
// scheduled work (renewals, expiry, draws, stale orders): once across processes on PostgreSQL;
// started once the port is this process's (a second instance that cannot listen runs none)
if (config.jobs && !stopping) {
  jobs = startJobs(JOBS, { db: database.db, config, kind: database.kind, log: app.log, onChange: () => void app.memberReads.invalidateAll() });
}
// one guest render of the home loads the deployed page renderer now, not on the first visitor's
// request (logged at debug as internal: 'warmup', not as a player's GET /)
await app
  .inject({ method: 'GET', url: '/', headers: { host: 'localhost', ...internalRequestHeaders('warmup') } })
  .catch((err: unknown) => app.log.warn({ err }, 'page warm-up failed'));
if (config.legacyStaffIds) {
  app.log.warn({ event: 'staff_ids_ignored' }, 'STAFF_IDS is ignored: staff are members marked with npm run staff -w api -- add <login id>');
}
app.log.info({ event: 'server_started', url: `http://localhost:${config.port}/`, database: database.kind, demo: config.demo }, 'server started');
