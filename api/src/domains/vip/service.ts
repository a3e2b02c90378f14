// VIP: the grade of a VIP month from the counted payments of the three months before it (part 1's
// payments table), the expected grade of next month, benefits claimable once per VIP month, saved
// coins, payment history and the avatar mark. Reads never write; every balance change is one
// transaction with a ledger row (the wallet is locked first).
import { and, count, desc, eq, gte, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { coupons, members, orders, payments, vipBenefitClaims, vipGameCounts, vipMembers, vipSavedCoins, type MemberRow } from '../../db/schema/index.js';
import type {
  AchievableGrade, AvatarMark, FirstAchievement, SavedCoinHistoryPage, VipBenefit, VipBenefitClaimResult, VipBenefitDetail, VipBenefitType,
  VipExpectation, VipGrades, VipPaymentHistoryPage, VipPaymentSummary, VipPlatform, VipUser,
} from '@hanpan/contracts';
import { VIP_JOIN_CONDITION } from '@hanpan/contracts';
import { changeBalance, lockWallets } from '../../lib/ledger.js';
import { ruleError } from '../../lib/errors.js';
import type { CouponUseRules } from '../inventory/coupons.js';
import { getLimitState, spendableUntilMonthEnd } from '../../lib/limits.js';
import { formatWon } from '../../lib/money.js';
import { KOREA_TIME_ZONE } from '../../lib/time.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { findMainProduct } from '../membership/catalogue.js';
import { mainHeldAt } from '../membership/service.js';
import { renewalPending } from '../membership/renewal.js';
import { MEMBERSHIP_ORDER_KINDS } from '../membership/payments.js';
import {
  addMonths, AVATAR_MARK_NAMES, BASIC_MILEAGE_PER_MILLE, BASIC_SAVED_COIN_PER_MILLE, BONUS_SAVED_COIN_PER_MILLE_PER_RANK, classRank, COUNTING_MONTHS,
  countingMonths, countingRange, expectation, formatRange, GRADE_BENEFITS, gradeFor, gradeName, gradeRank, GRADES, isVip, marksAllowed,
  monthRange, nextGrade, plusSavedCoinFor, POWER_CHIEF_MIN_GAMES, previousMonth, savedCoinFor, VIP_ADDITIONAL_MILEAGE_PER_MILLE, vipMonthOf,
  type PaidGrade, type VipGrade,
} from './grades.js';

export const VIP_FAILED = 'VIP 혜택 받기 실패';
/** A VIP month's coupons are usable to its last moment: shown as its 말일 (not the next month's 1st), as their text says. */
export const vipCouponExpiresAt = (month: string) => new Date(monthRange(month).end.getTime() - 1);
/** Benefit code of the VIP 등급 상향권 coupon. */
export const VIP_GRADE_UP_BENEFIT = 'VIP_GRADE_UP';

/**
 * What counts toward a VIP grade. The hourly jobs' SQL pre-selections (savedCoinCandidates,
 * firstAchievementCandidates) sum the same payments: a change of what counts here changes them too.
 */
export async function paymentSum(db: DbOrTx, memberId: number, start?: Date, end?: Date): Promise<bigint> {
  const conds = [eq(payments.memberId, memberId)];
  if (start) conds.push(gte(payments.createdAt, start));
  if (end) conds.push(lt(payments.createdAt, end));
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${payments.amount}), 0)::text` }).from(payments).where(and(...conds));
  return BigInt(row?.s ?? '0');
}

/** Counted payments per KST payment month ('YYYY-MM' → amount, count) in [start, end). */
async function monthlyPayments(db: DbOrTx, memberId: number, start?: Date, end?: Date): Promise<Map<string, { amount: bigint; count: number }>> {
  const conds = [eq(payments.memberId, memberId)];
  if (start) conds.push(gte(payments.createdAt, start));
  if (end) conds.push(lt(payments.createdAt, end));
  const rows = await db.select({ amount: payments.amount, createdAt: payments.createdAt }).from(payments).where(and(...conds));
  const out = new Map<string, { amount: bigint; count: number }>();
  for (const r of rows) {
    const m = vipMonthOf(r.createdAt);
    const cur = out.get(m) ?? { amount: 0n, count: 0 };
    out.set(m, { amount: cur.amount + r.amount, count: cur.count + 1 });
  }
  return out;
}

/** Counted payments of VIP month `month`'s counting period, from per-month sums. */
const countedFor = (byMonth: Map<string, { amount: bigint }>, month: string): bigint =>
  countingMonths(month).reduce((s, cm) => s + (byMonth.get(cm)?.amount ?? 0n), 0n);

/**
 * Consecutive VIP months up to and including `month` (0 when it is not one), from the same payments
 * as the grades: a stored count went stale and could disagree with last month's grade.
 */
export async function retentionMonths(db: DbOrTx, memberId: number, month: string): Promise<number> {
  const byMonth = await monthlyPayments(db, memberId, undefined, monthRange(month).start);
  const first = [...byMonth.keys()].sort()[0];
  let n = 0;
  // a month no later than the first payment month counts nothing: not VIP
  if (first) for (let m = month; m > first && isVip(gradeFor(countedFor(byMonth, m))); m = previousMonth(m)) n++;
  return n;
}

/**
 * Games the member played in Korean month `month` ('YYYY-MM'); 0 without a row. The rows are meant
 * to come from the game servers' results per Korean month (no feed writes them yet: the seed only).
 */
export async function gamesPlayed(db: DbOrTx, memberId: number, month: string): Promise<number> {
  const [row] = await db
    .select({ games: vipGameCounts.games })
    .from(vipGameCounts)
    .where(and(eq(vipGameCounts.memberId, memberId), eq(vipGameCounts.month, month)))
    .limit(1);
  return row?.games ?? 0;
}

async function vipRow(db: DbOrTx, memberId: number) {
  const [row] = await db.select().from(vipMembers).where(eq(vipMembers.memberId, memberId)).limit(1);
  return row ?? null;
}

/** The VIP programme is open on the own portal; the partner channel has none (SPEC §6). */
const VIP_PUBLISHER = 'hanpan';
export const isOpenedVip = (member: MemberRow): boolean => member.publisher === VIP_PUBLISHER;

/** The lowest VIP grade's threshold (미니멈): a counting period below it is no VIP month at all. */
const lowestVipThreshold = (): bigint => GRADES.filter((g) => isVip(g.grade)).reduce((min, g) => (g.threshold < min ? g.threshold : min), GRADES[GRADES.length - 1]!.threshold);

function assertOpened(member: MemberRow, title = VIP_FAILED): void {
  if (!isOpenedVip(member)) throw ruleError('ERROR_VIP_NOT_OPENED', '제휴 채널 회원은 VIP 서비스를 이용할 수 없습니다. 한판 포털 회원만 VIP 혜택을 받을 수 있습니다.', undefined, title);
}

/** SPEC §3 vipUser of VIP month `month`: its grade from the counting period's payments. */
export async function vipUserOf(db: DbOrTx, member: MemberRow, month: string): Promise<VipUser> {
  const basis = countingRange(month);
  const counted = await paymentSum(db, member.id, basis.start, basis.end);
  const last = monthRange(previousMonth(month));
  const lastMonthPaymentAmount = await paymentSum(db, member.id, last.start, last.end);
  const grade = gradeFor(counted);
  const row = await vipRow(db, member.id);
  const coin = savedCoinFor(grade, counted);
  const end = monthRange(month).end;
  const wornMark = row?.avatarMarkWorn && row.avatarMarkCode && marksAllowed(grade).includes(row.avatarMarkCode) ? row.avatarMarkCode : null;
  return {
    additionalMileage: String(isVip(grade) ? VIP_ADDITIONAL_MILEAGE_PER_MILLE : 0),
    additionalMileageEndDate: isVip(grade) ? new Date(end.getTime() - 1).toISOString() : null,
    additionalSavedCoin: coin.bonus.toString(),
    avatarMarkCode: wornMark,
    basicMileage: String(BASIC_MILEAGE_PER_MILLE),
    basicSavedCoin: coin.basic.toString(),
    bonusMonth: row?.bonusMonth ?? 0,
    grade,
    gradeName: gradeName(grade),
    classRank: classRank(grade),
    // the month before the VIP month: its games make this month's power chief (power-chief.ts)
    lastMonthGameCount: await gamesPlayed(db, member.id, previousMonth(month)),
    lastMonthPaymentAmount: lastMonthPaymentAmount.toString(),
    retentionMonth: isVip(grade) ? await retentionMonths(db, member.id, month) : 0,
    specialCode: row?.specialCode ?? null,
    totalPaymentAmount: counted.toString(),
    vip: isVip(grade),
    vipMonth: month,
    basisPeriod: formatRange(basis.start, basis.end),
  };
}

export const currentVipUser = (db: DbOrTx, member: MemberRow, now = new Date()) => vipUserOf(db, member, vipMonthOf(now));

/** Whether payments earn the VIP's extra mileage now: a VIP this month, on the own portal (SPEC §6: 'vip flag true and VIP opened'). */
export async function earnsVipMileage(db: DbOrTx, member: MemberRow, now = new Date()): Promise<boolean> {
  return isOpenedVip(member) && (await currentVipUser(db, member, now)).vip;
}

/** Public grade table: thresholds and what each grade gives. */
export function vipGrades(): VipGrades {
  return {
    grades: GRADES.map((g) => {
      const b = g.grade === 'NONE' ? null : GRADE_BENEFITS[g.grade as PaidGrade];
      const rank = gradeRank(g.grade);
      return {
        grade: g.grade,
        name: g.name,
        threshold: g.threshold.toString(),
        coupons: b?.coupons ?? 0,
        hancoin: (b?.hancoin ?? 0n).toString(),
        gradeUp: b?.gradeUp ?? 0,
        avatarMark: b?.avatarMark ?? null,
        avatarMarkName: b ? AVATAR_MARK_NAMES[b.avatarMark] ?? null : null,
        savedCoinPerMille: b ? BASIC_SAVED_COIN_PER_MILLE + BONUS_SAVED_COIN_PER_MILLE_PER_RANK * rank : 0,
        additionalMileagePerMille: b ? VIP_ADDITIONAL_MILEAGE_PER_MILLE : 0,
        powerChiefMoney: (b?.powerChiefMoney ?? 0n).toString(),
      };
    }),
    countingMonths: COUNTING_MONTHS,
    basicSavedCoinPerMille: BASIC_SAVED_COIN_PER_MILLE,
    basicMileagePerMille: BASIC_MILEAGE_PER_MILLE,
    powerChiefMinGames: POWER_CHIEF_MIN_GAMES,
  };
}

/** Next month's expected grade: the payments of its counting period so far (this month included). */
export async function vipExpectation(db: DbOrTx, member: MemberRow, extended: boolean, now = new Date()): Promise<VipExpectation> {
  const month = vipMonthOf(now);
  const nextMonth = addMonths(month, 1);
  const current = await vipUserOf(db, member, month);
  const basis = countingRange(nextMonth);
  const paid = await paymentSum(db, member.id, basis.start, basis.end);
  const thisMonth = monthRange(month);
  const thisMonthPaid = await paymentSum(db, member.id, thisMonth.start, thisMonth.end);
  const e = expectation(paid, extended);
  return {
    isVip: current.vip,
    currentBenefit: current.vip ? `${current.gradeName} 등급 혜택 적용 중` : `아직 VIP 등급이 아닙니다. ${VIP_JOIN_CONDITION} VIP 혜택을 받습니다.`,
    currentGrade: current.grade,
    currentGradeName: current.gradeName,
    nextGrade: e.nextGrade,
    nextGradeName: e.nextGrade ? gradeName(e.nextGrade) : null,
    expectedVipGrade: e.expectedGrade,
    expectedGradeName: gradeName(e.expectedGrade),
    expectedVipMonth: nextMonth,
    // (as before the counts had months: last month's games, the same figure as vipUser.lastMonthGameCount)
    playedCount: current.lastMonthGameCount,
    paymentAmount: paid.toString(),
    thisMonthPaymentAmount: thisMonthPaid.toString(),
    remainPaymentAmount: e.remainPaymentAmount.toString(),
    isExtendedTarget: extended,
    targetGrade: e.targetGrade,
    targetGradeName: gradeName(e.targetGrade),
    targetAmount: e.targetAmount.toString(),
    progressStatus: e.progress,
    basisPeriod: formatRange(basis.start, basis.end),
  };
}

/** Highest grade next month can still reach with what this month's purchase limits still allow (category ALL ignores them). */
export async function achievableGrade(db: DbOrTx, config: AppConfig, member: MemberRow, category: 'PAYMENT' | 'ALL', now = new Date()): Promise<AchievableGrade> {
  const basis = countingRange(addMonths(vipMonthOf(now), 1));
  const paid = await paymentSum(db, member.id, basis.start, basis.end);
  const e = expectation(paid, false);
  const remaining = category === 'ALL' ? null : spendableUntilMonthEnd(await getLimitState(db, config, member.id, now), now);
  const maxGrade: VipGrade = remaining === null ? 'PREMIUM' : gradeFor(paid + remaining);
  return {
    progressStatus: e.progress,
    basisPeriod: formatRange(basis.start, basis.end),
    expectedGrade: e.expectedGrade,
    expectedGradeName: gradeName(e.expectedGrade),
    maximumAchievableGrade: maxGrade,
    maximumAchievableGradeName: gradeName(maxGrade),
    remainPaymentAmount: e.remainPaymentAmount.toString(),
    remainingLimit: remaining === null ? null : remaining.toString(),
  };
}

// ---- Monthly benefits (coupon, grade-up, hancoin): once per VIP month ----

const BENEFIT_NAMES: Record<VipBenefitType, string> = { coupon: 'VIP 딜러비 할인 쿠폰', 'grade-up': 'VIP 등급 상향권', hancoin: 'VIP 한코인' };
const BENEFIT_TEXT: Record<VipBenefitType, string> = {
  coupon: '하루 동안 딜러비를 30% 할인받는 VIP 전용 쿠폰입니다. 받은 달의 말일까지 사용할 수 있습니다.',
  'grade-up': '쿠폰함에서 먼저 사용하면 이번 달 아직 받지 않은 딜러비 할인 쿠폰과 한코인을 한 등급 위의 혜택으로 받습니다. 프리미엄 등급은 최고 등급이라 받을 수 없습니다.',
  hancoin: '등급에 따라 한코인을 드립니다. 받은 즉시 보유 한코인에 더해집니다.',
};

function benefitAmount(type: VipBenefitType, grade: VipGrade): bigint {
  if (!isVip(grade)) return 0n;
  const b = GRADE_BENEFITS[grade as PaidGrade];
  if (type === 'hancoin') return b.hancoin;
  if (type === 'coupon') return BigInt(b.coupons);
  return BigInt(b.gradeUp);
}

export function benefitAmountText(type: VipBenefitType, amount: bigint): string {
  if (type === 'hancoin') return `한코인 ${formatWon(amount)}개`;
  if (type === 'coupon') return `딜러비 할인 쿠폰 ${amount}장`;
  return `등급 상향권 ${amount}장`;
}

/** The monthly benefits a grade-up raises (the grade-up ticket itself is not one of them). */
const RAISED_BENEFITS: readonly VipBenefitType[] = ['coupon', 'hancoin'];

/**
 * The grade a VIP month's benefits (or the one of `type`) are given at: one above the member's when a
 * VIP 등급 상향권 was used in that month (its text: 받은 달 말일까지 한 등급 위의 혜택) — for the benefits
 * received after it; the grade-up ticket itself is not raised.
 */
async function benefitGrade(db: DbOrTx, memberId: number, u: { grade: VipGrade; vipMonth: string }, type?: VipBenefitType): Promise<VipGrade> {
  const up = isVip(u.grade) && (!type || RAISED_BENEFITS.includes(type)) ? nextGrade(u.grade) : null;
  if (!up) return u.grade;
  const { start, end } = monthRange(u.vipMonth);
  const [used] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.memberId, memberId), eq(coupons.benefit, VIP_GRADE_UP_BENEFIT), gte(coupons.usedAt, start), lt(coupons.usedAt, end)))
    .limit(1);
  return used ? up : u.grade;
}

/**
 * The rules of a VIP 등급 상향권's 사용하기 (coupons.ts `useCoupon` locks the wallet and the coupon first):
 * this VIP month's benefits still to receive are given one grade up. Refused for a non-VIP, the top
 * grade, a second one this month, or nothing left to raise.
 */
export const gradeUpCouponRules =
  (member: MemberRow): CouponUseRules =>
  async (tx, _coupon, now) => {
    const title = '등급 상향권 사용 실패';
    assertOpened(member, title);
    const u = await currentVipUser(tx, member, now);
    if (!u.vip) throw ruleError('ERROR_NOT_VIP', `VIP 회원만 사용할 수 있습니다. ${VIP_JOIN_CONDITION} VIP 회원이 됩니다.`, undefined, title);
    const up = nextGrade(u.grade);
    if (!up) throw ruleError('ERROR_NOT_AVAILABLE', `${u.gradeName} 등급은 최고 등급이라 더 올릴 등급이 없습니다.`, { grade: u.grade }, title);
    if ((await benefitGrade(tx, member.id, u)) !== u.grade) throw ruleError('ERROR_ALREADY_RAISED', '이번 달에는 이미 등급 상향권을 사용했습니다.', { vipMonth: u.vipMonth }, title);
    const unclaimed = (await unclaimedRaised(tx, member.id, u.vipMonth)).map((type) => BENEFIT_NAMES[type]);
    if (unclaimed.length === 0) {
      throw ruleError('ERROR_NOTHING_TO_RAISE', '이번 달 VIP 혜택(딜러비 할인 쿠폰, 한코인)을 모두 받아 상향권으로 올릴 혜택이 없습니다.', { vipMonth: u.vipMonth }, title);
    }
    return `이번 달 아직 받지 않은 VIP 혜택(${unclaimed.join(', ')})을 ${gradeName(up)} 등급으로 받을 수 있습니다. VIP 혜택에서 받아 주세요.`;
  };

// (said on the grade-up ticket before it is received: QA saw it offered with nothing left for it)
const NOTHING_TO_RAISE = '이번 달 딜러비 할인 쿠폰과 한코인은 이미 모두 받아, 지금 받는 상향권으로 올릴 혜택이 없습니다.';

/** The benefits a grade-up raises not received yet this VIP month. */
async function unclaimedRaised(db: DbOrTx, memberId: number, month: string): Promise<VipBenefitType[]> {
  const out: VipBenefitType[] = [];
  for (const type of RAISED_BENEFITS) if (!(await claimOf(db, memberId, month, type))) out.push(type);
  return out;
}

async function claimOf(db: DbOrTx, memberId: number, month: string, type: VipBenefitType) {
  const [row] = await db
    .select()
    .from(vipBenefitClaims)
    .where(and(eq(vipBenefitClaims.memberId, memberId), eq(vipBenefitClaims.vipMonth, month), eq(vipBenefitClaims.type, type)))
    .limit(1);
  return row ?? null;
}

/**
 * A 등급 상향권 of this VIP month that could still raise an unclaimed benefit: not claimed yet, or claimed
 * and not used (QA: taken in the list's order, the ticket came after the benefits it raises).
 */
async function gradeUpTicketFor(db: DbOrTx, member: MemberRow, u: { vip: boolean; grade: VipGrade; vipMonth: string }, type: VipBenefitType, grade: VipGrade): Promise<VipBenefitDetail['gradeUpTicket']> {
  if (!isOpenedVip(member) || !u.vip || !RAISED_BENEFITS.includes(type) || grade !== u.grade || !nextGrade(u.grade)) return null;
  return (await claimOf(db, member.id, u.vipMonth, 'grade-up')) ? 'to-use' : 'to-claim';
}

export async function benefitDetail(db: DbOrTx, member: MemberRow, type: VipBenefitType, now = new Date()): Promise<VipBenefitDetail> {
  const u = await currentVipUser(db, member, now);
  const claimed = await claimOf(db, member.id, u.vipMonth, type);
  const grade = await benefitGrade(db, member.id, u, type);
  const amount = claimed ? claimed.amount : benefitAmount(type, grade);
  return {
    type,
    name: BENEFIT_NAMES[type],
    vipMonth: u.vipMonth,
    grade: u.grade,
    available: isOpenedVip(member) && u.vip && amount > 0n && !claimed,
    received: Boolean(claimed),
    receivedAt: claimed ? claimed.createdAt.toISOString() : null,
    platform: claimed ? (claimed.platform as VipPlatform) : null,
    description: type === 'grade-up' && !claimed && (await unclaimedRaised(db, member.id, u.vipMonth)).length === 0 ? `${BENEFIT_TEXT[type]} ${NOTHING_TO_RAISE}` : BENEFIT_TEXT[type],
    amount: amount.toString(),
    amountText: benefitAmountText(type, amount),
    gradeUpTicket: claimed ? null : await gradeUpTicketFor(db, member, u, type, grade),
  };
}

/**
 * Claims one monthly benefit. The rules are checked again inside the transaction; the unique
 * (member, VIP month, type) index refuses a second claim even when two arrive at once.
 */
export async function claimBenefit(tx: Tx, member: MemberRow, type: VipBenefitType, platform: VipPlatform, idempotencyKey?: string, now = new Date()): Promise<VipBenefitClaimResult> {
  assertOpened(member);
  // lock order: the wallet first (the hancoin claim changes it; the others keep one order too)
  const wallet = (await lockWallets(tx, [member.id])).get(member.id)!;
  const u = await currentVipUser(tx, member, now);
  if (!u.vip) throw ruleError('ERROR_NOT_VIP', `VIP 회원만 받을 수 있는 혜택입니다. ${VIP_JOIN_CONDITION} VIP 회원이 됩니다.`, undefined, VIP_FAILED);
  const amount = benefitAmount(type, await benefitGrade(tx, member.id, u, type));
  if (amount === 0n) throw ruleError('ERROR_NOT_AVAILABLE', `${u.gradeName} 등급은 ${BENEFIT_NAMES[type]} 혜택이 없습니다.`, { grade: u.grade }, VIP_FAILED);
  const inserted = await tx
    .insert(vipBenefitClaims)
    .values({ memberId: member.id, vipMonth: u.vipMonth, type, platform, amount, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: vipBenefitClaims.id });
  if (inserted.length === 0) {
    throw ruleError('ERROR_ALREADY_RECEIVED', `이번 달 ${BENEFIT_NAMES[type]} 혜택을 이미 받았습니다. 다음 달 1일부터 다시 받을 수 있습니다.`, { vipMonth: u.vipMonth, type }, VIP_FAILED);
  }
  const claimId = inserted[0]!.id;
  let hancoin = wallet.hancoin;
  if (type === 'hancoin') {
    hancoin = (await changeBalance(tx, { memberId: member.id, currency: 'hancoin', amount, reason: 'VIP_BENEFIT_HANCOIN', refType: 'vip_benefit', refId: claimId, idempotencyKey })).balanceAfter;
    // the hancoin benefit is part of the member's VIP saved coin
    await tx.insert(vipSavedCoins).values({ memberId: member.id, vipMonth: u.vipMonth, kind: 'BENEFIT_HANCOIN', coin: amount, createdAt: now });
  } else {
    const expiresAt = vipCouponExpiresAt(u.vipMonth);
    const up = nextGrade(u.grade);
    await tx.insert(coupons).values(
      Array.from({ length: Number(amount) }, () =>
        type === 'coupon'
          ? { memberId: member.id, category: 'vip', name: 'VIP 딜러비 30% 할인 쿠폰', description: 'VIP 전용: 하루 동안 딜러비를 30% 할인합니다.', benefit: 'DEALER_FEE_30', expiresAt }
          : { memberId: member.id, category: 'vip', name: 'VIP 등급 상향권', description: `${u.gradeName} → ${gradeName(up ?? u.grade)} 혜택, 받은 달 말일까지`, benefit: VIP_GRADE_UP_BENEFIT, expiresAt },
      ),
    );
  }
  return {
    type,
    name: BENEFIT_NAMES[type],
    vipMonth: u.vipMonth,
    amount: amount.toString(),
    amountText: benefitAmountText(type, amount),
    hancoin: hancoin.toString(),
    platform,
    receivedAt: now.toISOString(),
  };
}

async function savedCoinTotal(db: DbOrTx, memberId: number, month?: string): Promise<string> {
  const conds = [eq(vipSavedCoins.memberId, memberId)];
  if (month) conds.push(eq(vipSavedCoins.vipMonth, month));
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${vipSavedCoins.coin}), 0)::text` }).from(vipSavedCoins).where(and(...conds));
  return row?.s ?? '0';
}

