// The scheduled jobs (reads never write: what used to happen on a GET happens here).
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { autoBankbooks, dealerDiscountDays, mileageGrants, plusMemberships } from '../db/schema/index.js';
import { lockWallets } from '../lib/ledger.js';
import { expireStaleOrders } from '../sandbox/orders.js';
import { renewDueSubscription, RENEWAL_GRACE_MS } from '../domains/membership/renewal.js';
import { runDueAutoBankbook } from '../domains/bankbook/service.js';
import { drawDealerDiscountDay } from '../domains/membership/draw-service.js';
import { kstDay } from '../domains/membership/service.js';
import { expireMileage } from '../domains/mileage/service.js';
import { moveDemoChampionships } from '../domains/hpc/service.js';
import { vipMonthOf } from '../domains/vip/grades.js';
import { firstAchievementCandidates, recordFirstAchievement, savedCoinCandidates, settleSavedCoins } from '../domains/vip/service.js';
import type { Job, JobContext } from './runner.js';

const MINUTE = 60_000;

async function memberIds(q: Promise<{ memberId: number }[]>): Promise<number[]> {
  return [...new Set((await q).map((r) => r.memberId))].sort((a, b) => a - b);
}

/**
 * Subscription renewals at the due date (one month, from the old end date, within the grace
 * period; a membership that ended before that has lapsed and is never back-billed), then the
 * reserved automatic bankbooks that are due. One transaction per member, wallet locked first.
 */
export async function runMembershipRenewals({ db, config, now }: JobContext): Promise<number> {
  const due = await memberIds(
    db
      .select({ memberId: plusMemberships.memberId })
      .from(plusMemberships)
      .where(
        and(
          eq(plusMemberships.kind, 'MAIN'),
          eq(plusMemberships.status, 'ACTIVE'),
          eq(plusMemberships.subscriptionType, 'SUBSCRIPTION'),
          lte(plusMemberships.endDate, now),
          gt(plusMemberships.endDate, new Date(now.getTime() - RENEWAL_GRACE_MS)),
        ),
      ),
  );
  const auto = await memberIds(db.select({ memberId: autoBankbooks.memberId }).from(autoBankbooks).where(eq(autoBankbooks.status, 'RESERVED')));
  let done = 0;
  for (const memberId of [...new Set([...due, ...auto])].sort((a, b) => a - b)) {
    done += await db.transaction(async (tx) => {
      await lockWallets(tx, [memberId]);
      const renewed = await renewDueSubscription(tx, config, memberId, now);
      const banked = await runDueAutoBankbook(tx, memberId, now);
      return renewed + (banked ? 1 : 0);
    });
  }
  return done;
}

/** Writes off expired mileage grants (wallet + ledger + EXPIRE history), per member. */
export async function runMileageExpiry({ db, now }: JobContext): Promise<number> {
  const ids = await memberIds(
    db.select({ memberId: mileageGrants.memberId }).from(mileageGrants).where(and(lte(mileageGrants.expiresAt, now), gt(mileageGrants.remaining, 0n))),
  );
  let n = 0;
  for (const memberId of ids) {
    const expired = await db.transaction(async (tx) => {
      await lockWallets(tx, [memberId]);
      return expireMileage(tx, memberId, now);
    });
    if (expired > 0n) n++;
  }
  return n;
}

/** Today's dealer-discount draw (PO0030) for every member holding the option who has none yet. */
export async function runDailyDraws({ db, now }: JobContext): Promise<number> {
  const day = kstDay(now);
  const ids = await memberIds(
    db
      .select({ memberId: plusMemberships.memberId })
      .from(plusMemberships)
      .leftJoin(dealerDiscountDays, and(eq(dealerDiscountDays.memberId, plusMemberships.memberId), eq(dealerDiscountDays.day, day)))
      .where(
        and(
          eq(plusMemberships.kind, 'OPTION'),
          eq(plusMemberships.productCode, 'PO0030'),
          eq(plusMemberships.status, 'ACTIVE'),
          lte(plusMemberships.startDate, now),
          gt(plusMemberships.endDate, now),
          isNull(dealerDiscountDays.id),
        ),
      ),
  );
  let n = 0;
  for (const memberId of ids) if (await db.transaction((tx) => drawDealerDiscountDay(tx, memberId, now))) n++;
  return n;
}

/**
 * Records the first VIP month of members who reached VIP (the GET only reads it). SQL picks the
 * members who can have reached it (firstAchievementCandidates); recordFirstAchievement decides.
 */
export async function runVipFirstAchievement({ db, now }: JobContext): Promise<number> {
  let n = 0;
  for (const member of await firstAchievementCandidates(db, now)) if (await db.transaction((tx) => recordFirstAchievement(tx, member, now))) n++;
  return n;
}

/**
 * VIP saved coin of the current VIP month (1% of the counting period's payments + the grade bonus),
 * paid as hancoin once per member and month (unique saved-coin rows make a second run a no-op).
 * Only the members SQL finds VIP and not settled that month (savedCoinCandidates) get a transaction;
 * settleSavedCoins checks again, wallet locked first.
 */
export async function runVipSavedCoins({ db, now }: JobContext): Promise<number> {
  const month = vipMonthOf(now);
  let n = 0;
  for (const member of await savedCoinCandidates(db, month)) if ((await db.transaction((tx) => settleSavedCoins(tx, member, month))) > 0n) n++;
  return n;
}

/** Demo championships follow the Korean day (a long-running demo server keeps recruiting). */
export const runDemoChampionships = ({ db, now }: JobContext) => moveDemoChampionships(db, now);

/** PENDING payment-sandbox orders older than their lifetime become EXPIRED. */
export const runStaleOrders = ({ db, now }: JobContext) => expireStaleOrders(db, now);

export const JOBS: Job[] = [
  { name: 'membership-renewals', title: '정기결제 갱신·예약한 자동 통장', everyMs: 5 * MINUTE, run: runMembershipRenewals },
  { name: 'mileage-expiry', title: '마일리지 소멸', everyMs: 10 * MINUTE, run: runMileageExpiry },
  { name: 'daily-draws', title: '오늘의 딜러비 할인 추첨', everyMs: MINUTE, run: runDailyDraws },
  { name: 'stale-orders', title: '오래된 결제 주문 만료', everyMs: 5 * MINUTE, run: runStaleOrders },
  { name: 'vip-first-achievement', title: 'VIP 첫 달 기록', everyMs: 60 * MINUTE, run: runVipFirstAchievement },
  { name: 'vip-saved-coins', title: 'VIP 적립 코인을 한코인으로 지급', everyMs: 60 * MINUTE, run: runVipSavedCoins },
  { name: 'demo-championships', title: '데모 챔피언십 날짜 이동', everyMs: 30 * MINUTE, run: runDemoChampionships },
];

export { startJobs, runJob, runJobOnce, periodText, type Job, type JobContext, type JobRun, type JobStatus, type Runner } from './runner.js';
