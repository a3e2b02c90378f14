// HPC prizes (/hpc/info '순위와 상금'): when a championship's results are final (championshipEndTime)
// each ranked player's prize is credited as game money — over the holding limit into the over-money
// store, as every prize already decided — once per ranking row (prize_paid_at), by the hpc-prizes job.
import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { hpcChampionships, hpcRankings } from '../../db/schema/index.js';
import { lockWallets } from '../../lib/ledger.js';
import { memberHoldingLimit } from '../membership/service.js';
import { creditWithOverflow } from '../overmoney/service.js';

/** The ranking boards' names (/hpc/info). */
const CATEGORY_NAMES: Record<string, string> = { TOP: 'TOP 100', MIRACLE_SHIELD: '미라클 실드', BONUS: '보너스 랭킹' };

/** Prizes due and not paid: a ranked member's, of a championship whose results are final. */
const unpaidPrize = (now: Date) =>
  and(isNull(hpcRankings.prizePaidAt), gt(hpcRankings.prize, 0n), isNotNull(hpcRankings.memberId), lte(hpcChampionships.championshipEndTime, now));

/** The members with a prize to pay (the job's transaction per member). */
export async function hpcPrizeCandidates(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .selectDistinct({ memberId: hpcRankings.memberId })
    .from(hpcRankings)
    .innerJoin(hpcChampionships, eq(hpcChampionships.id, hpcRankings.championshipId))
    .where(unpaidPrize(now));
  return rows.map((r) => r.memberId!).sort((a, b) => a - b);
}

/** Pays the member's due prizes; returns how many. Wallet first (the lock order), then the rows. */
export async function payHpcPrizes(tx: Tx, memberId: number, now: Date): Promise<number> {
  await lockWallets(tx, [memberId]);
  const rows = await tx
    .select({ ranking: hpcRankings, championship: hpcChampionships.name })
    .from(hpcRankings)
    .innerJoin(hpcChampionships, eq(hpcChampionships.id, hpcRankings.championshipId))
    .where(and(eq(hpcRankings.memberId, memberId), unpaidPrize(now)))
    .orderBy(hpcRankings.id)
    .for('update', { of: hpcRankings });
  if (rows.length === 0) return 0;
  await tx.update(hpcRankings).set({ prizePaidAt: now }).where(inArray(hpcRankings.id, rows.map((r) => r.ranking.id)));
  const limit = await memberHoldingLimit(tx, memberId, now);
  for (const { ranking: r, championship } of rows) {
    await creditWithOverflow(tx, {
      memberId,
      amount: r.prize!,
      limit,
      reason: 'HPC_PRIZE',
      description: `${championship} ${CATEGORY_NAMES[r.category] ?? r.category} ${r.rank}위 상금`,
      refType: 'hpc_ranking',
      refId: r.id,
    });
  }
  return rows.length;
}
