import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { hpcRankings, ledger, overMoneyLedger, wallets } from '../../db/schema/index.js';
import { cloneMember } from '../../e2e/cloneMember.js';
import { runHpcPrizes } from '../../jobs/index.js';
import { hpcPrizeCandidates } from './prizes.js';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

const money = async (memberId: number) => (await t.db.select().from(wallets).where(eq(wallets.memberId, memberId)))[0]!.money;
const run = (now = new Date()) => runHpcPrizes({ db: t.db, config: t.config, now });

test('the seeded seasons were paid at their end: a new demo database credits nobody', async () => {
  assert.deepEqual(await hpcPrizeCandidates(t.db, new Date()), []);
  assert.equal(await run(), 0);
});

test('a prize of a final result is credited once, over the holding limit into the over-money store; none before 대회 종료', async () => {
  await cloneMember(t.db, 'beginner', 'hpc-winner');
  await cloneMember(t.db, 'rich', 'hpc-rich');
  const beginner = (await t.login('hpc-winner')).member!;
  const rich = (await t.login('hpc-rich')).member!;
  const ranked = (championshipId: number, memberId: number, prize: bigint, rank: number) =>
    t.db.insert(hpcRankings).values({ championshipId, category: 'TOP', rank, nickname: `상금${rank}`, score: 1n, prize, gameId: 'poker7', memberId }).returning().then((r) => r[0]!);
  // season 2 has ended (results final); season 3 is still recruiting
  const won = await ranked(2, beginner.id, 50_000_000_000n, 101);
  const over = await ranked(2, rich.id, 900_000_000_000_000n, 102);
  const early = await ranked(3, beginner.id, 7_000_000_000n, 103);
  const before = { beginner: await money(beginner.id), rich: await money(rich.id) };

  assert.deepEqual(await hpcPrizeCandidates(t.db, new Date()), [beginner.id, rich.id].sort((a, b) => a - b));
  assert.equal(await run(), 2);
  assert.equal((await money(beginner.id)) - before.beginner, 50_000_000_000n);
  const [credit] = await t.db.select().from(ledger).where(and(eq(ledger.memberId, beginner.id), eq(ledger.reason, 'HPC_PRIZE')));
  assert.equal(credit!.refId, String(won.id));
  // the rich member's prize tops the holding limit: what does not fit is stored, nothing lost
  const stored = await t.db.select().from(overMoneyLedger).where(and(eq(overMoneyLedger.memberId, rich.id), eq(overMoneyLedger.reason, 'HPC_PRIZE')));
  assert.equal((await money(rich.id)) - before.rich + stored.reduce((s, r) => s + r.amount, 0n), over.prize);
  assert.match(stored[0]!.description, /한판 포커 챔피언십 시즌 2 TOP 100 102위 상금/);

  // paid once: the job again credits nothing; season 3's waits for its end
  assert.equal(await run(), 0);
  assert.equal((await money(beginner.id)) - before.beginner, 50_000_000_000n);
  const [waiting] = await t.db.select().from(hpcRankings).where(eq(hpcRankings.id, early.id));
  assert.equal(waiting!.prizePaidAt, null);
  assert.equal(await run(new Date(Date.now() + 30 * 86_400_000)), 1);
  assert.equal((await money(beginner.id)) - before.beginner, 57_000_000_000n);
});