export async function vipBenefits(db: DbOrTx, member: MemberRow, now = new Date()): Promise<VipBenefit> {
  const month = vipMonthOf(now);
  const current = await vipUserOf(db, member, month);
  const lastUser = await vipUserOf(db, member, previousMonth(month));
  const claims = await db.select().from(vipBenefitClaims).where(and(eq(vipBenefitClaims.memberId, member.id), eq(vipBenefitClaims.vipMonth, month))).orderBy(vipBenefitClaims.id);
  return {
    isOpenedVip: isOpenedVip(member),
    currentVipUser: current,
    lastVipUser: lastUser.vip ? lastUser : null,
    savedCoin: await savedCoinTotal(db, member.id),
    monthSavedCoin: await savedCoinTotal(db, member.id, month),
    receivedBenefits: claims.map((c) => ({ type: c.type, vipMonth: c.vipMonth, receivedAt: c.createdAt.toISOString(), platform: c.platform, amount: c.amount.toString() })),
  };
}

// ---- Saved coins ----

export const SAVED_COIN_KIND_NAMES: Record<string, string> = {
  PAYMENT: '결제 적립 (기본 1%)',
  PAYMENT_BONUS: '등급 추가 적립',
  PLUS_BONUS: '플러스 추가 적립 (W-Plus 이상)',
  BENEFIT_HANCOIN: 'VIP 한코인 혜택',
};

