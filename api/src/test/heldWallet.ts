// PostgreSQL-only tests of the lock order: a member's wallet held by another transaction (as a
// payment's completing transaction holds it), and the requests that queue behind it.
import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { wallets } from '../db/schema/index.js';
import { rowsOf } from '../ops/health.js';

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface HeldWallet {
  /** Waits until `n` sessions wait behind the hold, directly or behind one that waits for it (a row's second waiter names the first as its blocker); fails after 5 s. */
  queued(n: number): Promise<void>;
  /** Lets the hold's transaction end. */
  release(): Promise<void>;
}

/** Holds `memberId`'s wallet (FOR UPDATE) in a transaction of its own until `release()`: settles once it is held. */
export async function holdWallet(db: Db, memberId: number): Promise<HeldWallet> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  let holder = 0;
  const done = db.transaction(async (tx) => {
    const pid = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
    await tx.select().from(wallets).where(eq(wallets.memberId, memberId)).for('update');
    holder = pid;
    await held;
  });
  while (holder === 0) await pause(10);
  return {
    async queued(n) {
      for (let i = 0; i < 200; i++) {
        const [{ count }] = rowsOf<{ count: number }>(
          await db.execute(
            sql`with recursive w(pid) as (select pid from pg_stat_activity where ${holder} = any(pg_blocking_pids(pid)) union select a.pid from pg_stat_activity a join w on w.pid = any(pg_blocking_pids(a.pid))) select count(*)::int as count from w`,
          ),
        );
        if (count >= n) return;
        await pause(25);
      }
      assert.fail(`${n} request(s) never queued behind the held wallet`);
    },
    async release() {
      letGo();
      await done;
    },
  };
}
