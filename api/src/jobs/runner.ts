// A small job runner: each job runs on its own interval; across several server processes on one
// PostgreSQL a job runs once at a time (pg_try_advisory_xact_lock on a connection held for the
// run; the others skip that tick). On the embedded PGlite (one process) a plain in-process timer.
// Jobs are written to be safe to run again (they only touch what is due), so a tick that another
// process just ran finds nothing to do.
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';

export interface JobContext {
  db: Db;
  config: AppConfig;
  now: Date;
}

export interface Job {
  name: string;
  /** how often to run (ms) */
  everyMs: number;
  /** returns a count of what it did (for the log) */
  run(ctx: JobContext): Promise<number>;
}

export interface JobLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
}

/** Stable 32-bit key of a job name for pg advisory locks. */
export function lockKey(name: string): number {
  let h = 0x811c9dc5;
  for (const c of `hanpan-job:${name}`) h = Math.imul(h ^ c.charCodeAt(0), 0x01000193);
  return h | 0;
}

export type RunOutcome = { ran: true; count: number } | { ran: false };

/**
 * Runs one job now unless another process holds it. PostgreSQL: the lock lives in a transaction
 * on one pooled connection while the job runs its own short transactions on the others.
 */
export async function runJobOnce(job: Job, ctx: JobContext, kind: 'pglite' | 'postgres'): Promise<RunOutcome> {
  if (kind === 'pglite') return { ran: true, count: await job.run(ctx) };
  let outcome: RunOutcome = { ran: false };
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let locked!: (ok: boolean) => void;
  const gotLock = new Promise<boolean>((r) => (locked = r));
  const holder = ctx.db.transaction(async (tx) => {
    const rows = (await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKey(job.name)}) as ok`)) as unknown as { rows?: { ok: boolean }[] } | { ok: boolean }[];
    const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
    locked(Boolean(list[0]?.ok));
    if (list[0]?.ok) await released;
  });
  try {
    if (await gotLock) outcome = { ran: true, count: await job.run(ctx) };
  } finally {
    release();
    await holder.catch(() => undefined);
  }
  return outcome;
}

export interface Runner {
  stop(): Promise<void>;
  /** runs every job once now (tests, start-up) */
  tick(): Promise<void>;
}

/**
 * Starts the timers. Runs are queued one at a time in this process: a run on PostgreSQL holds one
 * pooled connection for its lock while its work uses others, so runs side by side could take the
 * whole pool.
 */
export function startJobs(
  jobs: Job[],
  // onChange: a job changed something (the server drops its member read cache)
  opts: { db: Db; config: AppConfig; kind: 'pglite' | 'postgres'; log: JobLog; firstDelayMs?: number; onChange?: () => void },
): Runner {
  const timers: NodeJS.Timeout[] = [];
  const queued = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const enqueue = (job: Job): Promise<void> => {
    if (stopped || queued.has(job.name)) return chain;
    queued.add(job.name);
    chain = chain.then(async () => {
      try {
        if (stopped) return;
        const o = await runJobOnce(job, { db: opts.db, config: opts.config, now: new Date() }, opts.kind);
        if (o.ran && o.count > 0) {
          opts.onChange?.();
          opts.log.info({ job: job.name, count: o.count }, 'job done');
        }
      } catch (err) {
        opts.log.warn({ err, job: job.name }, 'job failed');
      } finally {
        queued.delete(job.name);
      }
    });
    return chain;
  };
  for (const job of jobs) {
    timers.push(setTimeout(() => void enqueue(job), opts.firstDelayMs ?? 2_000).unref());
    timers.push(setInterval(() => void enqueue(job), job.everyMs).unref());
  }
  return {
    async stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      await chain;
    },
    async tick() {
      for (const job of jobs) await enqueue(job);
    },
  };
}