export async function savedCoinHistory(db: DbOrTx, memberId: number, month: string, page: PageRequest): Promise<SavedCoinHistoryPage> {
  const where = and(eq(vipSavedCoins.memberId, memberId), eq(vipSavedCoins.vipMonth, month));
  const rows = await db.select().from(vipSavedCoins).where(where).orderBy(desc(vipSavedCoins.createdAt), desc(vipSavedCoins.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(vipSavedCoins).where(where);
  return toPage(
    rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), kind: r.kind, kindName: SAVED_COIN_KIND_NAMES[r.kind] ?? r.kind, coin: r.coin.toString() })),
    page,
    Number(total?.n ?? 0),
  );
}

/** The kinds the monthly settlement writes (BENEFIT_HANCOIN is the hancoin claim's row, not a settlement). */
export const SETTLEMENT_KINDS = ['PAYMENT', 'PAYMENT_BONUS', 'PLUS_BONUS'] as const;

/**
 * Monthly settlement (a scheduled job at 00:00 KST on the 1st): pays the saved coin of VIP month
 * `month` — 1% of the counting period's payments plus the grade bonus, and 0.5% more for W-Plus and
 * above (Plus's VIP extra points) — as hancoin, with ledger
 * rows. Runs once per member and month (unique saved-coin rows); returns what it paid.
 */
