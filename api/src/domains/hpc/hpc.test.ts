import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { HpcChampionship, HpcRankList, Page } from '@hanpan/contracts';
import { ruleCode, createTestApp, type TestApp } from '../../test/harness.js';
import { gameRestrictions, hpcApplications, hpcChampionships, hpcRankings, members } from '../../db/schema/index.js';
import { addDays, koreaParts, koreaTime, kstStartOfDay } from '../../lib/time.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { comingSoonText, moveDemoChampionships, phaseOf, schedule } from './service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const message = (r: { env: { header: { resultMessage: string } } }) => r.env.header.resultMessage;

test('phase follows the SPEC §3 times, boundaries included', () => {
  const at = (h: number) => koreaTime(2026, 3, 1, h);
  const c = {
    recruitStartTime: at(0), recruitEndTime: at(10), gameStartTime: at(20), entryEndTime: at(21), rebuyEndTime: at(22), gameEndTime: at(25), championshipEndTime: at(36),
  };
  assert.equal(phaseOf(c, new Date(at(0).getTime() - 1)), 'UPCOMING');
  assert.equal(phaseOf(c, at(0)), 'RECRUITING');
  assert.equal(phaseOf(c, new Date(at(10).getTime() - 1)), 'RECRUITING');
  assert.equal(phaseOf(c, at(10)), 'ENTRY');
  assert.equal(phaseOf(c, at(20)), 'IN_GAME');
  assert.equal(phaseOf(c, at(21)), 'REBUY');
  assert.equal(phaseOf(c, at(22)), 'IN_GAME');
  assert.equal(phaseOf(c, at(25)), 'ENDED');
});

test('the seeded demo schedule is in Korean wall-clock times: recruit 10:00, game 20:00', async () => {
  const [cur, next] = await schedule(t.db, null);
  assert.equal(cur!.phase, 'RECRUITING');
  assert.equal(next!.phase, 'UPCOMING');
  assert.deepEqual([koreaParts(new Date(cur!.recruitStartTime)).hours, koreaParts(new Date(cur!.gameStartTime)).hours, koreaParts(new Date(cur!.recruitEndTime)).hours], [10, 20, 22]);
  // the Korean date of the game start is 7 Korean days after the recruit start, whatever UTC says
  const gameDay = kstStartOfDay(new Date(cur!.gameStartTime));
  assert.equal(gameDay.getTime(), addDays(kstStartOfDay(new Date(cur!.recruitStartTime)), 7).getTime());
});

test('schedule, recent ended, rankings, media and coming-soon text (guests too)', async () => {
  const g = await t.guest();
  const s = await g.get<HpcChampionship[]>('/api/hpc/schedule');
  assert.equal(s.statusCode, 200, s.body);
  assert.deepEqual(s.env.body!.map((c) => c.phase), ['RECRUITING', 'UPCOMING']);
  for (const k of ['recruitStartTime', 'recruitEndTime', 'entryStartTime', 'gameStartTime', 'entryEndTime', 'rebuyEndTime', 'gameEndTime', 'championshipEndTime', 'applyCount']) assert.ok(k in s.env.body![0]!, k);
  assert.equal(s.env.body![0]!.applyCount, 3);
  const ended = await g.get<HpcChampionship[]>('/api/hpc/recent-ended-championships');
  assert.deepEqual(ended.env.body!.map((c) => c.id), [2, 1]);
  const top5 = await g.get<HpcRankList>('/api/hpc/rank/top5');
  assert.equal(top5.env.body!.championshipId, 2);
  assert.deepEqual(top5.env.body!.entries.map((e) => e.rank), [1, 2, 3, 4, 5]);
  assert.equal(top5.env.body!.entries[0]!.nickname, '제트플러스왕');
  assert.equal((await g.get<HpcRankList>('/api/hpc/rank/top5?size=50')).env.body!.entries.length, 5, 'top5 never gives more than 5');
  assert.equal((await g.get<HpcRankList>('/api/hpc/rank/top100?championshipId=1')).env.body!.entries.length, 100);
  assert.equal((await g.get<HpcRankList>('/api/hpc/rank/miracle-shield')).env.body!.entries.length, 10);
  assert.equal((await g.get<HpcRankList>('/api/hpc/rank/bonus-rankings')).env.body!.entries.length, 20);
  assert.equal((await g.get<unknown[]>('/api/hpc/media?displayAreaType=HIGHLIGHT')).env.body!.length, 2);
  assert.equal((await g.get<unknown[]>('/api/hpc/media')).env.body!.length, 4);
  assert.equal((await g.get('/api/hpc/media?displayAreaType=SIDE')).statusCode, 400);
  const soon = await g.get<{ text: string; championshipId: number }>('/api/hpc/coming-soon-text');
  assert.equal(soon.env.body!.championshipId, 4);
  assert.match(soon.env.body!.text, /바둑이/);
});

