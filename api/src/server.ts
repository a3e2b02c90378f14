// Start-up: open DB (PGlite or DATABASE_URL), migrate, seed when empty, build the app, mount the portal, listen.
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabaseFromEnv, REPO_ROOT } from './db/client.js';
import { isSeeded, seedAll } from './db/seed/index.js';
import { portalPlugin } from './portal/index.js';
import { JOBS, startJobs } from './jobs/index.js';

const config = loadConfig();
const database = await openDatabaseFromEnv();
await database.migrate();
if (!(await isSeeded(database.db))) {
  await seedAll(database.db);
  console.log('빈 데이터베이스에 시드 데이터를 넣었습니다.');
}
const app = await buildApp({ db: database.db, config });
await app.register(portalPlugin, { deployDir: process.env.DEPLOY_DIR ?? path.join(REPO_ROOT, '.deploy') });

// scheduled work (renewals, expiry, draws, stale orders): once across processes on PostgreSQL
const jobs = process.env.JOBS === '0' ? null : startJobs(JOBS, { db: database.db, config, kind: database.kind, log: app.log, onChange: () => app.memberReads.invalidateAll() });

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '::';
const shutdown = async () => {
  await jobs?.stop();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
await app.listen({ port, host });
console.log(`한판 API: http://localhost:${port}/ (${database.kind})`);
