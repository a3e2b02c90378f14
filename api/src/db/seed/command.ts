// What db:seed and db:catalog share: the configuration read as the server reads it (a bad
// DATABASE_URL: one line), the database opened and migrated, the command's work, the database
// closed; a database it cannot reach (or a folder another server holds) said in one line, exit 1,
// as db:migrate says it.
import { loadConfig } from '../../config.js';
import { withLocalSecrets } from '../../lib/localSecrets.js';
import { runDatabaseCommand } from '../../startup-failure.js';
import { openDatabase, type Database } from '../client.js';

export function runOnMigratedDatabase(failed: string, work: (database: Database) => Promise<void>): Promise<void> {
  return runDatabaseCommand(failed, async () => {
    const config = loadConfig(withLocalSecrets(process.env));
    const database = await openDatabase({ databaseUrl: config.databaseUrl ?? undefined, dataDir: config.dataDir ?? undefined });
    try {
      await database.migrate();
      await work(database);
    } finally {
      await database.close();
    }
  });
}