test('rankings: paged and searchable by nickname; unknown ids are a 404, bad input a 400', async () => {
  const g = await t.guest();
  const p1 = await g.get<HpcRankList>('/api/hpc/rank/top100?championshipId=1&page=1&size=20');
  assert.equal(p1.statusCode, 200, p1.body);
  assert.deepEqual([p1.env.body!.entries[0]!.rank, p1.env.body!.entries.length, p1.env.body!.totalElements, p1.env.body!.totalPages], [21, 20, 100, 5]);
  const found = await g.get<HpcRankList>(`/api/hpc/rank/top100?championshipId=2&nickname=${encodeURIComponent('제트플러스')}`);
  assert.deepEqual(found.env.body!.entries.map((e) => [e.rank, e.nickname]), [[1, '제트플러스왕']]);
  const some = await g.get<HpcRankList>(`/api/hpc/rank/top100?championshipId=1&nickname=${encodeURIComponent('플레이어00')}`);
  assert.equal(some.env.body!.totalElements, 9); // season 1 ranks 1–9: 플레이어001 … 플레이어009
  assert.ok(some.env.body!.entries.every((e) => e.nickname.includes('플레이어00')));
  // LIKE wildcards are plain characters
  assert.equal((await g.get<HpcRankList>('/api/hpc/rank/top100?championshipId=1&nickname=%25')).env.body!.totalElements, 0);
  assert.equal((await g.get<HpcRankList>('/api/hpc/rank/top100?championshipId=1&nickname=_')).env.body!.totalElements, 0);
  const missing = await g.get('/api/hpc/rank/top100?championshipId=999');
  assert.equal(missing.statusCode, 404);
  assert.match(message(missing as never), /대회를 찾을 수 없습니다/);
  for (const q of ['championshipId=abc', 'championshipId=2147483648', 'championshipId=0', 'page=-1', 'size=101', 'page=1e999', `nickname=${'가'.repeat(21)}`, 'nickname=%00x']) {
    const r = await g.get(`/api/hpc/rank/top100?${q}`);
    assert.equal(r.statusCode, 400, q);
    assert.match(message(r as never), /[가-힣]/, q);
  }
});

test('history: ended championships paged, one championship by id (404 for an unknown one)', async () => {
  const g = await t.guest();
  const p = await g.get<Page<HpcChampionship>>('/api/hpc/championships/ended?page=0&size=1');
  assert.equal(p.statusCode, 200, p.body);
  assert.deepEqual([p.env.body!.content[0]!.id, p.env.body!.totalElements, p.env.body!.totalPages], [2, 2, 2]);
  assert.equal((await g.get<Page<HpcChampionship>>('/api/hpc/championships/ended?page=1&size=1')).env.body!.content[0]!.id, 1);
  assert.equal((await g.get('/api/hpc/championships/ended?size=51')).statusCode, 400);
  const one = await g.get<HpcChampionship>('/api/hpc/championships/2');
  assert.equal(one.env.body!.phase, 'ENDED');
  const unknown = await g.get('/api/hpc/championships/424242');
  assert.equal(unknown.statusCode, 404);
  assert.equal(unknown.env.header.resultCode, 404);
  assert.equal((await g.get('/api/hpc/championships/2147483648')).statusCode, 400);
});

