// The PostgreSQL test template of a `--pg` run (scripts/run-tests.mjs): one database migrated and
// seeded once; each test file copies it (CREATE DATABASE … TEMPLATE, ~0.3 s) instead of migrating
// and seeding a schema of its own (1.5–2 s a file).
//   template-pg.ts create <name> | drop <name>    (TEST_DATABASE_URL: the server to use)
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seedAll } from '../db/seed/index.js';
import { databaseUrlOf } from './databaseUrl.js';

const [command, name] = process.argv.slice(2);
const url = process.env.TEST_DATABASE_URL;
if (!url || !name || (command !== 'create' && command !== 'drop')) throw new Error('usage: TEST_DATABASE_URL=… template-pg.ts create|drop <name>');
const admin = new pg.Client({ connectionString: url });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  if (command === 'create') {
    await admin.query(`CREATE DATABASE "${name}"`);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(url, name), poolSize: 2 });
    try {
      await database.migrate();
      await seedAll(database.db);
    } finally {
      await database.close();
    }
  }
} finally {
  await admin.end();
}
