// Counts every INSERT/UPDATE/DELETE statement on every table of the current schema (statement
// triggers into one counter row): a read that writes anything moves the counter.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

export async function installWriteAudit(db: Db): Promise<void> {
  await db.execute(sql.raw(`create table if not exists write_audit (n bigint not null)`));
  await db.execute(sql.raw(`insert into write_audit (n) select 0 where not exists (select 1 from write_audit)`));
  await db.execute(sql.raw(`create or replace function bump_write_audit() returns trigger language plpgsql as $$ begin update write_audit set n = n + 1; return null; end $$`));
  const res = (await db.execute(
    sql.raw(`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('write_audit', '__drizzle_migrations')`),
  )) as unknown as { rows: { table_name: string }[] };
  for (const { table_name: t } of res.rows) {
    await db.execute(sql.raw(`drop trigger if exists wa_${t} on "${t}"`));
    await db.execute(sql.raw(`create trigger wa_${t} after insert or update or delete on "${t}" for each row execute function bump_write_audit()`));
  }
}

export async function writeCount(db: Db): Promise<number> {
  const res = (await db.execute(sql.raw(`select n from write_audit`))) as unknown as { rows: { n: string | number }[] };
  return Number(res.rows[0]?.n ?? 0);
}
