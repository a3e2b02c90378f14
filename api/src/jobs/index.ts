// The scheduled jobs (reads never write: what used to happen on a GET happens here).
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { dealerDiscountDays, mileageGrants, plusMemberships, sessions } from '../db/schema/index.js';
import { lockWallets } from '../lib/ledger.js';
import { isConnectionError } from '../db/faults.js';
import { expireStaleOrders } from '../sandbox/orders.js';
import { accrueWeeklyGold, weeklyGoldAccrualCandidates } from '../domains/membership/weekly-gold-accrual.js';
import { renewDueSubscription, renewing } from '../domains/membership/renewal.js';
import { autoBankbookCandidates, runDueAutoBankbook } from '../domains/bankbook/service.js';
import { drawDealerDiscountDay } from '../domains/membership/draw-service.js';
import { kstDay } from '../domains/membership/service.js';
import { expireMileage } from '../domains/mileage/service.js';
import { moveDemoChampionships } from '../domains/hpc/service.js';
import { hpcPrizeCandidates, payHpcPrizes } from '../domains/hpc/prizes.js';
import { vipMonthOf } from '../domains/vip/grades.js';
import { firstAchievementCandidates, recordFirstAchievement, savedCoinCandidates, settleSavedCoins } from '../domains/vip/service.js';
import type { Job, JobContext } from './runner.js';

const MINUTE = 60_000;

async function memberIds(q: Promise<{ memberId: number }[]>): Promise<number[]> {
  return [...new Set((await q).map((r) => r.memberId))].sort((a, b) => a - b);
}

/**
 * A run in which some members' transactions failed while the others' were done. Thrown at the end
 * of the run, so the runner logs it (warn 'job failed', with the job's name) and shows it as the
 * run's outcome ('실패: 회원 2명 …'). `failedMemberIds` and `errors` (logged as aggregateErrors, the
 * query values left out as for any error) are in the same order; the message names the members' ids,
 * never an error's text (which may quote a value).
 */
export class MemberFailures extends AggregateError {
  readonly failedMemberIds: number[];
  /** what the run did for the other members (as a run's count) */
  readonly done: number;
  constructor(failures: { memberId: number; err: unknown }[], done: number, stopped: boolean) {
    const ids = failures.map((f) => f.memberId);
    const named = ids.length > 10 ? `${ids.slice(0, 10).join(', ')} 외 ${ids.length - 10}명` : ids.join(', ');
    const rest = stopped ? `데이터베이스 연결 오류로 회원 id ${ids.at(-1)}부터 중단` : '다른 회원은 처리';
    super(
      failures.map((f) => f.err),
      `회원 ${failures.length}명 처리 실패(회원 id ${named}; 원인은 로그에), ${rest}: ${done}건`,
    );
    this.name = 'MemberFailures';
    this.failedMemberIds = ids;
    this.done = done;
  }
}

/**
 * Runs `work` for each member in turn (each its own transaction): one member's unexpected error does
 * not stop the run for the members after them; the failures are thrown together at the end
 * (MemberFailures). A lost database connection is no member's fault and would fail every member
 * after it (each after a connect timeout): it stops the run, as before. Returns the sum of what
 * `work` counted.
 */
async function forEachMember<T>(members: readonly T[], idOf: (m: T) => number, work: (m: T) => Promise<number | boolean>): Promise<number> {
  let done = 0;
  const failures: { memberId: number; err: unknown }[] = [];
  for (const m of members) {
    try {
      done += Number(await work(m));
    } catch (err) {
      if (isConnectionError(err) && failures.length === 0) throw err;
      failures.push({ memberId: idOf(m), err });
      if (isConnectionError(err)) throw new MemberFailures(failures, done, true);
    }
  }
  if (failures.length > 0) throw new MemberFailures(failures, done, false);
  return done;
}
const byId = (memberId: number) => memberId;
const byMember = (member: { id: number }) => member.id;

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
      .where(renewing(now, now)),
  );
  const auto = await autoBankbookCandidates(db, now);
  return forEachMember([...new Set([...due, ...auto])].sort((a, b) => a - b), byId, (memberId) =>
    db.transaction(async (tx) => {
      await lockWallets(tx, [memberId]);
      const renewed = await renewDueSubscription(tx, config, memberId, now);
      const banked = await runDueAutoBankbook(tx, memberId, now);
      return renewed + (banked ? 1 : 0);
    }),
  );
}

