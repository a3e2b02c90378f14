// E2E seed helper: a new member in a demo account's state (memberships, bankbook, VIP payments,
// pet shop, over-money store, PC-bang address, event targeting …), so a test that uses up a state once (a benefit
// claimed, a bankbook used, a membership changed) gets its own copy and a second run against the
// same portal starts the same way. Every row of every table keyed by `member_id` is copied in one
// transaction; ids the copies point to (orders, Plus memberships) are mapped to the new rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/** Columns that point to another member-owned row, and the table of that row. */
const REFERENCES: Record<string, string> = { order_id: 'orders', membership_id: 'plus_memberships', option_membership_id: 'plus_memberships' };
/** Copied first: the rows the others point to. */
const FIRST = ['orders', 'plus_memberships'];
/** Per-login state that must not be shared (a session is the template's own); a ranking row is the championship's (a copy would rank twice). */
const SKIP = new Set(['sessions', 'idempotency_keys', 'hpc_rankings']);

interface Column {
  table_name: string;
  column_name: string;
  is_identity: string;
  column_default: string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const id = (name: string): SQL => sql`${sql.identifier(name)}`;
const list = (parts: SQL[]) => sql.join(parts, sql`, `);

async function columnsByTable(tx: Tx): Promise<Map<string, Column[]>> {
  const cols = rowsOf<Column>(
    await tx.execute(sql`SELECT table_name, column_name, is_identity, column_default FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`),
  );
  const out = new Map<string, Column[]>();
  for (const c of cols) out.set(c.table_name, [...(out.get(c.table_name) ?? []), c]);
  return out;
}

const generated = (c: Column) => c.is_identity === 'YES' || (c.column_default ?? '').startsWith('nextval(');

export interface ClonedMember {
  loginId: string;
  memberNo: number;
}

/** Copies the member `templateLoginId` (and everything it owns) as `loginId`. Null: no such template. */
export async function cloneMember(db: Db, templateLoginId: string, loginId: string): Promise<ClonedMember | null> {
  return db.transaction(async (tx) => {
    const [template] = rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM members WHERE login_id = ${templateLoginId} ORDER BY id LIMIT 1`));
    if (!template) return null;
    const tables = await columnsByTable(tx);

    const memberCols = (tables.get('members') ?? []).filter((c) => c.column_name !== 'id');
    const memberValues = memberCols.map((c) =>
      c.column_name === 'member_no' ? sql`nextval('member_no_seq')` : c.column_name === 'login_id' ? sql`${loginId}` : c.column_name === 'staff_since' ? sql`NULL` : id(c.column_name),
    );
    const [created] = rowsOf<{ id: number; member_no: number }>(
      await tx.execute(
        sql`INSERT INTO members (${list(memberCols.map((c) => id(c.column_name)))}) SELECT ${list(memberValues)} FROM members WHERE id = ${template.id} RETURNING id, member_no`,
      ),
    );
    const newId = created!.id;

    const owned = [...tables.keys()].filter((t) => t !== 'members' && !SKIP.has(t) && tables.get(t)!.some((c) => c.column_name === 'member_id'));
    owned.sort((a, b) => (FIRST.includes(b) ? 1 : 0) - (FIRST.includes(a) ? 1 : 0) || FIRST.indexOf(a) - FIRST.indexOf(b));
    const idMaps = new Map<string, Map<number, number>>();

    for (const table of owned) {
      const cols = tables.get(table)!;
      const idCol = cols.find((c) => c.column_name === 'id');
      // a key of its own that is not generated (e.g. a token): not a copyable row
      if (idCol && !generated(idCol)) continue;
      const copied = cols.filter((c) => !generated(c));
      const value = (c: Column, remap: Record<string, number>): SQL => {
        if (c.column_name === 'member_id') return sql`${newId}`;
        if (c.column_name in remap) return sql`${remap[c.column_name]}`;
        if (table === 'orders' && c.column_name === 'order_no') return sql`order_no || ${`-C${newId}`}`;
        return id(c.column_name);
      };
      const refCols = copied.filter((c) => REFERENCES[c.column_name]);
      if (!idCol && refCols.length === 0) {
        await tx.execute(sql`INSERT INTO ${id(table)} (${list(copied.map((c) => id(c.column_name)))}) SELECT ${list(copied.map((c) => value(c, {})))} FROM ${id(table)} WHERE member_id = ${template.id}`);
        continue;
      }
      // row by row: keep the new id of each copy, point references to the copied rows
      const keys = idCol ? 'id' : 'member_id';
      const rows = rowsOf<Record<string, number | null>>(
        await tx.execute(sql`SELECT ${list([id(keys), ...refCols.map((c) => id(c.column_name))])} FROM ${id(table)} WHERE member_id = ${template.id} ORDER BY ${id(keys)}`),
      );
      const map = new Map<number, number>();
      for (const row of rows) {
        const remap: Record<string, number> = {};
        for (const c of refCols) {
          const old = row[c.column_name];
          const mapped = old == null ? undefined : idMaps.get(REFERENCES[c.column_name]!)?.get(Number(old));
          if (mapped !== undefined) remap[c.column_name] = mapped;
        }
        const where = idCol ? sql`id = ${row.id}` : sql`member_id = ${template.id}`;
        const inserted = rowsOf<{ id?: number }>(
          await tx.execute(
            sql`INSERT INTO ${id(table)} (${list(copied.map((c) => id(c.column_name)))}) SELECT ${list(copied.map((c) => value(c, remap)))} FROM ${id(table)} WHERE ${where} ${idCol ? sql`RETURNING id` : sql``}`,
          ),
        );
        if (idCol && inserted[0]?.id !== undefined) map.set(Number(row.id), Number(inserted[0].id));
      }
      idMaps.set(table, map);
    }
    // the 받기 허용 list is keyed by owner_id (not member_id): the copy allows the members the template allows
    await tx.execute(
      sql`INSERT INTO transfer_permissions (owner_id, allowed_member_id, created_at) SELECT ${newId}, allowed_member_id, created_at FROM transfer_permissions WHERE owner_id = ${template.id}`,
    );
    // events target members by number (portal_events.target_member_nos): the copy is a target where
    // the template is (a goldbox a test opens is the copy's own, the template keeps its invitation)
    const [templateNo] = rowsOf<{ member_no: number }>(await tx.execute(sql`SELECT member_no FROM members WHERE id = ${template.id}`));
    await tx.execute(
      sql`UPDATE portal_events SET target_member_nos = target_member_nos || to_jsonb(${Number(created!.member_no)}::int) WHERE target_member_nos @> to_jsonb(${Number(templateNo!.member_no)}::int)`,
    );
    return { loginId, memberNo: Number(created!.member_no) };
  });
}