test('an ended championship counts a sign-up for everyone in its rankings (history: 참가 신청 N명 above its TOP 100)', async () => {
  const g = await t.guest();
  const ended = (await g.get<Page<HpcChampionship>>('/api/hpc/championships/ended?size=50')).env.body!.content;
  assert.deepEqual(ended.map((c) => c.id), [2, 1]);
  for (const c of ended) {
    const top = await g.get<HpcRankList>(`/api/hpc/rank/top100?championshipId=${c.id}`);
    assert.equal(top.env.body!.totalElements, 100);
    assert.ok(c.applyCount >= top.env.body!.totalElements, `season ${c.id}: ${c.applyCount} sign-ups`);
    // every ranked nickname (any category) is a member who signed up for that championship
    const unsigned = await t.db
      .selectDistinct({ nickname: hpcRankings.nickname })
      .from(hpcRankings)
      .leftJoin(members, eq(members.nickname, hpcRankings.nickname))
      .leftJoin(hpcApplications, and(eq(hpcApplications.championshipId, hpcRankings.championshipId), eq(hpcApplications.memberId, members.id)))
      .where(and(eq(hpcRankings.championshipId, c.id), isNull(hpcApplications.id)));
    assert.deepEqual(unsigned, [], `season ${c.id}`);
  }
  assert.deepEqual(ended.map((c) => c.applyCount), [120, 120]);
  // its winner sees the season as one they signed up for
  const z = await (await t.login('zplus')).get<HpcChampionship>('/api/hpc/championships/2');
  assert.equal(z.env.body!.applied, true);
});

test('apply: inside the recruit window, once; before, after and unknown ids are 422 with a Korean message', async () => {
  const a = await t.login('vplus');
  const r = await a.post<{ applyCount: number; applied: boolean }>('/api/hpc/3/apply', {});
  assert.equal(r.statusCode, 200, r.body);
  assert.deepEqual(r.env.body, { championshipId: 3, applyCount: 4, applied: true });
  const again = await a.post('/api/hpc/3/apply', {});
  assert.equal(again.statusCode, 422);
  assert.equal(ruleCode(again), 'ERROR_ALREADY_APPLIED');
  assert.match(message(again as never), /이미 참가 신청/);
  assert.equal((await (await t.login('zplus')).post('/api/hpc/3/apply', {})).statusCode, 422, 'seeded entry');
  assert.equal((await (await t.login('member')).post<{ applyCount: number }>('/api/hpc/3/apply', {})).env.body!.applyCount, 5);
  const early = await a.post('/api/hpc/4/apply', {});
  assert.equal(ruleCode(early), 'ERROR_RECRUIT_NOT_STARTED');
  assert.match(message(early as never), /아직 참가 신청 기간이 아닙니다. \d+월 \d+일 10:00부터/);
  const late = await a.post('/api/hpc/2/apply', {});
  assert.equal(ruleCode(late), 'ERROR_RECRUIT_ENDED');
  assert.match(message(late as never), /참가 신청 기간이 종료/);
  const unknown = await a.post('/api/hpc/99/apply', {});
  assert.equal(unknown.statusCode, 422, 'an action on an unknown id is not the 404 page');
  assert.equal(ruleCode(unknown), 'ERROR_CHAMPIONSHIP_NOT_FOUND');
  assert.equal((await a.post('/api/hpc/2147483648/apply', {})).statusCode, 400);
  assert.equal((await (await t.guest()).post('/api/hpc/3/apply', {})).statusCode, 401);
  const mine = await a.get<HpcChampionship>('/api/hpc/me');
  assert.equal(mine.env.body!.applied, true);
  const s = await a.get<HpcChampionship[]>('/api/hpc/schedule');
  assert.equal(s.env.body![0]!.applyCount, 5);
  assert.equal((await (await t.login('beginner')).get<HpcChampionship[]>('/api/hpc/schedule')).env.body![0]!.applied, false);
});

