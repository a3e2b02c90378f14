// An empty database of a test's own, as an operator's command first meets it: a PGlite folder, or
// with TEST_DATABASE_URL a new PostgreSQL database (commands run in production mode), removed afterwards.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { databaseUrlOf } from './databaseUrl.js';

const pgUrl = process.env.TEST_DATABASE_URL;

export interface EmptyDatabase {
  /** How the commands reach the database (PostgreSQL: in production mode, as an operator runs them). */
  env: Record<string, string>;
  /** The database opened by the test itself (close it before the next command on PGlite: one process holds the folder). */
  open(): Promise<Database>;
  /** Rows per table. */
  rows(tables: Record<string, PgTable>): Promise<Record<string, number>>;
  /** Whether anything was written at all: a PGlite folder, a table in any schema of the PostgreSQL database. */
  touched(): Promise<boolean>;
}

/** An empty database for one test, removed afterwards. */
export async function withEmptyDatabase(fn: (t: EmptyDatabase) => Promise<void>): Promise<void> {
  const rowsOf = async (open: () => Promise<Database>, tables: Record<string, PgTable>) => {
    const database = await open();
    try {
      const out: Record<string, number> = {};
      for (const [name, table] of Object.entries(tables)) out[name] = (await database.db.select({ n: count() }).from(table))[0]?.n ?? -1;
      return out;
    } finally {
      await database.close();
    }
  };
  if (!pgUrl) {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hanpan-cli-'));
    const dir = path.join(root, 'db');
    try {
      const open = () => openDatabase({ dataDir: dir });
      await fn({ env: { API_DATA_DIR: dir }, open, rows: (tables) => rowsOf(open, tables), touched: async () => fs.existsSync(dir) });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
    return;
  }
  const name = `hanpan_cli_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = databaseUrlOf(pgUrl, name);
  const open = () => openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await fn({
      env: { NODE_ENV: 'production', DATABASE_URL: url },
      open,
      rows: (tables) => rowsOf(open, tables),
      touched: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          const res = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`);
          return res.rows[0]!.n > 0;
        } finally {
          await client.end();
        }
      },
    });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
}