export async function settleSavedCoins(tx: Tx, member: MemberRow, month: string, now = new Date()): Promise<bigint> {
  if (!isOpenedVip(member)) return 0n;
  // one not VIP, or settled already (its rows are written together), takes no wallet lock; a VIP's
  // figures are read again under it. Only the settlement's own rows say so: the hancoin claim's row of
  // the month (BENEFIT_HANCOIN) taken before the job came left the month's saved coin unpaid.
  const [settled] = await tx
    .select({ id: vipSavedCoins.id })
    .from(vipSavedCoins)
    .where(and(eq(vipSavedCoins.memberId, member.id), eq(vipSavedCoins.vipMonth, month), inArray(vipSavedCoins.kind, [...SETTLEMENT_KINDS])))
    .limit(1);
  if (settled || !(await vipUserOf(tx, member, month)).vip) return 0n;
  await lockWallets(tx, [member.id]);
  const u = await vipUserOf(tx, member, month);
  if (!u.vip) return 0n;
  const counted = BigInt(u.totalPaymentAmount);
  const coins = savedCoinFor(u.grade, counted);
  const at = monthRange(month).start;
  // the Plus tier held when the month begins (the rows are dated then): W-Plus and above earn more.
  // A regular payment still to come covers that moment once paid: the month waits for it (its rows
  // are written together, so a Plus bonus settled without it would never be paid).
  const main = await mainHeldAt(tx, member.id, at);
  if (!main && (await renewalPending(tx, member.id, at, now))) return 0n;
  const heldTier = main ? (findMainProduct(main.productCode)?.tier ?? null) : null;
  const plus = plusSavedCoinFor(u.grade, counted, heldTier);
  let paid = 0n;
  for (const [kind, coin] of [['PAYMENT', coins.basic], ['PAYMENT_BONUS', coins.bonus], ['PLUS_BONUS', plus]] as const) {
    if (coin <= 0n) continue;
    const [row] = await tx.insert(vipSavedCoins).values({ memberId: member.id, vipMonth: month, kind, coin, createdAt: at }).onConflictDoNothing().returning({ id: vipSavedCoins.id });
    if (!row) continue; // already settled
    await changeBalance(tx, { memberId: member.id, currency: 'hancoin', amount: coin, reason: `VIP_SAVED_COIN_${kind}`, refType: 'vip_saved_coin', refId: row.id });
    paid += coin;
  }
  return paid;
}

