// PostgreSQL advisory-lock keys. A key is database-wide, so it includes the schema the connection
// uses: apps on one database in schemas of their own (the API tests: a schema per file) never
// hold each other's locks, while every process of one app (one schema) shares them.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client.js';

/** The key of `name` (e.g. `job:stale-orders`, `remote:mfe_shop`) within the current schema. */
export const schemaLockKey = (name: string): SQL => sql`hashtext(${`hanpan:${name}:`} || current_schema())`;

/**
 * Locks `names` for the rest of the transaction (pg_advisory_xact_lock: released at commit or
 * rollback), one after the other in the order given: a check-then-insert done under them (a daily
 * count, 'is this id taken') sees what a concurrent one committed, never the count before it.
 * Keep one order per kind of work; a transaction that also changes a balance locks the wallet
 * FIRST (lib/ledger.ts, LOCK ORDER), then these. (PGlite runs one transaction at a time: the
 * locks are then always free, the same code runs on both.)
 */
export async function lockNames(tx: Tx, ...names: string[]): Promise<void> {
  for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(${schemaLockKey(name)})`);
}
