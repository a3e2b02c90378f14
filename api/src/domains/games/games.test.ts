import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import type { CasinoMaintenance, Game, GameLaunch, Maintenance } from '@hanpan/contracts';
import { maintenances, wallets } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { signLaunchToken } from './service.js';

describe('games', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists games with SPEC flags and poker7 tiers of §9', async () => {
    const r = await (await t.guest()).get<Game[]>('/api/games');
    const games = r.env.body!;
    assert.deepEqual(games.map((g) => g.id), ['poker7', 'baduki', 'highlow2', 'laspoker', 'duelpoker', 'hoola3', 'lasudda', 'baccarat', 'slot']);
    // the casino: baccarat and slot, both in the one casino channel 0090 (SPEC §1, §3)
    const casino = games.filter((g) => g.isCasino);
    assert.deepEqual(casino.map((g) => [g.id, g.name, g.channels.map((c) => c.code)]), [['baccarat', '바카라', ['0090']], ['slot', '슬롯', ['0090']]]);
    assert.deepEqual(games.filter((g) => g.hasOneChampionChannel).map((g) => g.id), ['laspoker', 'hoola3', 'lasudda']);
    const p7 = games[0]!;
    assert.equal(p7.name, '7포커');
    const senior = p7.channels.find((c) => c.code === '0010')!;
    assert.deepEqual([senior.minimumGameMoney, senior.maximumGameMoney, senior.minimumRating, senior.maximumRating], ['0', '10000000000', 0, 2099]);
    assert.deepEqual(senior.seedMoney, ['100', '300']);
    const champ1 = p7.channels.find((c) => c.grade === 'CHAMPION1')!;
    assert.deepEqual(champ1.seedMoney, ['1500000000', '2000000000', '4000000000', '10000000000']);
    assert.equal(p7.channels.find((c) => c.code === '00B0')!.green, true);
    assert.deepEqual(games.find((g) => g.id === 'lasudda')!.channels.map((c) => c.grade), ['PRO', 'CHAMPION1']);
    assert.ok(games.find((g) => g.id === 'hoola3')!.channels.some((c) => c.code === '0020'));
    assert.equal(games.find((g) => g.id === 'highlow2')!.inMaintenance, true);
  });

  it('maintenances: only active ones; casino not all in maintenance', async () => {
    const g = await t.guest();
    const m = await g.get<Maintenance[]>('/api/games/maintenances');
    assert.deepEqual(m.env.body!.map((x) => x.gameIds), [['highlow2']]);
    const c = await g.get<CasinoMaintenance>('/api/games/casino/all-maintenance');
    assert.equal(c.env.body!.isAllMaintenance, false);
    assert.equal(c.env.body!.channelId, '0090');
  });

  it('launch: login, bad input, maintenance, restriction, ranges', async () => {
    assert.equal((await (await t.guest()).get('/api/games/poker7/launch?channelId=0010')).statusCode, 401);
    const member = await t.login('member');
    const bad = await member.get('/api/games/poker7/launch?channelId=%3Cx%3E');
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.env.header.resultMessage, '채널이 올바르지 않습니다.');
    const missing = await member.get('/api/games/poker7/launch');
    assert.equal(missing.statusCode, 400);
    assert.equal((await member.get('/api/games/nogame/launch?channelId=0010')).statusCode, 404);
    assert.equal((await member.get('/api/games/poker7/launch?channelId=0999')).statusCode, 404);
    const maint = await member.get<{ code: string }>('/api/games/highlow2/launch?channelId=0010');
    assert.equal(maint.statusCode, 422);
    assert.equal(maint.env.body!.code, 'ERROR_MAINTENANCE');
    const restricted = await (await t.login('restricted')).get<{ code: string }>('/api/games/poker7/launch?channelId=0010');
    assert.equal(restricted.statusCode, 422);
    assert.equal(restricted.env.body!.code, 'ERROR_RESTRICTED');
    // the reason once, then until when
    assert.match(restricted.env.header.resultMessage, /^비매너 행위 신고 누적으로 7포커 이용이 제한되었습니다\. \(제한 기간: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지\)$/);
    // restricted only in poker7
    assert.equal((await (await t.login('restricted')).get('/api/games/baduki/launch?channelId=0010')).statusCode, 200);
    // each refusal names the member's own money or rating: the player cannot compare otherwise
    const low = await member.get<{ code: string; detail: { money: string } }>('/api/games/poker7/launch?channelId=0040');
    assert.equal(low.env.body!.code, 'ERROR_CHANNEL_MONEY_LOW');
    assert.equal(low.env.body!.detail.money, '1250000000');
    assert.equal(low.env.header.resultMessage, '보유 머니가 부족하여 프로 채널에 입장할 수 없습니다. (최소 1,000억, 내 보유 머니 12억 5,000만)');
    const rating = await member.get<{ code: string; detail: { rating: number } }>('/api/games/poker7/launch?channelId=0030');
    assert.equal(rating.env.body!.code, 'ERROR_CHANNEL_RATING');
    assert.equal(rating.env.body!.detail.rating, 1850);
    assert.equal(rating.env.header.resultMessage, '레이팅 조건(1,900 ~ 2,199)에 맞지 않아 세미프로 채널에 입장할 수 없습니다. (내 레이팅 1,850)');
    const high = await (await t.login('zplus')).get<{ code: string }>('/api/games/poker7/launch?channelId=0010');
    assert.equal(high.env.body!.code, 'ERROR_CHANNEL_MONEY_HIGH');
    assert.equal(high.env.header.resultMessage, '보유 머니가 많아 시니어 채널에 입장할 수 없습니다. (최대 100억, 내 보유 머니 3조 4,000억)');
    // the QA case: rich (9,970억, rating 2,650) in 세미프로 — money fits, rating is above the range
    const rich = await (await t.login('rich')).get<{ code: string }>('/api/games/poker7/launch?channelId=0030');
    assert.equal(rich.env.body!.code, 'ERROR_CHANNEL_RATING');
    assert.match(rich.env.header.resultMessage, /\(내 레이팅 2,650\)$/);
  });

  it('launch returns a signed URL the game-client page accepts; forged/expired are refused', async () => {
    const a = await t.login('member');
    const r = await a.get<GameLaunch>('/api/games/poker7/launch?channelId=0010&miniGame=C1472&browser=chrome');
    assert.equal(r.statusCode, 200);
    assert.match(r.env.body!.url, /^\/game-client\?token=/);
    const page = await a.get(r.env.body!.url);
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /lang="ko"/);
    assert.match(page.body, /7포커/);
    assert.match(page.body, /시니어/);
    assert.match(page.body, /한판초보탈출/);
    assert.match(page.body, /12억 5,000만/);
    // 게임 종료 works under the page's CSP: a static script, no inline handler
    assert.doesNotMatch(page.body, /\sonclick=/);
    assert.match(page.body, /<script src="\/game-client\/exit\.js" defer><\/script>/);
    const exit = await a.get('/game-client/exit.js');
    assert.equal(exit.statusCode, 200);
    assert.match(String(exit.headers['content-type']), /javascript/);
    assert.match(exit.body, /data-game-exit/);
    const token = decodeURIComponent(r.env.body!.url.split('token=')[1]!);
    const forged = token.slice(0, -2) + (token.endsWith('A') ? 'BB' : 'AA');
    assert.equal((await a.get(`/game-client?token=${encodeURIComponent(forged)}`)).statusCode, 403);
    const other = signLaunchToken({ m: a.member!.id, g: 'poker7', c: '0010', exp: Math.floor(Date.now() / 1000) + 60 }, 'wrong-secret');
    assert.equal((await a.get(`/game-client?token=${encodeURIComponent(other)}`)).statusCode, 403);
    const expired = signLaunchToken({ m: a.member!.id, g: 'poker7', c: '0010', exp: Math.floor(Date.now() / 1000) - 1 }, t.config.launchSecret);
    const e = await a.get(`/game-client?token=${encodeURIComponent(expired)}`);
    assert.equal(e.statusCode, 403);
    assert.match(e.body, /만료/);
    // the address in a browser logged in as someone else shows nothing of the member's; without a session it opens
    const someoneElse = await t.login('vplus');
    const seen = await someoneElse.get(r.env.body!.url);
    assert.equal(seen.statusCode, 403);
    assert.match(seen.body, /지금 로그인한 회원의 게임 실행 정보가 아닙니다/);
    assert.doesNotMatch(seen.body, /12억 5,000만|한판초보탈출/);
    assert.equal((await (await t.guest()).get(r.env.body!.url)).statusCode, 200);
  });

  it('money in range after a change lets the member into SEMIPRO-free tiers', async () => {
    const a = await t.login('beginner');
    await t.db.update(wallets).set({ money: 0n }).where(eq(wallets.memberId, a.member!.id));
    assert.equal((await a.get('/api/games/poker7/launch?channelId=0010')).statusCode, 200);
  });

  it('casino games are for verified adults: the unverified member gets a 403 whose message contains over19', async () => {
    const kid = await t.login('beginner'); // adult verification not done (seed)
    const r = await kid.get('/api/games/baccarat/launch?channelId=0090');
    assert.equal(r.statusCode, 403);
    assert.match(r.env.header.resultMessage, /over19/);
    assert.match(r.env.header.resultMessage, /19세 이상/);
    // the seven board games are not adult-only
    assert.equal((await kid.get('/api/games/poker7/launch?channelId=0010')).statusCode, 200);
    const adult = await t.login('vip');
    const ok = await adult.get<GameLaunch>('/api/games/baccarat/launch?channelId=0090');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.match(ok.env.body!.url, /^\/game-client\?token=/);
  });

  it('slot is a casino game like baccarat: adults only, the casino channel, its own game window', async () => {
    const kid = await t.login('beginner');
    const refused = await kid.get('/api/games/slot/launch?channelId=0090');
    assert.equal(refused.statusCode, 403);
    assert.match(refused.env.header.resultMessage, /over19/);
    const adult = await t.login('vip');
    // the casino's id as SPEC §3 writes it (SLOT) is the same game
    for (const id of ['slot', 'SLOT']) {
      const r = await adult.get<GameLaunch>(`/api/games/${id}/launch?channelId=0090&browser=web`);
      assert.equal(r.statusCode, 200, r.body);
      assert.deepEqual([r.env.body!.gameId, r.env.body!.channelId], ['slot', '0090']);
      const page = await adult.get(r.env.body!.url);
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /<h1>슬롯 게임 클라이언트<\/h1>/);
      assert.match(page.body, /<dd data-channel="0090">카지노<\/dd>/);
    }
    assert.equal((await adult.get('/api/games/slot/launch?channelId=0010')).statusCode, 404);
  });

  it('casino maintenance: slot in maintenance alone does not close the casino; both do', async () => {
    const now = Date.now();
    const [row] = await t.db.insert(maintenances).values({ gameIds: ['SLOT'], message: '슬롯 점검', startDate: new Date(now - 60_000), endDate: new Date(now + 3_600_000) }).returning();
    try {
      const g = await t.guest();
      const c = await g.get<CasinoMaintenance>('/api/games/casino/all-maintenance');
      assert.equal(c.env.body!.isAllMaintenance, false);
      const slot = await (await t.login('vip')).get<{ code: string }>('/api/games/slot/launch?channelId=0090');
      assert.equal(slot.statusCode, 422);
      assert.equal(slot.env.body!.code, 'ERROR_MAINTENANCE');
      assert.match(slot.env.header.resultMessage, /^슬롯 점검 중입니다/);
      assert.equal((await (await t.login('vip')).get('/api/games/baccarat/launch?channelId=0090')).statusCode, 200);
      await t.db.update(maintenances).set({ gameIds: ['SLOT', 'BACCARAT'] }).where(eq(maintenances.id, row!.id));
      // /api/games answers from a 5 s cache, the casino maintenance call does not
      assert.equal((await g.get<CasinoMaintenance>('/api/games/casino/all-maintenance')).env.body!.isAllMaintenance, true);
    } finally {
      await t.db.delete(maintenances).where(eq(maintenances.id, row!.id));
    }
  });
});