/**
 * The members the hourly settlement of VIP month `month` opens a transaction for (by id): on the
 * own portal, VIP that month — the counting period's payments (the same [start, end) and sum as
 * vipUserOf) reach the lowest grade's threshold — and with no settlement row of that month yet.
 * A pre-selection only: settleSavedCoins checks everything again under the wallet lock, with the
 * same meaning of settled (a row of SETTLEMENT_KINDS; the hancoin claim's row is none).
 */
export async function savedCoinCandidates(db: DbOrTx, month: string): Promise<MemberRow[]> {
  const basis = countingRange(month);
  const vip = db
    .select({ memberId: payments.memberId })
    .from(payments)
    .where(and(gte(payments.createdAt, basis.start), lt(payments.createdAt, basis.end)))
    .groupBy(payments.memberId)
    .having(sql`sum(${payments.amount}) >= ${lowestVipThreshold().toString()}::bigint`);
  const settled = db
    .select({ one: sql`1` })
    .from(vipSavedCoins)
    .where(and(eq(vipSavedCoins.memberId, members.id), eq(vipSavedCoins.vipMonth, month), inArray(vipSavedCoins.kind, [...SETTLEMENT_KINDS])));
  return db
    .select()
    .from(members)
    .where(and(eq(members.publisher, VIP_PUBLISHER), inArray(members.id, vip), notExists(settled)))
    .orderBy(members.id);
}

