// PostgreSQL advisory-lock keys. A key is database-wide, so it includes the schema the connection
// uses: apps on one database in schemas of their own (the API tests: a schema per file) never
// hold each other's locks, while every process of one app (one schema) shares them.
import { sql, type SQL } from 'drizzle-orm';

/** The key of `name` (e.g. `job:stale-orders`, `remote:mfe_shop`) within the current schema. */
export const schemaLockKey = (name: string): SQL => sql`hashtext(${`hanpan:${name}:`} || current_schema())`;
