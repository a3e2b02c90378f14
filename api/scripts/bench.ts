// npm run bench -w api — latency of a few GETs (autocannon, 10 connections) against an in-process API
// on PGlite (or DATABASE_URL). Prints p50/p99 and writes bench/results/api.json at the repo root.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, REPO_ROOT } from '../src/db/client.js';
import { members } from '../src/db/schema/index.js';
import { seedAll } from '../src/db/seed/index.js';
import { createSession } from '../src/plugins/context.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: 'memory://' });
await database.migrate();
await seedAll(database.db);
const app = await buildApp({ db: database.db, config: loadConfig({}, { logLevel: 'silent' }) });
await app.listen({ port: Number(process.env.BENCH_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const [m] = await database.db.select().from(members).where(eq(members.loginId, 'member'));
const sid = await createSession(database.db, m!.id, 'hanpan');

const targets = [
  { name: 'global banner (guest)', path: '/api/contents/global/banner', cookie: '' },
  { name: 'games + channels (guest)', path: '/api/games', cookie: '' },
  { name: 'faq list (guest)', path: '/api/faq/list?page=0&pageSize=10', cookie: '' },
  { name: 'personal zone (member)', path: '/api/contents/members/personal-zone', cookie: `HANPAN_SID=${sid}` },
];

interface Row { name: string; path: string; requestsPerSec: number; p50: number; p99: number; errors: number; non2xx: number }
const rows: Row[] = [];
for (const t of targets) {
  const r = await autocannon({ url: `http://127.0.0.1:${port}${t.path}`, connections: 10, duration: seconds, headers: t.cookie ? { cookie: t.cookie } : {} });
  const row = { name: t.name, path: t.path, requestsPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
  rows.push(row);
  console.log(`${row.name.padEnd(28)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non2xx ${row.non2xx}`);
}
const out = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'api.json'), JSON.stringify({ database: database.kind, connections: 10, seconds, at: new Date().toISOString(), results: rows }, null, 2) + '\n');
console.log(`→ ${path.join(out, 'api.json')}`);
await app.close();
await database.close();