// ---- Payment history ----

const PAYMENT_KIND_NAMES: Record<string, string> = { shop: '상점', charge: '머니 충전', 'weekly-gold': '주간 골드' };
/** What the history's 구분 says of a payment's order kind: every Plus payment (join, renewal, change, option …) is 플러스. */
const paymentKindName = (kind: string): string =>
  PAYMENT_KIND_NAMES[kind] ?? ((MEMBERSHIP_ORDER_KINDS as readonly string[]).includes(kind) ? '플러스' : '기타 결제');

/** The last six payment months (this one first): counted payments, saved coin and that month's grade. */
export async function paymentSummary(db: DbOrTx, member: MemberRow, now = new Date()): Promise<VipPaymentSummary> {
  const month = vipMonthOf(now);
  const months = Array.from({ length: 6 }, (_, i) => addMonths(month, -i));
  const oldest = countingMonths(months[months.length - 1]!)[0]!;
  const byMonth = await monthlyPayments(db, member.id, monthRange(oldest).start, monthRange(month).end);
  const coinRows = await db
    .select({ month: vipSavedCoins.vipMonth, s: sql<string>`coalesce(sum(${vipSavedCoins.coin}), 0)::text` })
    .from(vipSavedCoins)
    .where(and(eq(vipSavedCoins.memberId, member.id), gte(vipSavedCoins.vipMonth, months[months.length - 1]!)))
    .groupBy(vipSavedCoins.vipMonth);
  const coins = new Map(coinRows.map((r) => [r.month, r.s]));
  return {
    months: months.map((m) => {
      const paid = byMonth.get(m);
      const grade = gradeFor(countedFor(byMonth, m));
      return { month: m, paymentAmount: (paid?.amount ?? 0n).toString(), paymentCount: paid?.count ?? 0, savedCoin: coins.get(m) ?? '0', grade, gradeName: gradeName(grade) };
    }),
  };
}

