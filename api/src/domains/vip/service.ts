// VIP: grade from last month's real payments (part 1's payments table), expectation for next
// month, benefits claimable once per VIP month, saved coins, avatar mark.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { coupons, payments, vipBenefitClaims, vipMembers, vipSavedCoins, type MemberRow } from '../../db/schema/index.js';
import type { AchievableGrade, VipBenefit, VipBenefitDetail, VipExpectation, VipUser } from '@hanpan/contracts';
import { changeBalance } from '../../lib/ledger.js';
import { ruleError } from '../../lib/errors.js';
import { getLimitState } from '../../lib/limits.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import {
  classRank, expectation, formatRange, gradeFor, gradeInfo, gradeRank, GRADES, isVip, monthRange, nextGrade, percent, previousMonth, vipMonthOf,
  type VipGrade,
} from './grades.js';

export async function paymentSum(db: DbOrTx, memberId: number, start?: Date, end?: Date): Promise<bigint> {
  const conds = [eq(payments.memberId, memberId)];
  if (start) conds.push(gte(payments.createdAt, start));
  if (end) conds.push(lt(payments.createdAt, end));
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${payments.amount}), 0)::text` }).from(payments).where(and(...conds));
  return BigInt(row?.s ?? '0');
}

const MILEAGE_PER_MILLE_BY_RANK = [0, 2, 4, 6, 10];
const HANCOIN_BY_GRADE: Record<VipGrade, bigint> = { NONE: 0n, MINIMUM: 1_000n, BUSINESS: 2_000n, FIRST: 3_000n, PREMIUM: 5_000n };
const COUPONS_BY_GRADE: Record<VipGrade, number> = { NONE: 0, MINIMUM: 1, BUSINESS: 2, FIRST: 3, PREMIUM: 5 };
export const AVATAR_MARKS: Record<Exclude<VipGrade, 'NONE'>, string> = { MINIMUM: 'VIP_MINIMUM', BUSINESS: 'VIP_BUSINESS', FIRST: 'VIP_FIRST', PREMIUM: 'VIP_PREMIUM' };

async function vipRow(db: DbOrTx, memberId: number) {
  const [row] = await db.select().from(vipMembers).where(eq(vipMembers.memberId, memberId)).limit(1);
  return row ?? null;
}

/** SPEC §3 vipUser of `month` (grade from the month before it). */
export async function vipUserOf(db: DbOrTx, member: MemberRow, month: string): Promise<VipUser> {
  const basis = monthRange(previousMonth(month));
  const lastMonthPaymentAmount = await paymentSum(db, member.id, basis.start, basis.end);
  const grade = gradeFor(lastMonthPaymentAmount);
  const row = await vipRow(db, member.id);
  const rank = gradeRank(grade);
  const end = monthRange(month).end;
  return {
    additionalMileage: String(MILEAGE_PER_MILLE_BY_RANK[rank] ?? 0),
    additionalMileageEndDate: isVip(grade) ? new Date(end.getTime() - 1).toISOString() : null,
    additionalSavedCoin: ((lastMonthPaymentAmount * BigInt(rank)) / 200n).toString(),
    avatarMarkCode: row?.avatarMarkWorn ? row.avatarMarkCode : null,
    basicMileage: '10',
    basicSavedCoin: (lastMonthPaymentAmount / 100n).toString(),
    bonusMonth: row?.bonusMonth ?? 0,
    grade,
    gradeName: gradeInfo(grade).name,
    classRank: classRank(grade),
    lastMonthGameCount: row?.lastMonthGameCount ?? 0,
    lastMonthPaymentAmount: lastMonthPaymentAmount.toString(),
    retentionMonth: row?.retentionMonth ?? 0,
    specialCode: row?.specialCode ?? null,
    totalPaymentAmount: (await paymentSum(db, member.id)).toString(),
    vip: isVip(grade),
    vipMonth: month,
  };
}

export const currentVipUser = (db: DbOrTx, member: MemberRow, now = new Date()) => vipUserOf(db, member, vipMonthOf(now));

/** The VIP programme is open on the own portal; the partner channel has none. */
export const isOpenedVip = (member: MemberRow): boolean => member.publisher === 'hanpan';

export async function vipExpectation(db: DbOrTx, member: MemberRow, extended: boolean, now = new Date()): Promise<VipExpectation> {
  const month = vipMonthOf(now);
  const cur = monthRange(month);
  const last = monthRange(previousMonth(month));
  const lastPaid = await paymentSum(db, member.id, last.start, last.end);
  // extended target: the basis covers last month and this month together
  const basisStart = extended ? last.start : cur.start;
  const paid = await paymentSum(db, member.id, basisStart, cur.end);
  const e = expectation(lastPaid, paid);
  const row = await vipRow(db, member.id);
  return {
    isVip: isVip(e.currentGrade),
    currentBenefit: isVip(e.currentGrade) ? `${gradeInfo(e.currentGrade).name} 등급 혜택 적용중` : '일반 회원',
    currentGrade: e.currentGrade,
    currentGradeName: gradeInfo(e.currentGrade).name,
    nextGrade: e.nextGrade,
    nextGradeName: e.nextGrade ? gradeInfo(e.nextGrade).name : null,
    expectedVipGrade: e.expectedGrade,
    expectedGradeName: gradeInfo(e.expectedGrade).name,
    playedCount: row?.lastMonthGameCount ?? 0,
    paymentAmount: paid.toString(),
    remainPaymentAmount: e.remainPaymentAmount.toString(),
    progressStatus: e.progress,
    basisPeriod: formatRange(basisStart, cur.end),
  };
}

/** Highest grade this month's payments can still reach within the purchase limit (category ALL ignores it). */
export async function achievableGrade(db: DbOrTx, config: AppConfig, member: MemberRow, category: 'PAYMENT' | 'ALL', now = new Date()): Promise<AchievableGrade> {
  const cur = monthRange(vipMonthOf(now));
  const paid = await paymentSum(db, member.id, cur.start, cur.end);
  const expected = gradeFor(paid);
  const maxGrade: VipGrade = category === 'ALL' ? 'PREMIUM' : gradeFor(paid + (await getLimitState(db, config, member.id, now)).remainingMonth);
  const next = nextGrade(expected);
  const target = next ? gradeInfo(next).threshold : gradeInfo(expected).threshold;
  return {
    progressStatus: percent(paid, target),
    basisPeriod: formatRange(cur.start, cur.end),
    expectedGrade: expected,
    expectedGradeName: gradeInfo(expected).name,
    maximumAchievableGrade: maxGrade,
    maximumAchievableGradeName: gradeInfo(maxGrade).name,
    remainPaymentAmount: (next ? gradeInfo(next).threshold - paid : 0n).toString(),
  };
}

export type BenefitType = 'coupon' | 'grade-up' | 'hancoin';

function benefitAmount(type: BenefitType, grade: VipGrade): bigint {
  if (type === 'hancoin') return HANCOIN_BY_GRADE[grade];
  if (type === 'coupon') return BigInt(COUPONS_BY_GRADE[grade]);
  return grade !== 'NONE' && grade !== 'PREMIUM' ? 1n : 0n;
}
const BENEFIT_TEXT: Record<BenefitType, string> = {
  coupon: 'VIP 전용 딜러비 할인 쿠폰',
  'grade-up': '다음 달 한 등급 위 혜택을 미리 받는 등급 상향권',
  hancoin: 'VIP 등급별 한코인 지급',
};

export async function benefitDetail(db: DbOrTx, member: MemberRow, type: BenefitType, now = new Date()): Promise<VipBenefitDetail> {
  const u = await currentVipUser(db, member, now);
  const [claimed] = await db
    .select({ id: vipBenefitClaims.id })
    .from(vipBenefitClaims)
    .where(and(eq(vipBenefitClaims.memberId, member.id), eq(vipBenefitClaims.vipMonth, u.vipMonth), eq(vipBenefitClaims.type, type)))
    .limit(1);
  const amount = benefitAmount(type, u.grade);
  return { type, vipMonth: u.vipMonth, grade: u.grade, available: u.vip && amount > 0n && !claimed, received: Boolean(claimed), description: BENEFIT_TEXT[type], amount: amount.toString() };
}

export async function claimBenefit(tx: Tx, member: MemberRow, type: BenefitType, platform: string, now = new Date()) {
  const u = await currentVipUser(tx, member, now);
  if (!u.vip) throw ruleError('ERROR_NOT_VIP', 'VIP 회원만 받을 수 있는 혜택입니다.', undefined, 'VIP 혜택 받기 실패');
  const amount = benefitAmount(type, u.grade);
  if (amount === 0n) throw ruleError('ERROR_NOT_AVAILABLE', '현재 등급에서는 받을 수 없는 혜택입니다.', undefined, 'VIP 혜택 받기 실패');
  const inserted = await tx
    .insert(vipBenefitClaims)
    .values({ memberId: member.id, vipMonth: u.vipMonth, type, platform, amount })
    .onConflictDoNothing()
    .returning({ id: vipBenefitClaims.id });
  if (inserted.length === 0) throw ruleError('ERROR_ALREADY_RECEIVED', '이번 달 혜택을 이미 받았습니다.', { vipMonth: u.vipMonth }, 'VIP 혜택 받기 실패');
  let hancoin = 0n;
  if (type === 'hancoin') {
    hancoin = (await changeBalance(tx, { memberId: member.id, currency: 'hancoin', amount, reason: 'VIP_BENEFIT_HANCOIN', refType: 'vip_benefit', refId: inserted[0]!.id })).balanceAfter;
  } else {
    const n = Number(amount);
    const expiresAt = monthRange(u.vipMonth).end;
    await tx.insert(coupons).values(
      Array.from({ length: n }, () =>
        type === 'coupon'
          ? { memberId: member.id, category: 'vip', name: 'VIP 딜러비 30% 할인 쿠폰', description: 'VIP 전용: 하루 동안 딜러비를 30% 할인합니다.', benefit: 'DEALER_FEE_30', expiresAt }
          : { memberId: member.id, category: 'vip', name: 'VIP 등급 상향권', description: `${gradeInfo(u.grade).name} → ${gradeInfo(nextGrade(u.grade) ?? u.grade).name} 혜택 1개월`, benefit: 'VIP_GRADE_UP', expiresAt },
      ),
    );
  }
  await tx.insert(vipSavedCoins).values({ memberId: member.id, vipMonth: u.vipMonth, kind: `BENEFIT_${type.toUpperCase()}`, coin: 0n });
  return { type, vipMonth: u.vipMonth, amount: amount.toString(), hancoin: hancoin.toString() };
}

export async function vipBenefits(db: DbOrTx, member: MemberRow, now = new Date()): Promise<VipBenefit> {
  const month = vipMonthOf(now);
  const current = await vipUserOf(db, member, month);
  const lastUser = await vipUserOf(db, member, previousMonth(month));
  const [coin] = await db.select({ s: sql<string>`coalesce(sum(${vipSavedCoins.coin}), 0)::text` }).from(vipSavedCoins).where(eq(vipSavedCoins.memberId, member.id));
  const claims = await db.select().from(vipBenefitClaims).where(and(eq(vipBenefitClaims.memberId, member.id), eq(vipBenefitClaims.vipMonth, month))).orderBy(vipBenefitClaims.id);
  return {
    currentVipUser: current,
    lastVipUser: lastUser.vip ? lastUser : null,
    savedCoin: coin?.s ?? '0',
    receivedBenefits: claims.map((c) => ({ type: c.type, vipMonth: c.vipMonth, receivedAt: c.createdAt.toISOString(), platform: c.platform })),
  };
}

export async function savedCoinHistory(db: DbOrTx, memberId: number, month: string, page: PageRequest) {
  const where = and(eq(vipSavedCoins.memberId, memberId), eq(vipSavedCoins.vipMonth, month));
  const rows = await db.select().from(vipSavedCoins).where(where).orderBy(desc(vipSavedCoins.createdAt), desc(vipSavedCoins.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(vipSavedCoins).where(where);
  return toPage(rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), kind: r.kind, coin: r.coin.toString() })), page, Number(total?.n ?? 0));
}

/** First month the member became VIP; recorded the first time it is seen. */
export async function firstAchievement(tx: Tx, member: MemberRow, now = new Date()) {
  const row = await vipRow(tx, member.id);
  if (row?.firstVipMonth) return { achieved: true, firstVipMonth: row.firstVipMonth, firstGrade: row.firstGrade as VipGrade };
  const u = await currentVipUser(tx, member, now);
  if (!u.vip) return { achieved: false, firstVipMonth: null, firstGrade: null };
  await tx
    .insert(vipMembers)
    .values({ memberId: member.id, firstVipMonth: u.vipMonth, firstGrade: u.grade })
    .onConflictDoUpdate({ target: vipMembers.memberId, set: { firstVipMonth: u.vipMonth, firstGrade: u.grade } });
  return { achieved: true, firstVipMonth: u.vipMonth, firstGrade: u.grade };
}

export async function avatarMarkState(db: DbOrTx, member: MemberRow, now = new Date()) {
  const u = await currentVipUser(db, member, now);
  const row = await vipRow(db, member.id);
  const available = GRADES.filter((g) => g.grade !== 'NONE' && gradeRank(g.grade) <= gradeRank(u.grade)).map((g) => AVATAR_MARKS[g.grade as Exclude<VipGrade, 'NONE'>]);
  return { avatarMarkCode: row?.avatarMarkCode ?? null, worn: Boolean(row?.avatarMarkWorn), available };
}

export async function putAvatarMark(tx: Tx, member: MemberRow, code: string, on: boolean, now = new Date()) {
  const state = await avatarMarkState(tx, member, now);
  if (on) {
    if (state.available.length === 0) throw ruleError('ERROR_NOT_VIP', 'VIP 회원만 아바타 마크를 착용할 수 있습니다.');
    if (!state.available.includes(code)) throw ruleError('ERROR_MARK_NOT_AVAILABLE', '현재 등급에서 착용할 수 없는 아바타 마크입니다.');
    await tx
      .insert(vipMembers)
      .values({ memberId: member.id, avatarMarkCode: code, avatarMarkWorn: true })
      .onConflictDoUpdate({ target: vipMembers.memberId, set: { avatarMarkCode: code, avatarMarkWorn: true } });
  } else {
    if (!state.worn || state.avatarMarkCode !== code) throw ruleError('ERROR_MARK_NOT_WORN', '착용 중인 아바타 마크가 아닙니다.');
    await tx.update(vipMembers).set({ avatarMarkWorn: false }).where(eq(vipMembers.memberId, member.id));
  }
  return avatarMarkState(tx, member, now);
}
