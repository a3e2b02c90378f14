// VIP grades (SPEC §6 thresholds, §3 class ranks) and what each grade gives. Pure rules: no DB.
//
// Counting rule (ours; the SPEC gives thresholds only): the grade of a VIP month is decided by the
// member's counted payments of the three calendar months before it (Korea time). The legal monthly
// purchase limit of web-board games (1,000,000원) would make every grade above 미니멈 unreachable
// with a single month, so the period is a rolling quarter, decided at 00:00 KST on the 1st.
import { VIP_COUNTING_MONTHS, VIP_GRADE_TABLE } from '@hanpan/contracts';
import { kstDotDate, kstMonth, kstMonthRange } from '../../lib/time.js';
export type VipGrade = 'NONE' | 'MINIMUM' | 'BUSINESS' | 'FIRST' | 'PREMIUM';
export type PaidGrade = Exclude<VipGrade, 'NONE'>;

/** How many calendar months of payments decide a grade. */
export const COUNTING_MONTHS = VIP_COUNTING_MONTHS;

export interface GradeInfo {
  grade: VipGrade;
  name: string;
  /** minimum counted payment amount (KRW) of the counting period */
  threshold: bigint;
}

/** Ascending. NONE is shown as a general user (SPEC §3). */
export const GRADES: readonly GradeInfo[] = VIP_GRADE_TABLE.map((g) => ({ ...g, threshold: BigInt(g.threshold) }));

export const gradeInfo = (g: VipGrade): GradeInfo => GRADES.find((x) => x.grade === g)!;
export const gradeName = (g: VipGrade): string => gradeInfo(g).name;

export function gradeFor(paymentAmount: bigint): VipGrade {
  let out: VipGrade = 'NONE';
  for (const g of GRADES) if (paymentAmount >= g.threshold) out = g.grade;
  return out;
}

/** SPEC §3 first mapping: premium 4, first 3, business 2 (minimum 1), else 0. */
export function gradeRank(g: VipGrade): number {
  return { PREMIUM: 4, FIRST: 3, BUSINESS: 2, MINIMUM: 1, NONE: 0 }[g];
}
/** SPEC §3 second mapping (membership class): premium 3, first 2, business 1, else 0. */
export function classRank(g: VipGrade): number {
  return { PREMIUM: 3, FIRST: 2, BUSINESS: 1, MINIMUM: 0, NONE: 0 }[g];
}

export const isVip = (g: VipGrade): boolean => g !== 'NONE';

export function nextGrade(g: VipGrade): VipGrade | null {
  const i = GRADES.findIndex((x) => x.grade === g);
  return i + 1 < GRADES.length ? GRADES[i + 1]!.grade : null;
}

// ---- What each grade gives (one table: the guide, the claims and the settlement read it) ----

/** Saved coin (VIP 적립 코인, paid as hancoin): 1 per 100원 counted, plus 0.5%p per grade rank. */
export const BASIC_SAVED_COIN_PER_MILLE = 10;
export const BONUS_SAVED_COIN_PER_MILLE_PER_RANK = 5;
/** Extra mileage per 1,000원 for VIP members (the mileage domain applies the same rate). */
export const VIP_ADDITIONAL_MILEAGE_PER_MILLE = 5;
export const BASIC_MILEAGE_PER_MILLE = 10;

export interface GradeBenefits {
  /** VIP dealer-fee coupons per VIP month */
  coupons: number;
  /** hancoin per VIP month */
  hancoin: bigint;
  /** grade-up tickets per VIP month (the top grade has none) */
  gradeUp: number;
  avatarMark: string;
  /** power-chief monthly bonus game money */
  powerChiefMoney: bigint;
}

export const GRADE_BENEFITS: Readonly<Record<PaidGrade, GradeBenefits>> = {
  MINIMUM: { coupons: 1, hancoin: 1_000n, gradeUp: 1, avatarMark: 'VIP_MINIMUM', powerChiefMoney: 1_000_000_000n },
  BUSINESS: { coupons: 2, hancoin: 2_000n, gradeUp: 1, avatarMark: 'VIP_BUSINESS', powerChiefMoney: 2_000_000_000n },
  FIRST: { coupons: 3, hancoin: 3_000n, gradeUp: 1, avatarMark: 'VIP_FIRST', powerChiefMoney: 3_000_000_000n },
  PREMIUM: { coupons: 5, hancoin: 5_000n, gradeUp: 0, avatarMark: 'VIP_PREMIUM', powerChiefMoney: 5_000_000_000n },
};

