// npm run db:migrate: applies api/drizzle to the configured database (PostgreSQL: under an
// advisory lock, so processes or deploy jobs starting together do not race) and exits.
import { openDatabaseFromEnv } from './client.js';

const database = await openDatabaseFromEnv();
try {
  await database.migrate();
  console.log(`마이그레이션 완료 (${database.kind})`);
} finally {
  await database.close();
}