export async function paymentHistory(db: DbOrTx, memberId: number, month: string, page: PageRequest): Promise<VipPaymentHistoryPage> {
  const r = monthRange(month);
  const where = and(eq(payments.memberId, memberId), gte(payments.createdAt, r.start), lt(payments.createdAt, r.end));
  const rows = await db
    .select({ id: payments.id, amount: payments.amount, kind: payments.kind, createdAt: payments.createdAt, title: orders.title })
    .from(payments)
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count(), s: sql<string>`coalesce(sum(${payments.amount}), 0)::text` }).from(payments).where(where);
  return {
    ...toPage(
      rows.map((p) => ({ id: p.id, paidAt: p.createdAt.toISOString(), title: p.title ?? paymentKindName(p.kind), kind: paymentKindName(p.kind), amount: p.amount.toString() })),
      page,
      Number(total?.n ?? 0),
    ),
    month,
    paymentAmount: total?.s ?? '0',
  };
}

/** First VIP month: kept from history when known, else the first month whose counting period reached 미니멈. */
export async function firstAchievement(db: DbOrTx, member: MemberRow, now = new Date()): Promise<FirstAchievement> {
  const row = await vipRow(db, member.id);
  if (row?.firstVipMonth) return { achieved: true, firstVipMonth: row.firstVipMonth, firstGrade: (row.firstGrade as VipGrade | null) ?? 'MINIMUM' };
  const byMonth = await monthlyPayments(db, member.id);
  const first = [...byMonth.keys()].sort()[0];
  const current = vipMonthOf(now);
  if (first) {
    for (let m = addMonths(first, 1); m <= current; m = addMonths(m, 1)) {
      const grade = gradeFor(countedFor(byMonth, m));
      if (isVip(grade)) return { achieved: true, firstVipMonth: m, firstGrade: grade };
    }
  }
  return { achieved: false, firstVipMonth: null, firstGrade: null };
}

