// A small job runner: each job runs on its own interval; across several server processes on one
// PostgreSQL a job runs once at a time (pg_try_advisory_xact_lock on a connection held for the
// run; the others skip that tick). On the embedded PGlite (one process) a plain in-process timer.
// Jobs are written to be safe to run again (they only touch what is due), so a tick that another
// process just ran finds nothing to do.
// Every run is logged (info: it did something; debug: nothing to do, or another process held the
// lock; warn: it failed) and kept as this process's last run of the job (Runner.status, shown on
// /__versions). `npm run jobs -- <name>` runs one by hand through runJob, as a tick does.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { schemaLockKey } from '../db/advisory-lock.js';

export interface JobContext {
  db: Db;
  config: AppConfig;
  now: Date;
}

export interface Job {
  name: string;
  /** what it does, in Korean (the jobs command's list, /__versions) */
  title: string;
  /** how often to run (ms) */
  everyMs: number;
  /** returns a count of what it did (for the log) */
  run(ctx: JobContext): Promise<number>;
}

export interface JobLog {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  debug(obj: unknown, msg?: string): void;
}

/** A job's advisory lock, held by the process running it (the others skip that tick). */
export const jobLockKey = (name: string) => schemaLockKey(`job:${name}`);

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
  // a lock transaction that fails before answering (no connection: the database restarting) fails
  // the run; without this the run, and every run queued behind it, would wait for the lock forever
  let lockFailure: { err: unknown } | null = null;
  const holder = ctx.db
    .transaction(async (tx) => {
      const rows = (await tx.execute(sql`select pg_try_advisory_xact_lock(${jobLockKey(job.name)}) as ok`)) as unknown as { rows?: { ok: boolean }[] } | { ok: boolean }[];
      const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
      locked(Boolean(list[0]?.ok));
      if (list[0]?.ok) await released;
    })
    .catch((err: unknown) => {
      lockFailure = { err };
      locked(false);
    });
  try {
    if (await gotLock) outcome = { ran: true, count: await job.run(ctx) };
    else if (lockFailure) throw (lockFailure as { err: unknown }).err;
  } finally {
    release();
    await holder;
  }
  return outcome;
}

/** One run as the runner saw it: what it did (count), why it failed, or that another process held it. */
export type JobRun = { job: string; startedAt: Date; durationMs: number } & (
  | { outcome: 'done'; count: number }
  | { outcome: 'failed'; error: string }
  | { outcome: 'skipped' }
);

/** The cause an operator acts on: Drizzle's 'Failed query: …' wraps the driver's error, which names it. */
export function errorText(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; e instanceof Error && e.cause instanceof Error && depth < 5; depth++) e = e.cause;
  const code = (e as NodeJS.ErrnoException | null)?.code;
  const text = e instanceof Error ? e.message : String(e);
  return (code && !text.includes(code) ? `${text} (${code})` : text).slice(0, 500);
}

/**
 * Runs `job` now through runJobOnce (the advisory lock on PostgreSQL), logs the run and returns it;
 * never throws (a failure is the run's outcome).
 */
export async function runJob(job: Job, opts: { db: Db; config: AppConfig; kind: 'pglite' | 'postgres'; log: JobLog }): Promise<JobRun> {
  const startedAt = new Date();
  const t0 = performance.now();
  const took = () => Math.round(performance.now() - t0);
  try {
    const o = await runJobOnce(job, { db: opts.db, config: opts.config, now: startedAt }, opts.kind);
    const durationMs = took();
    if (!o.ran) {
      opts.log.debug({ job: job.name, durationMs }, 'job skipped: another process holds its lock');
      return { job: job.name, startedAt, durationMs, outcome: 'skipped' };
    }
    if (o.count > 0) opts.log.info({ job: job.name, count: o.count, durationMs }, 'job done');
    else opts.log.debug({ job: job.name, count: 0, durationMs }, 'job done: nothing to do');
    return { job: job.name, startedAt, durationMs, outcome: 'done', count: o.count };
  } catch (err) {
    const durationMs = took();
    opts.log.warn({ err, job: job.name, durationMs }, 'job failed');
    return { job: job.name, startedAt, durationMs, outcome: 'failed', error: errorText(err) };
  }
}

/** A job as this process runs it: its last run, when it runs next, whether it is running now. */
export interface JobStatus {
  name: string;
  title: string;
  everyMs: number;
  /** null: not run in this process yet */
  last: JobRun | null;
  /** this process's next scheduled run (null once stopped) */
  nextDueAt: Date | null;
  /** running since (runs go one at a time: a run that never ends holds back the others) */
  runningSince: Date | null;
  /** waiting behind another job's run */
  queued: boolean;
}

export interface Runner {
  stop(): Promise<void>;
  /** runs every job once now (tests, start-up) */
  tick(): Promise<void>;
  /** every job's last run and next due time in this process, in list order */
  status(): JobStatus[];
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
  const timers = new Map<string, NodeJS.Timeout>();
  const nextDue = new Map<string, number>();
  const last = new Map<string, JobRun>();
  const running = new Map<string, Date>();
  const queued = new Set<string>();
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;
  const enqueue = (job: Job): Promise<void> => {
    if (stopped || queued.has(job.name)) return chain;
    queued.add(job.name);
    chain = chain.then(async () => {
      try {
        if (stopped) return;
        running.set(job.name, new Date());
        const run = await runJob(job, opts);
        last.set(job.name, run);
        // a failed run may have changed members before it failed (one member's error stops no other's)
        if (run.outcome === 'failed' || (run.outcome === 'done' && run.count > 0)) opts.onChange?.();
      } finally {
        running.delete(job.name);
        queued.delete(job.name);
      }
    });
    return chain;
  };
  // fixed rate from the first run; after a pause (a suspended machine) the next is one period on, not a burst
  const schedule = (job: Job, at: number) => {
    nextDue.set(job.name, at);
    const timer = setTimeout(
      () => {
        const next = Math.max(at + job.everyMs, Date.now() + 1_000);
        if (!stopped) schedule(job, next);
        void enqueue(job);
      },
      Math.max(0, at - Date.now()),
    );
    timers.set(job.name, timer.unref());
  };
  const started = Date.now();
  for (const job of jobs) schedule(job, started + (opts.firstDelayMs ?? 2_000));
  return {
    async stop() {
      stopped = true;
      for (const t of timers.values()) clearTimeout(t);
      nextDue.clear();
      await chain;
    },
    async tick() {
      for (const job of jobs) await enqueue(job);
    },
    status() {
      return jobs.map((job) => {
        const due = nextDue.get(job.name);
        return {
          name: job.name,
          title: job.title,
          everyMs: job.everyMs,
          last: last.get(job.name) ?? null,
          nextDueAt: due === undefined ? null : new Date(due),
          runningSince: running.get(job.name) ?? null,
          queued: queued.has(job.name) && !running.has(job.name),
        };
      });
    },
  };
}

/** '5분마다', '1시간마다'. */
export function periodText(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}시간마다`;
  if (ms % 60_000 === 0) return `${ms / 60_000}분마다`;
  return `${ms / 1000}초마다`;
}

/** A run's result in a few Korean words (the jobs command's line, /__versions). */
export function outcomeText(run: JobRun): string {
  switch (run.outcome) {
    case 'done':
      return run.count > 0 ? `${run.count}건 처리` : '처리할 것 없음';
    case 'skipped':
      return '건너뜀 — 다른 프로세스가 실행 중';
    case 'failed':
      return `실패: ${run.error}`;
  }
}

/** '0.4초'. */
export const secondsText = (ms: number) => `${(ms / 1000).toFixed(1)}초`;
