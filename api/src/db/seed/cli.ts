// npm run db:seed -w api — the demo: migrates the configured database and seeds the demo members
// (their password is public) with the catalogue; refuses to seed twice. In production
// (NODE_ENV=production) it refuses unless demo mode is on (DEMO=1: the server's rule, config.ts
// modeOf), in one line, before anything is opened; a production portal's catalogue alone is
// `npm run db:catalog -w api`.
import { modeOf } from '../../config.js';
import { runOnMigratedDatabase } from './command.js';
import { hasCatalog, isSeeded, seedAll } from './index.js';

const mode = modeOf(process.env);
if (mode.production && !mode.demo) {
  console.error(
    '시드 거절: 운영(NODE_ENV=production)에는 데모 회원(공개된 비밀번호)을 넣지 않습니다 — 상품 카탈로그만 넣으려면 npm run db:catalog -w api, 데모 설치일 때만 DEMO=1을 주세요.',
  );
  process.exitCode = 1;
} else {
  await runOnMigratedDatabase('시드 실패', async (database) => {
    if (await isSeeded(database.db)) {
      console.log('이미 시드 데이터가 있습니다 (members 테이블이 비어 있지 않음). 건너뜁니다.');
    } else if (await hasCatalog(database.db)) {
      console.error('시드 거절: 카탈로그가 이미 있는 데이터베이스입니다 (npm run db:catalog). 데모 시드는 빈 데이터베이스에만 넣습니다.');
      process.exitCode = 1;
    } else {
      const ctx = await seedAll(database.db);
      console.log(`시드 완료: 회원 ${Object.keys(ctx.members).length}명 (${database.kind})`);
    }
  });
}