test('apply at the exact window edges (Korean midnight vs UTC midnight)', async () => {
  const { applyChampionship } = await import('./service.js');
  // a championship recruiting from 2026-03-01 00:00 KST (= 2026-02-28 15:00 UTC) to 2026-03-31 24:00 KST
  const start = koreaTime(2026, 3, 1);
  const end = koreaTime(2026, 4, 1);
  await t.db.insert(hpcChampionships).values({
    id: 900, name: '경계 시험 대회', type: 'REGULAR', gameId: 'poker7', recruitStartTime: start, recruitEndTime: end, entryStartTime: end, gameStartTime: addDays(end, 1),
    entryEndTime: addDays(end, 2), rebuyEndTime: addDays(end, 3), gameEndTime: addDays(end, 4), championshipEndTime: addDays(end, 5),
  });
  const [member] = await t.db.select().from(members).where(eq(members.loginId, 'restricted'));
  assert.ok(member);
  const tryAt = (d: Date) => t.db.transaction((tx) => applyChampionship(tx, member.id, 900, d)).then(() => 'OK', (e: { body?: { code?: string } }) => e.body?.code);
  // UTC midnight of March 1st is already 09:00 in Korea, but 14:59:59 UTC of Feb 28 is still February in Korea
  assert.equal(await tryAt(new Date('2026-02-28T14:59:59.999Z')), 'ERROR_RECRUIT_NOT_STARTED');
  assert.equal(await tryAt(new Date('2026-03-31T15:00:00Z')), 'ERROR_RECRUIT_ENDED', 'April 1st 00:00 KST');
  assert.equal(await tryAt(new Date('2026-02-28T15:00:00Z')), 'OK');
  await t.db.delete(hpcChampionships).where(eq(hpcChampionships.id, 900));
});

test('apply: refused while a restriction on the championship\'s game lasts past its start', async () => {
  const a = await t.login('hpcfan');
  const [season3] = await t.db.select().from(hpcChampionships).where(eq(hpcChampionships.id, 3));
  // over before the game starts: no reason to refuse (and a restriction on another game never counts)
  await t.db.insert(gameRestrictions).values([
    { memberId: a.member!.id, gameId: 'poker7', reason: '비매너 행위', expiredDate: new Date(season3!.gameStartTime.getTime() - 1000) },
    { memberId: a.member!.id, gameId: 'baduki', reason: '비매너 행위', expiredDate: addDays(season3!.gameStartTime, 30) },
  ]);
  const [lasting] = await t.db.insert(gameRestrictions).values({ memberId: a.member!.id, gameId: 'poker7', reason: '비매너 행위', expiredDate: addDays(season3!.gameStartTime, 1) }).returning();
  const refused = await a.post('/api/hpc/3/apply', {});
  assert.equal(refused.statusCode, 422);
  assert.equal(ruleCode(refused), 'ERROR_RESTRICTED');
  assert.match(refused.env.header.resultMessage, /^7포커 이용 제한이 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지라 \d{4}\.\d{2}\.\d{2} 20:00에 시작하는 대회에 참가 신청할 수 없습니다\.$/);
  assert.equal((await t.db.select().from(hpcApplications).where(and(eq(hpcApplications.championshipId, 3), eq(hpcApplications.memberId, a.member!.id)))).length, 0);
  await t.db.delete(gameRestrictions).where(eq(gameRestrictions.id, lasting!.id));
  assert.equal((await a.post('/api/hpc/3/apply', {})).statusCode, 200);
});

