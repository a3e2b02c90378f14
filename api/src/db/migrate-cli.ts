// npm run db:migrate: applies api/drizzle to the configured database (PostgreSQL: under an
// advisory lock, so processes or deploy jobs starting together do not race) and exits. A database
// it cannot reach (or a folder another server holds) is said in one line, as the server says it;
// so is a DATABASE_URL the server would refuse (checked as config.ts checks it, no secret needed).
import { checkDatabaseUrl } from '../config.js';
import { runDatabaseCommand } from '../startup-failure.js';
import { openDatabaseFromEnv } from './client.js';

await runDatabaseCommand('마이그레이션 실패', async () => {
  checkDatabaseUrl(process.env.DATABASE_URL);
  const database = await openDatabaseFromEnv();
  try {
    await database.migrate();
    console.log(`마이그레이션 완료 (${database.kind})`);
  } finally {
    await database.close();
  }
});
