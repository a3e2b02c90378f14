// Opens the database: PGlite by default (embedded, data in API_DATA_DIR or <repo>/.data/pglite),
// node-postgres when DATABASE_URL is set. Both give the same Drizzle API over one schema.
// A PGlite folder is held by one process at a time (data-dir-lock.ts).
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { withTransactionRetry } from './faults.js';
import { lockDataDir } from './data-dir-lock.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The transaction handle passed to db.transaction callbacks. Never use the outer db inside. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the db or a transaction: for read helpers usable in both. */
export type DbOrTx = Db | Tx;

/** The api package folder (holds drizzle/ and assets/): found upwards from this module, which runs from src/ or the compiled dist/. */
export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));
function findApiRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../..');
  }
}
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');

/** PostgreSQL advisory lock held while migrations run (any constant unique to this app). */
export const MIGRATION_LOCK_KEY = 7_211_021;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations in api/drizzle (or `migrationsFolder`). */
  migrate(opts?: { migrationsFolder?: string; migrationsSchema?: string }): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… → node-postgres; otherwise PGlite */
  databaseUrl?: string;
  /** PGlite data dir, or 'memory://' */
  dataDir?: string;
  /** PostgreSQL search_path (tests use a schema per file) */
  searchPath?: string;
  poolSize?: number;
  /** PostgreSQL application_name (tests filter pg_stat_activity by it) */
  applicationName?: string;
  /**
   * Called once when the pool or an idle client reports an error (the process keeps running). The server
   * logs it as JSON (logger.ts logDbConnectionErrors); the default, a Korean line on stderr, is for
   * the command-line tools (migrate, seed).
   */
  onError?: (err: Error) => void;
  /** PGlite only: start from a dumped data dir (tests load a migrated + seeded template) */
  loadDataDir?: Blob;
}

/** The embedded database folder `dataDir` names, or API_DATA_DIR, or <repo>/.data/pglite. */
export const embeddedDataDir = (dataDir?: string): string => dataDir ?? process.env.API_DATA_DIR ?? path.join(REPO_ROOT, '.data', 'pglite');

export async function openDatabase(opts: OpenOptions = {}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      application_name: opts.applicationName ?? process.env.PG_APPLICATION_NAME ?? 'hanpan-api',
      // waiting for a pooled connection: unbounded by default (a burst queues and is served);
      // PG_CONNECT_TIMEOUT_MS bounds it (then the request gets a 503)
      connectionTimeoutMillis: Number(process.env.PG_CONNECT_TIMEOUT_MS ?? 0),
      ...(opts.searchPath ? { options: `-c search_path=${opts.searchPath}` } : {}),
    });
    // Without these listeners a terminated connection is an unhandled 'error' event and the
    // process exits. The broken client is discarded by the pool; the request that used it gets
    // a 503 through the error handler (see faults.ts), the next one gets a fresh connection.
    const onError = opts.onError ?? ((err: Error) => console.warn(`[db] 연결 오류: ${err.message}`));
    // an idle client's error reaches both listeners: said once
    const reported = new WeakSet<Error>();
    const report = (err: Error) => {
      if (reported.has(err)) return;
      reported.add(err);
      onError(err);
    };
    pool.on('error', (err) => report(err));
    pool.on('connect', (client) => client.on('error', (err) => report(err)));
    const db = withTransactionRetry(drizzlePg(pool, { schema }) as unknown as Db);
    return {
      db,
      kind: 'postgres',
      // Several processes may start together: one migrates, the others wait on the lock and then
      // find nothing left to apply.
      migrate: async (m = {}) => {
        const lockClient = await pool.connect();
        try {
          await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          // on the connection that holds the lock: with a pool of one the migrator waited for a
          // second connection that could never come
          await migratePg(drizzlePg(lockClient) as never, {
            migrationsFolder: m.migrationsFolder ?? MIGRATIONS_DIR,
            ...(m.migrationsSchema ? { migrationsSchema: m.migrationsSchema } : {}),
          });
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
          lockClient.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dataDir = embeddedDataDir(opts.dataDir);
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  // a folder is held by one process at a time (throws DataDirLockedError); memory:// is private to its PGlite
  const release = inMemory ? () => undefined : lockDataDir(dataDir);
  const client = opts.loadDataDir ? new PGlite(dataDir, { loadDataDir: opts.loadDataDir }) : new PGlite(dataDir);
  // a folder PGlite cannot open must not stay locked by this process
  if (!inMemory) {
    await client.waitReady.catch((err: unknown) => {
      release();
      throw err;
    });
  }
  const db = withTransactionRetry(drizzlePglite(client, { schema }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    migrate: (m = {}) => migratePglite(db as never, { migrationsFolder: m.migrationsFolder ?? MIGRATIONS_DIR }),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Opens from the environment: DATABASE_URL → PostgreSQL, else PGlite. */
export function openDatabaseFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<Database> {
  return openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.API_DATA_DIR || undefined });
}