test('coming-soon text names the Korean date and time', async () => {
  await t.db.insert(hpcChampionships).values({
    id: 901, name: '월말 대회', type: 'REGULAR', gameId: 'poker7',
    // 2099-01-31 23:30 KST is 14:30 UTC the same day; 2099-02-01 00:10 KST is still January 31st in UTC
    recruitStartTime: koreaTime(2099, 2, 1, 0, 10), recruitEndTime: koreaTime(2099, 2, 3), entryStartTime: koreaTime(2099, 2, 4), gameStartTime: koreaTime(2099, 2, 4, 1),
    entryEndTime: koreaTime(2099, 2, 4, 2), rebuyEndTime: koreaTime(2099, 2, 4, 3), gameEndTime: koreaTime(2099, 2, 4, 4), championshipEndTime: koreaTime(2099, 2, 5),
  });
  const soon = await comingSoonText(t.db, koreaTime(2099, 1, 31, 23, 30));
  assert.equal(soon.text, '월말 대회 참가 신청이 2월 1일 00:10에 시작됩니다.');
  await t.db.delete(hpcChampionships).where(eq(hpcChampionships.id, 901));
});

test('demo championships move to the day the server starts; real ones never move', async () => {
  const before = await t.db.select().from(hpcChampionships).where(isNotNull(hpcChampionships.demoAnchor)).orderBy(asc(hpcChampionships.id));
  assert.equal(before.length, 4);
  // the last moment of the anchor's Korean day (an hour later would be the next day when the seed ran after 23:00 KST)
  const sameDay = new Date(addDays(kstStartOfDay(before[0]!.demoAnchor!), 1).getTime() - 1);
  assert.equal(await moveDemoChampionships(t.db, sameDay), 0, 'same Korean day: nothing moves');
  // 40 days later (across a month boundary): every demo time moves by 40 Korean days, times of day kept
  const later = addDays(before[0]!.demoAnchor!, 40);
  assert.equal(await moveDemoChampionships(t.db, later), 4);
  const after = await t.db.select().from(hpcChampionships).where(isNotNull(hpcChampionships.demoAnchor)).orderBy(asc(hpcChampionships.id));
  for (const [i, row] of after.entries()) {
    assert.equal(row.recruitStartTime.getTime(), addDays(before[i]!.recruitStartTime, 40).getTime());
    assert.equal(koreaParts(row.gameStartTime).hours, 20);
  }
  assert.deepEqual((await schedule(t.db, null, later)).map((c) => [c.id, c.phase]), [[3, 'RECRUITING'], [4, 'UPCOMING']], 'the demo still recruits');
  assert.equal(await moveDemoChampionships(t.db, later), 0, 'a second start the same day moves nothing');
  // put them back for the other tests of this file
  await t.db.update(hpcChampionships).set({ demoAnchor: addDays(before[0]!.demoAnchor!, 80) }).where(isNotNull(hpcChampionships.demoAnchor));
  for (const row of before) await t.db.update(hpcChampionships).set({ ...row }).where(eq(hpcChampionships.id, row.id));
});

test('media files: real JPEG thumbnails and WebM clips (with Range), nothing outside the folder', async () => {
  const g = await t.guest();
  const media = await g.get<{ thumbnailUrl: string; url: string }[]>('/api/hpc/media');
  for (const m of media.env.body!) {
    const img = await g.get(m.thumbnailUrl);
    assert.equal(img.statusCode, 200, m.thumbnailUrl);
    assert.match(String(img.headers['content-type']), /image\/jpeg/);
    const raw = img.rawPayload;
    assert.deepEqual([raw[0], raw[1]], [0xff, 0xd8], 'JPEG magic');
    const clip = await g.request('GET', m.url, { headers: { range: 'bytes=0-3' } });
    assert.equal(clip.statusCode, 206, m.url);
    assert.deepEqual([...clip.rawPayload], [0x1a, 0x45, 0xdf, 0xa3], 'WebM (EBML) magic');
  }
  assert.equal((await g.get('/static/hpc/nothing.jpg')).statusCode, 404);
  assert.notEqual((await g.get('/static/hpc/..%2f..%2fpackage.json')).statusCode, 200);
});

