// The seed commands as an operator runs them, each against an empty database of its own (a PGlite
// folder; with TEST_DATABASE_URL a PostgreSQL database, in production mode): `db:seed` refuses the
// demo members in production unless DEMO=1 and writes nothing, not even the migrations;
// `db:catalog` loads the product catalogue alone (no member, no demo maintenance, no PC-bang demo
// address) and refuses a database that has one; the demo seed keeps its maintenances and PC-bang
// addresses.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  banners,
  channels,
  collectionBooks,
  faqArticles,
  faqCategories,
  games,
  maintenances,
  members,
  pcBangIps,
  plusProducts,
  shopProducts,
  wallets,
} from '../schema/index.js';
import { GAMES, TIERS } from '../../domains/games/catalog.js';
import { withEmptyDatabase } from '../../test/emptyDatabase.js';
import { runEntry } from '../../test/entry.js';
import { FAQ } from './faq-data.js';
import { PLUS_PRODUCTS, SHOP_PRODUCTS } from './catalog.js';

const REFUSED = '시드 거절: 운영(NODE_ENV=production)에는 데모 회원(공개된 비밀번호)을 넣지 않습니다 — 상품 카탈로그만 넣으려면 npm run db:catalog -w api, 데모 설치일 때만 DEMO=1을 주세요.';
const CATALOGUE = { games, channels, shopProducts, plusProducts, collectionBooks, banners, faqCategories, faqArticles };
const NOT_CATALOGUE = { members, wallets, maintenances, pcBangIps };

describe('db:seed and db:catalog against an empty database', () => {
  it('db:seed in production without DEMO=1: one line naming db:catalog and DEMO=1, exit 1, nothing written', async () => {
    await withEmptyDatabase(async (t) => {
      for (const demo of [{}, { DEMO: '0' }, { DEMO: '' }] as Array<Record<string, string>>) {
        const res = await runEntry('seed', { ...t.env, NODE_ENV: 'production', ...demo });
        assert.equal(res.code, 1, res.stdout + res.stderr);
        assert.deepEqual(res.stderr.trim().split('\n'), [REFUSED]);
        assert.equal(res.stdout, '');
        assert.equal(await t.touched(), false, 'not even the migrations');
      }
    });
  });

  it('db:catalog loads the product catalogue alone — no member, no demo maintenance, no PC-bang address — and refuses a second time', async () => {
    await withEmptyDatabase(async (t) => {
      const res = await runEntry('catalog', t.env);
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /^카탈로그 적재 완료 \((pglite|postgres)\): 게임 \d+, 채널 \d+, 상점 상품 \d+, Plus 상품 \d+, 컬렉션북 3, 배너 \d+, FAQ \d+건\n$/);
      const expected = {
        games: GAMES.length,
        channels: Object.values(TIERS).flat().length,
        shopProducts: SHOP_PRODUCTS.length,
        plusProducts: PLUS_PRODUCTS.length,
        collectionBooks: 3,
        // no event banner: the events and coupons they advertise are the demo's
        banners: 9,
        faqCategories: FAQ.length,
        faqArticles: FAQ.flatMap((c) => c.articles).length,
      };
      assert.deepEqual(await t.rows(CATALOGUE), expected);
      assert.deepEqual(await t.rows(NOT_CATALOGUE), { members: 0, wallets: 0, maintenances: 0, pcBangIps: 0 });

      const again = await runEntry('catalog', t.env);
      assert.equal(again.code, 0, again.stderr);
      assert.equal(again.stdout, '이미 카탈로그가 있습니다 (games 테이블이 비어 있지 않음). 건너뜁니다.\n');
      assert.deepEqual(await t.rows(CATALOGUE), expected);

      // the demo seed (demo mode on) does not go on top of it: one line, nothing added
      const seed = await runEntry('seed', { ...t.env, DEMO: '1' });
      assert.equal(seed.code, 1, seed.stdout);
      assert.deepEqual(seed.stderr.trim().split('\n'), ['시드 거절: 카탈로그가 이미 있는 데이터베이스입니다 (npm run db:catalog). 데모 시드는 빈 데이터베이스에만 넣습니다.']);
      assert.deepEqual(await t.rows(NOT_CATALOGUE), { members: 0, wallets: 0, maintenances: 0, pcBangIps: 0 });
    });
  });

  it('db:seed with demo mode on (DEMO=1, in production too) seeds the demo as before: members, the catalogue, its maintenances and PC-bang addresses', async () => {
    await withEmptyDatabase(async (t) => {
      const res = await runEntry('seed', { ...t.env, DEMO: '1' });
      assert.equal(res.code, 0, res.stderr);
      assert.match(res.stdout, /^시드 완료: 회원 \d+명 \((pglite|postgres)\)\n$/);
      const rows = await t.rows({ ...NOT_CATALOGUE, games, shopProducts });
      assert.ok(rows.members! > 0 && rows.wallets! > 0, JSON.stringify(rows));
      assert.deepEqual({ maintenances: rows.maintenances, pcBangIps: rows.pcBangIps, games: rows.games, shopProducts: rows.shopProducts }, { maintenances: 2, pcBangIps: 3, games: GAMES.length, shopProducts: SHOP_PRODUCTS.length });
    });
  });
});
