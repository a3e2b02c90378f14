// npm run db:catalog -w api (a production install: node api/dist/catalog.js) — migrates the
// configured database and loads the product catalogue alone: games and their channels, shop and
// Plus products, collection books, banners, FAQ. No member, none of the demo's maintenances or
// PC-bang addresses: what a production portal needs to sell and show. Only into a database without
// a catalogue (the games table empty); otherwise one line and exit 0, as db:seed says 'already
// seeded'.
import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import { runOnMigratedDatabase } from './command.js';
import { banners, channels, collectionBooks, faqArticles, games, plusProducts, shopProducts } from '../schema/index.js';
import { hasCatalog, loadCatalog } from './index.js';

const rows = async (db: Db, table: typeof games | typeof channels | typeof shopProducts | typeof plusProducts | typeof collectionBooks | typeof banners | typeof faqArticles) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

await runOnMigratedDatabase('카탈로그 적재 실패', async (database) => {
  if (await hasCatalog(database.db)) {
    console.log('이미 카탈로그가 있습니다 (games 테이블이 비어 있지 않음). 건너뜁니다.');
    return;
  }
  await loadCatalog(database.db);
  const db = database.db;
  console.log(
    `카탈로그 적재 완료 (${database.kind}): 게임 ${await rows(db, games)}, 채널 ${await rows(db, channels)}, 상점 상품 ${await rows(db, shopProducts)}, ` +
      `Plus 상품 ${await rows(db, plusProducts)}, 컬렉션북 ${await rows(db, collectionBooks)}, 배너 ${await rows(db, banners)}, FAQ ${await rows(db, faqArticles)}건`,
  );
});
