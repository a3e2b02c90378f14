import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { HpcChampionship, RuleErrorBody } from '@hanpan/contracts';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { phaseOf } from './service.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const code = (r: { env: { body: unknown } }) => (r.env.body as RuleErrorBody).code;
type Ranks = { championshipId: number | null; entries: { rank: number; nickname: string }[] };

test('phase follows the SPEC §3 times', () => {
  const h = 3600_000;
  const c = { recruitStartTime: new Date(0), recruitEndTime: new Date(10 * h), gameStartTime: new Date(20 * h), championshipEndTime: new Date(30 * h) };
  assert.equal(phaseOf(c, new Date(-1)), 'UPCOMING');
  assert.equal(phaseOf(c, new Date(5 * h)), 'RECRUITING');
  assert.equal(phaseOf(c, new Date(10 * h)), 'WAITING');
  assert.equal(phaseOf(c, new Date(25 * h)), 'PLAYING');
  assert.equal(phaseOf(c, new Date(30 * h)), 'ENDED');
});

test('schedule, recent ended, rankings, media and coming-soon text (guests too)', async () => {
  const g = await t.guest();
  const s = await g.get<HpcChampionship[]>('/api/hpc/schedule');
  assert.equal(s.statusCode, 200, s.body);
  assert.deepEqual(s.env.body!.map((c) => c.phase), ['RECRUITING', 'UPCOMING']);
  for (const k of ['recruitStartTime', 'recruitEndTime', 'entryStartTime', 'gameStartTime', 'entryEndTime', 'rebuyEndTime', 'gameEndTime', 'championshipEndTime', 'applyCount']) assert.ok(k in s.env.body![0]!, k);
  const ended = await g.get<HpcChampionship[]>('/api/hpc/recent-ended-championships');
  assert.deepEqual(ended.env.body!.map((c) => c.id), [2, 1]);
  const top5 = await g.get<Ranks>('/api/hpc/rank/top5');
  assert.equal(top5.env.body!.championshipId, 2);
  assert.deepEqual(top5.env.body!.entries.map((e) => e.rank), [1, 2, 3, 4, 5]);
  assert.equal(top5.env.body!.entries[0]!.nickname, '제트플러스왕');
  assert.equal((await g.get<Ranks>('/api/hpc/rank/top100?championshipId=1')).env.body!.entries.length, 100);
  assert.equal((await g.get<Ranks>('/api/hpc/rank/miracle-shield')).env.body!.entries.length, 10);
  assert.equal((await g.get<Ranks>('/api/hpc/rank/bonus-rankings')).env.body!.entries.length, 20);
  assert.equal((await g.get('/api/hpc/rank/top100?championshipId=999')).statusCode, 404);
  assert.equal((await g.get('/api/hpc/rank/top100?championshipId=abc')).statusCode, 400);
  assert.equal((await g.get<unknown[]>('/api/hpc/media?displayAreaType=HIGHLIGHT')).env.body!.length, 1);
  assert.equal((await g.get<unknown[]>('/api/hpc/media')).env.body!.length, 3);
  assert.equal((await g.get('/api/hpc/media?displayAreaType=SIDE')).statusCode, 400);
  const soon = await g.get<{ text: string; championshipId: number }>('/api/hpc/coming-soon-text');
  assert.equal(soon.env.body!.championshipId, 4);
  assert.match(soon.env.body!.text, /바둑이/);
});

test('apply: inside the recruit window, once; guests refused', async () => {
  const a = await t.login('vplus');
  const r = await a.post<{ applyCount: number }>('/api/hpc/3/apply', {});
  assert.equal(r.statusCode, 200, r.body);
  assert.equal(r.env.body!.applyCount, 1);
  assert.equal(code(await a.post('/api/hpc/3/apply', {})), 'ERROR_ALREADY_APPLIED');
  assert.equal((await (await t.login('zplus')).post<{ applyCount: number }>('/api/hpc/3/apply', {})).env.body!.applyCount, 2);
  assert.equal(code(await a.post('/api/hpc/4/apply', {})), 'ERROR_RECRUIT_NOT_STARTED');
  assert.equal(code(await a.post('/api/hpc/2/apply', {})), 'ERROR_RECRUIT_ENDED');
  assert.equal((await a.post('/api/hpc/99/apply', {})).statusCode, 404);
  assert.equal((await (await t.guest()).post('/api/hpc/3/apply', {})).statusCode, 401);
  const mine = await a.get<HpcChampionship>('/api/hpc/me');
  assert.equal(mine.env.body!.applied, true);
  const s = await a.get<HpcChampionship[]>('/api/hpc/schedule');
  assert.equal(s.env.body![0]!.applyCount, 2);
  assert.equal((await (await t.login('member')).get<HpcChampionship[]>('/api/hpc/schedule')).env.body![0]!.applied, false);
});
