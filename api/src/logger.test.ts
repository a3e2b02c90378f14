// The server's logger: a PostgreSQL connection the database ends is one JSON warn line
// (event db_connection_error), not a plain-text line on stderr, and the process keeps serving.
// A failed query is logged with its SQL and stack but never the values it ran with (QA: a sign-up's
// password hash and login id, a session id's hash were in the error lines).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Db } from './db/client.js';
import { members } from './db/schema/index.js';
import { runJob } from './jobs/runner.js';
import { errorWithoutValues, logDbConnectionErrors } from './logger.js';
import { captureLog, LEVEL, type LogLine } from './test/log-capture.js';
import { createTestApp } from './test/harness.js';

const url = process.env.TEST_DATABASE_URL;

describe('server logger', () => {
  it('a database connection error is one warn line with the error', () => {
    const log = captureLog('info');
    logDbConnectionErrors(log.logger)(new Error('terminating connection due to administrator command'));
    const lines = log.lines();
    assert.equal(lines.length, 1);
    assert.equal(lines[0].level, LEVEL.warn);
    assert.equal(lines[0].event, 'db_connection_error');
    assert.equal((lines[0].err as { message?: string }).message, 'terminating connection due to administrator command');
  });

  it('PostgreSQL: an idle pooled connection the server terminates is logged through onError, and the next query works', { skip: !url && 'PostgreSQL only (TEST_DATABASE_URL)' }, async () => {
    const log = captureLog('info');
    const applicationName = `hanpan-logger-test-${randomBytes(4).toString('hex')}`;
    const database = await openDatabase({ databaseUrl: url, poolSize: 1, applicationName, onError: logDbConnectionErrors(log.logger) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await database.db.execute(sql`select 1`); // one connection, now idle in the pool
      const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
      assert.equal(killed.rowCount, 1);
      for (let i = 0; i < 50 && log.lines().length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      const [line] = log.lines();
      assert.ok(line, 'a line for the terminated connection');
      assert.equal(line.level, LEVEL.warn);
      assert.equal(line.event, 'db_connection_error');
      // (the pool and the connection both report an idle connection's error: one line)
      await new Promise((r) => setTimeout(r, 200));
      assert.equal(log.lines().length, 1);
      await database.db.execute(sql`select 1`);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});

describe('a failed query in the log: its SQL and stack, never its values', () => {
  // a sign-up's values: what QA found in the error lines
  const HASH = 'scrypt$16384$8$1$bG9nLXRlc3Qtc2FsdA$c2VjcmV0LWhhc2gtdGhhdC1tdXN0LW5vdC1sZWFr';
  const LOGIN_ID = 'leakcheck01';
  /** An insert the database refuses (no nickname: NOT NULL), bound with the hash and the id. */
  const failingInsert = (db: Db) =>
    db.insert(members).values({ memberNo: 99_999_001, loginId: LOGIN_ID, passwordHash: HASH, nickname: null as unknown as string });

  function assertWithoutValues(line: LogLine | undefined, text: string) {
    assert.ok(line, 'the error line');
    for (const value of [HASH, 'bG9nLXRlc3Qtc2FsdA', 'c2VjcmV0LWhhc2gtdGhhdC1tdXN0', LOGIN_ID, '99999001']) assert.ok(!text.includes(value), `${value} in the log: ${text}`);
    const err = line.err as { message: string; stack: string; query?: string; params?: unknown; detail?: unknown };
    assert.match(err.message, /^Failed query: insert into "members"/);
    assert.doesNotMatch(err.message, /params:/);
    // the cause the operator acts on stays: the database's own message
    assert.match(err.message, /null value in column "nickname"/);
    assert.match(String(err.query), /insert into "members"/);
    assert.equal(err.params, undefined);
    assert.equal(err.detail, undefined);
    // the stack stays (where it failed), with its cause's
    assert.match(err.stack, /^Error: Failed query: insert into "members"[^\n]*\n\s+at /);
    assert.match(err.stack, /caused by: /);
  }

  it("a request's unhandled error (the 500): logged without the query's values, the answer unchanged", async () => {
    const log = captureLog('info');
    const t = await createTestApp({
      logger: log.logger,
      register: async (app, db) => {
        app.get('/api/test/failing-query', async () => {
          await failingInsert(db);
          return {};
        });
      },
    });
    try {
      const r = await (await t.guest()).get('/api/test/failing-query');
      assert.equal(r.statusCode, 500);
      assert.equal(r.env.header.resultMessage, '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.');
      const line = log.lines().find((l) => l.msg === 'unhandled error');
      assert.equal(line?.level, LEVEL.error);
      assertWithoutValues(line, log.text());
    } finally {
      await t.close();
    }
  });

  it("a job's error: logged the same way", async () => {
    const log = captureLog('info');
    const t = await createTestApp();
    try {
      const run = await runJob(
        { name: 'leak-check', title: '시험', everyMs: 60_000, run: async ({ db }) => (await failingInsert(db), 1) },
        { db: t.db, config: t.config, kind: t.databaseUrl ? 'postgres' : 'pglite', log: log.logger },
      );
      assert.equal(run.outcome, 'failed');
      const line = log.lines().find((l) => l.msg === 'job failed');
      assert.equal(line?.level, LEVEL.warn);
      assertWithoutValues(line, log.text());
    } finally {
      await t.close();
    }
  });

  it("a value the database refused for its type (SQLSTATE class 22) is not quoted from the database's message", async () => {
    const log = captureLog('info');
    const t = await createTestApp();
    try {
      const secret = 'leak-2c9e7';
      const run = await runJob(
        { name: 'leak-check', title: '시험', everyMs: 60_000, run: async ({ db }) => (await db.execute(sql`select ${secret}::integer`), 1) },
        { db: t.db, config: t.config, kind: t.databaseUrl ? 'postgres' : 'pglite', log: log.logger },
      );
      assert.equal(run.outcome, 'failed');
      assert.ok(!log.text().includes(secret), log.text());
      const err = log.lines().find((l) => l.msg === 'job failed')?.err as { message: string; stack: string };
      assert.match(err.message, /invalid input syntax for type integer: "…"/);
      assert.match(err.stack, /invalid input syntax for type integer: "…"/);
    } finally {
      await t.close();
    }
  });

  it('the copy for the log leaves the error itself as it was (the error handler still reads it)', async () => {
    const t = await createTestApp();
    try {
      const err = (await failingInsert(t.db).catch((e: unknown) => e)) as Error & { params: unknown[]; cause: { detail?: string } };
      const copy = errorWithoutValues(err as never);
      assert.ok(err.message.includes(HASH) && err.params.includes(HASH));
      assert.ok(copy instanceof Error, 'still an Error (its type is logged)');
      assert.ok(!copy.message.includes(HASH) && !String(copy.stack).includes(HASH) && !('params' in copy));
      assert.equal((copy.cause as { params?: unknown }).params, undefined);
      assert.equal((copy.cause as { detail?: unknown }).detail, undefined);
      // (the row as PostgreSQL reports it: the id, the hash cut short)
      assert.ok(err.cause.detail?.includes(LOGIN_ID) && err.cause.detail.includes('bG9nLXRlc3Qtc2FsdA'), 'the database said the failing row');
    } finally {
      await t.close();
    }
  });
});
