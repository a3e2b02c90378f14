// npm run db:migrate: applies api/drizzle to the configured database (PostgreSQL: under an
// advisory lock, so processes or deploy jobs starting together do not race) and exits. A database
// it cannot reach (or a folder another server holds) is said in one line, as the server says it.
import { startupFailure } from '../startup-failure.js';
import { openDatabaseFromEnv } from './client.js';

try {
  const database = await openDatabaseFromEnv();
  try {
    await database.migrate();
    console.log(`마이그레이션 완료 (${database.kind})`);
  } finally {
    await database.close();
  }
} catch (e) {
  const line = startupFailure(e);
  if (line === null) throw e;
  console.error(line.replace('시작 실패', '마이그레이션 실패'));
  process.exitCode = 1;
}
