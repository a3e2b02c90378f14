// Seeds a fresh database: the demo (npm run db:seed -w api, and automatically on first start in
// demo mode when empty), or the product catalogue alone (npm run db:catalog -w api, production).
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../client.js';
import { games, members } from '../schema/index.js';
import type { SeedContext } from './context.js';
import { seedMembers } from './members.js';
import { seedCatalog, seedProductCatalog } from './catalog.js';
import { seedMemberData } from './member-data.js';
import { seedPart2 } from './part2.js';
import { seedVip } from './vip.js';
import { seedPlus } from './plus.js';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  return (row?.n ?? 0) > 0;
}

/** Whether the product catalogue is there (the games table is not empty). */
export async function hasCatalog(db: DbOrTx): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(games);
  return (row?.n ?? 0) > 0;
}

/** The product catalogue alone, in one transaction: no member, no demo maintenance, no PC-bang demo address. */
export async function loadCatalog(db: Db, now = new Date()): Promise<void> {
  await db.transaction((tx) => seedProductCatalog(tx, now));
}

export async function seedAll(db: Db, now = new Date()): Promise<SeedContext> {
  return db.transaction((tx) => seedInto(tx, now));
}

/** The demo data as of `now`, inside the caller's transaction (seed-dates.test.ts seeds other days and rolls back). */
export async function seedInto(tx: Tx, now: Date): Promise<SeedContext> {
  await seedCatalog(tx, now);
  const ctx: SeedContext = { members: await seedMembers(tx), now };
  await seedMemberData(tx, ctx);
  await seedPart2(tx, ctx);
  await seedVip(tx, ctx);
  await seedPlus(tx, ctx);
  return ctx;
}
