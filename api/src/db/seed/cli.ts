// npm run db:seed -w api — migrates and seeds the configured database (refuses to seed twice). A
// database it cannot reach (or a folder another server holds) is said in one line, exit 1, as
// db:migrate says it.
import { runDatabaseCommand } from '../../startup-failure.js';
import { openDatabaseFromEnv } from '../client.js';
import { isSeeded, seedAll } from './index.js';

await runDatabaseCommand('시드 실패', async () => {
  const database = await openDatabaseFromEnv();
  try {
    await database.migrate();
    if (await isSeeded(database.db)) {
      console.log('이미 시드 데이터가 있습니다 (members 테이블이 비어 있지 않음). 건너뜁니다.');
    } else {
      const ctx = await seedAll(database.db);
      console.log(`시드 완료: 회원 ${Object.keys(ctx.members).length}명 (${database.kind})`);
    }
  } finally {
    await database.close();
  }
});
