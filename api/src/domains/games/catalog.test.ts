import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Game } from '@hanpan/contracts';
import { MIGRATIONS_DIR } from '../../db/client.js';
import { channels, games } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { admissionLevel, type TierDef } from './catalog.js';

// SPEC §9's poker7 table, field for field (as @hanpan/platform's POKER7_CHANNEL_TIERS has it; the api
// may not import the platform): no numbers where the spec gives none.
const POKER7_SPEC = [
  { grade: 'SENIOR', code: '0010', minimumGameMoney: '0', maximumGameMoney: '10000000000', minimumRating: 0, maximumRating: 2099, seedMoney: ['100', '300'], green: false },
  { grade: 'SEMIPRO', code: '0030', minimumGameMoney: '1000000000', maximumGameMoney: '1000000000000', minimumRating: 1900, maximumRating: 2199, seedMoney: ['50000', '200000'], green: false },
  { grade: 'PRO', code: '0040', minimumGameMoney: '100000000000', maximumGameMoney: '10000000000000', minimumRating: 2300, maximumRating: 2701, seedMoney: ['1000000', '5000000'], green: false },
  { grade: 'CHAMPION1', code: '0071', minimumGameMoney: '2000000000000', maximumGameMoney: null, minimumRating: 2522, maximumRating: null, seedMoney: ['1500000000', '2000000000', '4000000000', '10000000000'], green: false },
  { grade: 'CHAMPION2', code: '0073', minimumGameMoney: '10000000000000', maximumGameMoney: null, minimumRating: 2699, maximumRating: null, seedMoney: [], green: false },
  { grade: 'SPEED', code: '00A0', minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: [], green: false },
  { grade: 'FREE', code: '0090', minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: [], green: true },
  { grade: 'FRIEND', code: '00B0', minimumGameMoney: null, maximumGameMoney: null, minimumRating: null, maximumRating: null, seedMoney: ['10000', '100000', '10000000'], green: true },
];

describe('poker7 channel tiers', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('the PC game cards (GET /api/games) show the same poker7 table as the mobile rule page (SPEC §9)', async () => {
    const games = (await (await t.guest()).get<Game[]>('/api/games')).env.body!;
    const p7 = games.find((g) => g.id === 'poker7')!;
    assert.deepEqual(
      p7.channels.map(({ grade, code, minimumGameMoney, maximumGameMoney, minimumRating, maximumRating, seedMoney, green }) => ({
        grade, code, minimumGameMoney, maximumGameMoney, minimumRating, maximumRating, seedMoney, green,
      })),
      POKER7_SPEC,
    );
    const speed = p7.channels.find((c) => c.code === '00A0')!;
    assert.equal(speed.admissionLevel, '누구나 입장 가능');
  });

  it('SPEED has no money bound: a member with 3조 4,000억 enters it', async () => {
    const z = await t.login('zplus');
    const r = await z.get('/api/games/poker7/launch?channelId=00A0');
    assert.equal(r.statusCode, 200, r.body);
  });
});

describe('a channel’s admission text', () => {
  const tier = (min: bigint | null, max: bigint | null, minRating: number | null = null, maxRating: number | null = null): TierDef =>
    ({ grade: 'T', code: '0000', name: 'T', min, max, minRating, maxRating, stakes: [] });

  it('writes money as the rest of the portal does (1,000억, 1억 5,000만), in integers', () => {
    // the card showed '1,000억' beside '보유머니 1000억' (and 1.5억 came from a float division)
    assert.equal(admissionLevel(tier(100_000_000_000n, 10_000_000_000_000n, 2300, 2701)), '보유 머니 1,000억 ~ 10조 · 레이팅 2,300 ~ 2,701');
    assert.equal(admissionLevel(tier(150_000_000n, null)), '보유 머니 1억 5,000만 이상');
    assert.equal(admissionLevel(tier(null, null)), '누구나 입장 가능');
  });

  it('is the card’s one line of conditions: open ends read 이상 / 이하, a bound of 0 is none', () => {
    // the card showed '보유 머니: 2조 이상 / 레이팅: 2522 이상' and again '보유머니 2조 ~ 제한 없음, 레이팅 2522 ~ 제한 없음'
    assert.equal(admissionLevel(tier(2_000_000_000_000n, null, 2522, null)), '보유 머니 2조 이상 · 레이팅 2,522 이상');
    assert.equal(admissionLevel(tier(0n, 10_000_000_000n, 0, 2099)), '보유 머니 100억 이하 · 레이팅 2,099 이하');
    assert.equal(admissionLevel(tier(null, null, 0, null)), '레이팅 제한 없음');
  });
});

describe('the casino’s slot in a database seeded before it', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const slotRows = async () => ({
    game: await t.db.select().from(games).where(eq(games.id, 'slot')),
    // the channel's own id is the database's
    channels: (await t.db.select().from(channels).where(eq(channels.gameId, 'slot'))).map(({ id: _id, ...c }) => c),
  });
  const migration = readFileSync(path.join(MIGRATIONS_DIR, '0008_casino_slot.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);

  it('migration 0008 adds slot and its channel as the seed has them, once', async () => {
    const seeded = await slotRows();
    assert.equal(seeded.game.length, 1);
    assert.equal(seeded.channels.length, 1);
    await t.db.delete(channels).where(eq(channels.gameId, 'slot'));
    await t.db.delete(games).where(eq(games.id, 'slot'));
    // twice: the second run changes nothing
    for (let i = 0; i < 2; i++) for (const statement of migration) await t.db.execute(sql.raw(statement));
    assert.deepEqual(await slotRows(), seeded);
  });

  it('adds nothing to a database without the games (a fresh one: its seed adds slot)', async () => {
    await t.db.transaction(async (tx) => {
      await tx.delete(channels);
      await tx.delete(games);
      for (const statement of migration) await tx.execute(sql.raw(statement));
      assert.equal((await tx.select().from(games)).length, 0);
      assert.equal((await tx.select().from(channels)).length, 0);
      tx.rollback();
    }).catch((e: unknown) => {
      if (!(e instanceof Error && /rollback/i.test(e.message))) throw e;
    });
    assert.equal((await t.db.select().from(games).where(eq(games.id, 'slot'))).length, 1);
  });
});