/** Writes off expired mileage grants (wallet + ledger + EXPIRE history), per member. */
export async function runMileageExpiry({ db, now }: JobContext): Promise<number> {
  const ids = await memberIds(
    db.select({ memberId: mileageGrants.memberId }).from(mileageGrants).where(and(lte(mileageGrants.expiresAt, now), gt(mileageGrants.remaining, 0n))),
  );
  return forEachMember(ids, byId, async (memberId) => {
    const expired = await db.transaction(async (tx) => {
      await lockWallets(tx, [memberId]);
      return expireMileage(tx, memberId, now);
    });
    return expired > 0n;
  });
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
  return forEachMember(ids, byId, (memberId) => db.transaction((tx) => drawDealerDiscountDay(tx, memberId, now)));
}

/**
 * Records the first VIP month of members who reached VIP (the GET only reads it). SQL picks the
 * members who can have reached it (firstAchievementCandidates); recordFirstAchievement decides.
 */
export async function runVipFirstAchievement({ db, now }: JobContext): Promise<number> {
  return forEachMember(await firstAchievementCandidates(db, now), byMember, (member) => db.transaction((tx) => recordFirstAchievement(tx, member, now)));
}

/**
 * VIP saved coin of the current VIP month (1% of the counting period's payments + the grade bonus),
 * paid as hancoin once per member and month (unique saved-coin rows make a second run a no-op).
 * Only the members SQL finds VIP and not settled that month (savedCoinCandidates) get a transaction;
 * settleSavedCoins checks again, wallet locked first.
 */
export async function runVipSavedCoins({ db, now }: JobContext): Promise<number> {
  const month = vipMonthOf(now);
  return forEachMember(await savedCoinCandidates(db, month), byMember, async (member) => (await db.transaction((tx) => settleSavedCoins(tx, member, month, now))) > 0n);
}

/**
 * Weekly gold's gold of the day (WEEKLY_GOLD_PER_DAY): each member with a day due and not credited gets
 * it (today's at the first run of the day, missed ones after downtime), one transaction per member.
 */
export async function runWeeklyGoldAccrual({ db, now }: JobContext): Promise<number> {
  return forEachMember(await weeklyGoldAccrualCandidates(db, now), byId, (memberId) => db.transaction((tx) => accrueWeeklyGold(tx, memberId, now)));
}

/** Championship prizes of results made final (championshipEndTime), one transaction per member. */
export async function runHpcPrizes({ db, now }: JobContext): Promise<number> {
  return forEachMember(await hpcPrizeCandidates(db, now), byId, (memberId) => db.transaction((tx) => payHpcPrizes(tx, memberId, now)));
}

/** Demo championships follow the Korean day (a long-running demo server keeps recruiting). */
export const runDemoChampionships = ({ db, now }: JobContext) => moveDemoChampionships(db, now);

/** Sessions past their end (a browser-session login's day, a kept one's 14 days): loadMember reads none of them. */
export async function runExpiredSessions({ db, now }: JobContext): Promise<number> {
  return (await db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id })).length;
}

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
  { name: 'hpc-prizes', title: '챔피언십 상금 지급', everyMs: 10 * MINUTE, run: runHpcPrizes },
  { name: 'weekly-gold-accrual', title: '주간 골드 하루 적립', everyMs: 5 * MINUTE, run: runWeeklyGoldAccrual },
  { name: 'expired-sessions', title: '끝난 로그인 세션 삭제', everyMs: 60 * MINUTE, run: runExpiredSessions },
];

export { startJobs, runJob, runJobOnce, periodText, type Job, type JobContext, type JobRun, type JobStatus, type Runner } from './runner.js';