/** Records the first VIP month of a member who has none yet (the vip-first-achievement job; GETs only read). */
export async function recordFirstAchievement(tx: Tx, member: MemberRow, now = new Date()): Promise<boolean> {
  const row = await vipRow(tx, member.id);
  if (row?.firstVipMonth) return false;
  const first = await firstAchievement(tx, member, now);
  if (!first.achieved || !first.firstVipMonth) return false;
  await tx
    .insert(vipMembers)
    .values({ memberId: member.id, firstVipMonth: first.firstVipMonth, firstGrade: first.firstGrade })
    .onConflictDoUpdate({ target: vipMembers.memberId, set: { firstVipMonth: first.firstVipMonth, firstGrade: first.firstGrade } });
  return true;
}

/**
 * The members the vip-first-achievement job opens a transaction for (by id): no first VIP month
 * recorded, and some counting period before this month reached the lowest grade's threshold — the
 * rule of firstAchievement (VIP month m ≤ this month, graded by the COUNTING_MONTHS Korean months
 * before it), as SQL: the payments before this month summed per Korean month, then over every
 * COUNTING_MONTHS months in a row ending at a month with payments. A pre-selection that never leaves
 * out a member firstAchievement would record: a month's sum counts as at least 0 (a period's sum is
 * never below the real one), and a period ending at a month without payments sums to no more than
 * the one ending at its last month with payments. recordFirstAchievement decides.
 */
export async function firstAchievementCandidates(db: DbOrTx, now = new Date()): Promise<MemberRow[]> {
  const before = monthRange(vipMonthOf(now)).start;
  const korean = sql`(${payments.createdAt} at time zone ${KOREA_TIME_ZONE})`;
  // Korean months numbered in a row (year × 12 + month): a period is COUNTING_MONTHS numbers
  const paid = sql`select ${payments.memberId} as member_id, (extract(year from ${korean}) * 12 + extract(month from ${korean}))::int as month_no, ${payments.amount} as amount
    from ${payments} left join ${vipMembers} on ${vipMembers.memberId} = ${payments.memberId}
    where ${lt(payments.createdAt, before)} and ${isNull(vipMembers.firstVipMonth)}`;
  const monthly = sql`select member_id, month_no, greatest(sum(amount), 0) as amount from (${paid}) paid group by member_id, month_no`;
  const periods = sql`select member_id, sum(amount) over (partition by member_id order by month_no range between ${sql.raw(String(COUNTING_MONTHS - 1))} preceding and current row) as amount from (${monthly}) monthly`;
  const reached = sql`select distinct member_id from (${periods}) periods where amount >= ${lowestVipThreshold().toString()}::bigint`;
  return db.select().from(members).where(inArray(members.id, sql`(${reached})`)).orderBy(members.id);
}

// ---- Avatar mark ----

export async function avatarMarkState(db: DbOrTx, member: MemberRow, now = new Date()): Promise<AvatarMark> {
  const u = await currentVipUser(db, member, now);
  const row = await vipRow(db, member.id);
  const available = isOpenedVip(member) ? marksAllowed(u.grade) : [];
  const worn = Boolean(row?.avatarMarkWorn && row.avatarMarkCode && available.includes(row.avatarMarkCode));
  return {
    avatarMarkCode: worn ? row!.avatarMarkCode : null,
    worn,
    available,
    marks: GRADES.filter((g) => g.grade !== 'NONE').map((g) => {
      const code = GRADE_BENEFITS[g.grade as PaidGrade].avatarMark;
      return { code, name: AVATAR_MARK_NAMES[code] ?? code, grade: g.grade, gradeName: g.name, available: available.includes(code) };
    }),
  };
}

export async function putAvatarMark(tx: Tx, member: MemberRow, code: string, on: boolean, now = new Date()): Promise<AvatarMark> {
  assertOpened(member, '아바타 마크');
  // serialise the member's mark changes (two tabs): the wallet row is the member's one lock
  await lockWallets(tx, [member.id]);
  const state = await avatarMarkState(tx, member, now);
  if (on) {
    if (state.available.length === 0) throw ruleError('ERROR_NOT_VIP', 'VIP 회원만 아바타 마크를 착용할 수 있습니다.', undefined, '아바타 마크');
    if (!state.available.includes(code)) {
      const mark = state.marks.find((m) => m.code === code);
      throw ruleError(
        'ERROR_MARK_NOT_AVAILABLE',
        mark ? `${mark.name}는 ${mark.gradeName} 등급 이상만 착용할 수 있습니다.` : '현재 등급에서 착용할 수 없는 아바타 마크입니다.',
        { code },
        '아바타 마크',
      );
    }
    await tx
      .insert(vipMembers)
      .values({ memberId: member.id, avatarMarkCode: code, avatarMarkWorn: true })
      .onConflictDoUpdate({ target: vipMembers.memberId, set: { avatarMarkCode: code, avatarMarkWorn: true } });
  } else {
    if (!state.worn || state.avatarMarkCode !== code) throw ruleError('ERROR_MARK_NOT_WORN', '착용 중인 아바타 마크가 아닙니다. 다른 화면에서 해제했거나 다른 마크로 바꿨을 수 있습니다.', { code }, '아바타 마크');
    await tx.update(vipMembers).set({ avatarMarkWorn: false }).where(eq(vipMembers.memberId, member.id));
  }
  return avatarMarkState(tx, member, now);
}