export const AVATAR_MARK_NAMES: Readonly<Record<string, string>> = {
  VIP_MINIMUM: '미니멈 VIP 마크',
  VIP_BUSINESS: '비즈니스 VIP 마크',
  VIP_FIRST: '퍼스트 VIP 마크',
  VIP_PREMIUM: '프리미엄 VIP 마크',
};

/** Marks a grade may wear: its own and those of the grades below it. */
export function marksAllowed(g: VipGrade): string[] {
  return GRADES.filter((x) => x.grade !== 'NONE' && gradeRank(x.grade) <= gradeRank(g)).map((x) => GRADE_BENEFITS[x.grade as PaidGrade].avatarMark);
}

/** Power chief: a VIP member who played at least this many games last month. */
export const POWER_CHIEF_MIN_GAMES = 300;

/** Saved coins a VIP month pays for its counting period's payments (basic, grade bonus). */
export function savedCoinFor(grade: VipGrade, counted: bigint): { basic: bigint; bonus: bigint } {
  if (!isVip(grade)) return { basic: 0n, bonus: 0n };
  return {
    basic: (counted * BigInt(BASIC_SAVED_COIN_PER_MILLE)) / 1000n,
    bonus: (counted * BigInt(BONUS_SAVED_COIN_PER_MILLE_PER_RANK * gradeRank(grade))) / 1000n,
  };
}

/** Plus's VIP extra points (SPEC §1, the 'VIP 추가 적립' benefit of W-Plus and above): saved coin per mille more. */
export const PLUS_VIP_BONUS_PER_MILLE = 5;
export const PLUS_VIP_BONUS_TIERS: readonly string[] = ['W', 'X', 'Z'];

/** The extra saved coin of a VIP month for a member holding `plusTier` at the settlement (rounded down). */
export function plusSavedCoinFor(grade: VipGrade, counted: bigint, plusTier: string | null): bigint {
  if (!isVip(grade) || plusTier === null || !PLUS_VIP_BONUS_TIERS.includes(plusTier)) return 0n;
  return (counted * BigInt(PLUS_VIP_BONUS_PER_MILLE)) / 1000n;
}

/** SPEC §5 percent helper: ceil(value / total * 100), 0 if total is not positive; capped at 100. */
export function percent(value: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  const p = (value * 100n + total - 1n) / total;
  return Number(p > 100n ? 100n : p < 0n ? 0n : p);
}

export interface Expectation {
  expectedGrade: VipGrade;
  nextGrade: VipGrade | null;
  /** the grade the progress bar aims at: the next grade, or the top grade for the extended target */
  targetGrade: VipGrade;
  targetAmount: bigint;
  remainPaymentAmount: bigint;
  progress: number;
}

/**
 * Expected grade of next month from the payments counted so far; the target is the next grade
 * (or, extended, the top grade) with what is still missing and the progress percent.
 */
export function expectation(counted: bigint, extended: boolean): Expectation {
  const expectedGrade = gradeFor(counted);
  const next = nextGrade(expectedGrade);
  const targetGrade: VipGrade = extended ? 'PREMIUM' : (next ?? expectedGrade);
  const targetAmount = gradeInfo(targetGrade).threshold;
  const remain = targetAmount - counted;
  return {
    expectedGrade,
    nextGrade: next,
    targetGrade,
    targetAmount,
    remainPaymentAmount: remain > 0n ? remain : 0n,
    progress: percent(counted, targetAmount),
  };
}

// ---- Korea-time months ('YYYY-MM') ----

/** 'YYYY-MM' of a date in KST. */
export function vipMonthOf(d: Date): string {
  return kstMonth(d);
}

/** [start, end) of a KST month 'YYYY-MM' as UTC instants. */
export function monthRange(month: string): { start: Date; end: Date } {
  return kstMonthRange(month);
}

export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const i = y * 12 + (m - 1) + delta;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}
export const previousMonth = (month: string): string => addMonths(month, -1);

/** The payment months that decide the grade of VIP month `month` (oldest first). */
export function countingMonths(month: string): string[] {
  return Array.from({ length: COUNTING_MONTHS }, (_, i) => addMonths(month, i - COUNTING_MONTHS));
}

/** [start, end) of the counting period of VIP month `month`. */
export function countingRange(month: string): { start: Date; end: Date } {
  const months = countingMonths(month);
  return { start: monthRange(months[0]!).start, end: monthRange(months[months.length - 1]!).end };
}

/** SPEC §9 month range format YYYY.MM.DD ~ YYYY.MM.DD (KST). */
export function formatRange(start: Date, endExclusive: Date): string {
  return `${kstDotDate(start)} ~ ${kstDotDate(new Date(endExclusive.getTime() - 1))}`;
}

/** 'YYYY-MM' → '2026년 6월'. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${y}년 ${m}월`;
}
