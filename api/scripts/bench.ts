// npm run bench -w api — GET throughput and latency (autocannon, 10 connections) against an
// in-process API, on the embedded PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is
// set, on PostgreSQL in a schema of its own, in the same run. Besides guest reads it measures the
// member calls every navigation makes (SPEC §7: global state, reloadable state, personal zone)
// next to a one-row read, so the ratio is visible. Writes bench/results/api.json at the repo root.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
// @ts-expect-error autocannon ships no types
import autocannon from 'autocannon';
import { REPO_ROOT } from '../src/db/client.js';
import { createTestApp } from '../src/test/harness.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = 10;
const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const only = process.env.BENCH_DB; // 'pglite' | 'postgres' to run one of them

interface Row { database: string; name: string; path: string; requestsPerSec: number; p50: number; p99: number; errors: number; non2xx: number }

async function benchOne(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  // createTestApp picks PostgreSQL (a fresh schema) when TEST_DATABASE_URL is set
  const saved = process.env.TEST_DATABASE_URL;
  if (kind === 'postgres') process.env.TEST_DATABASE_URL = pgUrl;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  if (saved === undefined) delete process.env.TEST_DATABASE_URL;
  else process.env.TEST_DATABASE_URL = saved;
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const agent = await t.login('member');
    const cookie = agent.cookieHeader();
    const targets = [
      { name: 'one-row read: faq detail (guest)', path: '/api/faq/detail/1', cookie: '' },
      { name: 'global banner (guest, cached)', path: '/api/contents/global/banner', cookie: '' },
      { name: 'games + channels (guest)', path: '/api/games', cookie: '' },
      { name: 'global state (member)', path: '/api/contents/members/global-state', cookie },
      { name: 'reloadable state (member)', path: '/api/contents/members/reloadable-state', cookie },
      { name: 'personal zone (member)', path: '/api/contents/members/personal-zone', cookie },
    ];
    const rows: Row[] = [];
    for (const target of targets) {
      const r = await autocannon({ url: `http://127.0.0.1:${port}${target.path}`, connections, duration: seconds, headers: target.cookie ? { cookie: target.cookie } : {} });
      const row = { database: kind, name: target.name, path: target.path, requestsPerSec: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
      rows.push(row);
      console.log(`${kind.padEnd(8)} ${row.name.padEnd(34)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  non2xx ${row.non2xx}`);
    }
    return rows;
  } finally {
    await t.close();
  }
}

const kinds = (['pglite', 'postgres'] as const).filter((k) => (only ? k === only : k === 'pglite' || !!pgUrl));
const results: Row[] = [];
for (const kind of kinds) results.push(...(await benchOne(kind)));
const out = path.join(REPO_ROOT, 'bench', 'results');
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'api.json'), JSON.stringify({ databases: kinds, connections, seconds, at: new Date().toISOString(), results }, null, 2) + '\n');
console.log(`→ ${path.join(out, 'api.json')}`);
