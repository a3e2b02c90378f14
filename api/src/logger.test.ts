// The server's logger: a PostgreSQL connection the database ends is one JSON warn line
// (event db_connection_error), not a plain-text line on stderr, and the process keeps serving.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from './db/client.js';
import { logDbConnectionErrors } from './logger.js';
import { captureLog, LEVEL } from './test/log-capture.js';

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
      await database.db.execute(sql`select 1`);
    } finally {
      await admin.end();
      await database.close();
    }
  });
});
