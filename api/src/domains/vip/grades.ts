// VIP grades from last month's payment amount (SPEC §6 thresholds) and class ranks (SPEC §3).
export type VipGrade = 'NONE' | 'MINIMUM' | 'BUSINESS' | 'FIRST' | 'PREMIUM';

export interface GradeInfo {
  grade: VipGrade;
  name: string;
  /** minimum last-month payment amount (KRW) */
  threshold: bigint;
}

/** Ascending. NONE is shown as a general user (SPEC §3). */
export const GRADES: readonly GradeInfo[] = [
  { grade: 'NONE', name: '일반 회원', threshold: 0n },
  { grade: 'MINIMUM', name: '미니멈', threshold: 700_000n },
  { grade: 'BUSINESS', name: '비즈니스', threshold: 1_050_000n },
  { grade: 'FIRST', name: '퍼스트', threshold: 1_700_000n },
  { grade: 'PREMIUM', name: '프리미엄', threshold: 2_050_000n },
];

export const gradeInfo = (g: VipGrade): GradeInfo => GRADES.find((x) => x.grade === g)!;

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
  return i + 1 < GRADES.length ? GRADES[i + 1].grade : null;
}

/** SPEC §5 percent helper: ceil(value / total * 100), 0 if total is not positive; capped at 100. */
export function percent(value: bigint, total: bigint): number {
  if (total <= 0n) return 0;
  const p = (value * 100n + total - 1n) / total;
  return Number(p > 100n ? 100n : p < 0n ? 0n : p);
}

export interface Expectation {
  currentGrade: VipGrade;
  expectedGrade: VipGrade;
  nextGrade: VipGrade | null;
  remainPaymentAmount: bigint;
  progress: number;
}

/**
 * current grade: last month's payments; expected grade: this month's payments so far (it
 * becomes next month's grade); next grade: the one above the expected grade and what is missing.
 */
export function expectation(lastMonthPayment: bigint, thisMonthPayment: bigint): Expectation {
  const currentGrade = gradeFor(lastMonthPayment);
  const expectedGrade = gradeFor(thisMonthPayment);
  const next = nextGrade(expectedGrade);
  const target = next ? gradeInfo(next).threshold : gradeInfo(expectedGrade).threshold;
  const remain = next ? gradeInfo(next).threshold - thisMonthPayment : 0n;
  return {
    currentGrade,
    expectedGrade,
    nextGrade: next,
    remainPaymentAmount: remain > 0n ? remain : 0n,
    progress: percent(thisMonthPayment, target),
  };
}

/** 'YYYY-MM' of a date in KST. */
export function vipMonthOf(d: Date): string {
  const k = new Date(d.getTime() + 9 * 3600 * 1000);
  return `${k.getUTCFullYear()}-${String(k.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** [start, end) of a KST month 'YYYY-MM' as UTC instants. */
export function monthRange(month: string): { start: Date; end: Date } {
  const [y, m] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(y, m - 1, 1) - 9 * 3600 * 1000), end: new Date(Date.UTC(y, m, 1) - 9 * 3600 * 1000) };
}

export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** SPEC §9 month range format YYYY.MM.DD ~ YYYY.MM.DD (KST). */
export function formatRange(start: Date, endExclusive: Date): string {
  const f = (d: Date) => {
    const k = new Date(d.getTime() + 9 * 3600 * 1000);
    return `${k.getUTCFullYear()}.${String(k.getUTCMonth() + 1).padStart(2, '0')}.${String(k.getUTCDate()).padStart(2, '0')}`;
  };
  return `${f(start)} ~ ${f(new Date(endExclusive.getTime() - 1))}`;
}
