// Money helpers. Amounts travel as decimal strings and are computed with BigInt (exact past 2^53).
import type { Money } from '@hanpan/contracts';
import { groupDigits } from '@hanpan/contracts/amounts';

export type MoneyInput = Money | string | number | bigint;

const INTEGER_PATTERN = /^-?\d+$/;

/** Exact BigInt of a money value; null/undefined/'' become 0n. Throws TypeError on non-integers text. */
export function toBigInt(value: MoneyInput | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`금액이 올바르지 않습니다: ${value}`);
    return BigInt(Math.trunc(value));
  }
  const text = value.trim().replace(/,/g, '');
  if (!INTEGER_PATTERN.test(text)) throw new TypeError(`금액이 올바르지 않습니다: ${value}`);
  return BigInt(text);
}

/** Like toBigInt but never throws: null for anything unparsable (for rendering). */
export function parseMoney(value: MoneyInput | null | undefined): bigint | null {
  try {
    return toBigInt(value);
  } catch {
    return null;
  }
}

/** '1234567' → '1,234,567'. */
export function formatMoney(value: MoneyInput | null | undefined): string {
  return groupDigits(toBigInt(value));
}

/**
 * A count with thousands separators (1234 → '1,234'), as toLocaleString('ko-KR') writes it but
 * without Intl: a page's first Intl call loads ICU's data, tens of ms of a phone's start-up.
 */
export function formatCount(count: number | bigint): string {
  return typeof count === 'number' && !Number.isFinite(count) ? String(count) : formatMoney(count);
}

const KOREAN_UNITS = ['', '만', '억', '조', '경', '해'] as const;
const GROUP = 10_000n;

export interface KoreanMoneyOptions {
  /** Show at most this many unit groups from the largest (the rest is cut off, not rounded). */
  maxUnits?: number;
  /** Text after the number, e.g. '원' or '머니'. */
  suffix?: string;
}

/**
 * Money in Korean units: 400000000000 → '4,000억', 1234500000000 → '1조 2,345억',
 * 123456789 → '1억 2,345만 6,789'. Zero groups are left out; exact for any size.
 */
export function formatKoreanMoney(value: MoneyInput | null | undefined, options: KoreanMoneyOptions = {}): string {
  const n = toBigInt(value);
  const suffix = options.suffix ?? '';
  if (n === 0n) return `0${suffix}`;
  const negative = n < 0n;
  let rest = negative ? -n : n;
  // Split into 4-digit groups; the last named unit keeps whatever is left above it.
  const parts: bigint[] = [];
  for (let i = 0; i < KOREAN_UNITS.length - 1 && rest > 0n; i += 1) {
    parts.push(rest % GROUP);
    rest /= GROUP;
  }
  if (rest > 0n) parts.push(rest);
  const groups: string[] = [];
  for (let i = parts.length - 1; i >= 0; i -= 1) {
    if (parts[i] !== 0n) groups.push(`${formatMoney(parts[i])}${KOREAN_UNITS[i]}`);
  }
  const shown = options.maxUnits && options.maxUnits > 0 ? groups.slice(0, options.maxUnits) : groups;
  return `${negative ? '-' : ''}${shown.join(' ')}${suffix}`;
}

/** Rounds an amount down to a multiple of unit (SPEC §5). Keeps the input's kind (number or bigint). */
export function floorToUnit(amount: number, unit: number): number;
export function floorToUnit(amount: bigint | Money, unit: bigint | number): bigint;
export function floorToUnit(amount: number | bigint | string, unit: number | bigint): number | bigint {
  if (typeof amount === 'number') {
    const u = Number(unit);
    if (u <= 0) return amount;
    return Math.floor(amount / u) * u;
  }
  const a = toBigInt(amount);
  const u = BigInt(unit);
  if (u <= 0n) return a;
  const q = a / u;
  // BigInt division truncates toward zero; floor needs one step down for negative remainders.
  return (a % u !== 0n && a < 0n ? q - 1n : q) * u;
}

/** ceil(value / total * 100), 0 when total is not positive (SPEC §5). Exact for bigint/string. */
export function percentCeil(value: MoneyInput, total: MoneyInput): number {
  if (typeof value === 'number' && typeof total === 'number') {
    if (!(total > 0)) return 0;
    return Math.ceil((value / total) * 100);
  }
  const v = toBigInt(value);
  const t = toBigInt(total);
  if (t <= 0n) return 0;
  const scaled = v * 100n;
  const q = scaled / t;
  const ceil = scaled % t !== 0n && scaled > 0n ? q + 1n : q;
  return Number(ceil);
}

export type { Money };