test('entry: an applicant enters the championship room from 입장 시작 until 입장 마감; no one else, and not outside the window', async () => {
  const HOUR = 3_600_000;
  const now = Date.now();
  // three championships of poker7 whose entry window is ahead, open now, and over
  const windows = { 901: [now + HOUR, now + 2 * HOUR], 902: [now - HOUR, now + HOUR], 903: [now - 3 * HOUR, now - HOUR] } as const;
  for (const [id, [start, end]] of Object.entries(windows)) {
    const at = (ms: number) => new Date(ms);
    await t.db.insert(hpcChampionships).values({
      id: Number(id), name: `입장 테스트 ${id}`, type: 'REGULAR', gameId: 'poker7',
      recruitStartTime: at(start - 48 * HOUR), recruitEndTime: at(start - 2 * HOUR), entryStartTime: at(start), gameStartTime: at(start + HOUR / 2),
      entryEndTime: at(end), rebuyEndTime: at(end + HOUR), gameEndTime: at(end + 2 * HOUR), championshipEndTime: at(end + 3 * HOUR),
    });
  }
  await cloneMember(t.db, 'member', 'hpc-entrant');
  const a = await t.login('hpc-entrant');
  await t.db.insert(hpcApplications).values(Object.keys(windows).map((id) => ({ championshipId: Number(id), memberId: a.member!.id })));
  const entry = (id: number) => a.get<{ url: string; channelId: string }>(`/api/hpc/${id}/entry`);

  assert.equal(ruleCode(await entry(901)), 'ERROR_ENTRY_NOT_STARTED');
  assert.equal(ruleCode(await entry(903)), 'ERROR_ENTRY_ENDED');
  const open = await entry(902);
  assert.equal(open.statusCode, 200, open.body);
  const room = await a.get(open.env.body!.url);
  assert.equal(room.statusCode, 200);
  assert.match(room.body, /입장 테스트 902 채널에 입장했습니다\./);
  assert.match(room.body, /<dd>참가 신청한 회원<\/dd>/);
  // the room is no channel a plain launch can name
  assert.equal((await a.get(`/api/games/poker7/launch?channelId=${open.env.body!.channelId}`)).statusCode, 404);

  const other = await t.login('member');
  const refused = await other.get(`/api/hpc/902/entry`);
  assert.equal(ruleCode(refused), 'ERROR_NOT_APPLIED');
  assert.equal(message(refused), '참가 신청한 회원만 이 대회에 입장할 수 있습니다.');
  assert.equal((await (await t.guest()).get('/api/hpc/902/entry')).statusCode, 401);
  // a restriction begun since the application keeps the applicant out
  await t.db.insert(gameRestrictions).values({ memberId: a.member!.id, gameId: 'poker7', reason: '', expiredDate: new Date(now + 24 * HOUR) });
  assert.equal(ruleCode(await entry(902)), 'ERROR_RESTRICTED');
});

test('a championship’s rankings are published when its results are final (대회 종료), not from 게임 종료', async () => {
  const HOUR = 3_600_000;
  const now = Date.now();
  const at = (ms: number) => new Date(now + ms);
  await t.db.insert(hpcChampionships).values({
    id: 911, name: '집계 중 대회', type: 'REGULAR', gameId: 'poker7',
    recruitStartTime: at(-48 * HOUR), recruitEndTime: at(-10 * HOUR), entryStartTime: at(-9 * HOUR), gameStartTime: at(-8 * HOUR),
    entryEndTime: at(-7 * HOUR), rebuyEndTime: at(-6 * HOUR), gameEndTime: at(-HOUR), championshipEndTime: at(HOUR),
  });
  await t.db.insert(hpcRankings).values({ championshipId: 911, category: 'TOP', rank: 1, nickname: '미확정1위', score: 1n, prize: null, gameId: 'poker7' });
  const board = await (await t.guest()).get<HpcRankList>('/api/hpc/rank/top100?championshipId=911');
  assert.equal(board.statusCode, 200);
  assert.deepEqual([board.env.body!.championshipId, board.env.body!.entries.length], [911, 0]);
  await t.db.update(hpcChampionships).set({ championshipEndTime: at(-1) }).where(eq(hpcChampionships.id, 911));
  const final = await (await t.guest()).get<HpcRankList>('/api/hpc/rank/top100?championshipId=911');
  assert.deepEqual(final.env.body!.entries.map((e) => e.nickname), ['미확정1위']);
});
