// Seeds a fresh database (npm run db:seed -w api, and automatically on first start when empty).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.js';
import { members } from '../schema/index.js';
import type { SeedContext } from './context.js';
import { seedMembers } from './members.js';
import { seedCatalog } from './catalog.js';
import { seedMemberData } from './member-data.js';
import { seedPart2 } from './part2.js';
import { seedVip } from './vip.js';
import { seedPlus } from './plus.js';

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(members);
  return (row?.n ?? 0) > 0;
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
