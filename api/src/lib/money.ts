// Money is BigInt in the server and a decimal string in JSON (never a float).
import { groupDigits } from '@hanpan/contracts/amounts';

export function parseMoney(value: string | number | bigint | null | undefined, field = 'amount'): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new RangeError(`${field}: not a safe integer`);
    return BigInt(value);
  }
  if (typeof value !== 'string' || !/^-?[0-9]{1,30}$/.test(value.trim())) throw new RangeError(`${field}: not an integer string`);
  return BigInt(value.trim());
}

export const money = (v: bigint | number | null | undefined): string => (v === null || v === undefined ? '0' : BigInt(v).toString());

/** 1234567 → "1,234,567" */
export function formatWon(v: bigint): string {
  return groupDigits(v);
}

/** Korean game-money units: 1조 2,345억 6,789만 1,234 */
export function formatKoreanUnits(v: bigint): string {
  if (v === 0n) return '0';
  const neg = v < 0n;
  let n = neg ? -v : v;
  const units = ['', '만', '억', '조', '경'];
  const parts: string[] = [];
  for (let i = 0; n > 0n && i < units.length; i++) {
    const chunk = i === units.length - 1 ? n : n % 10000n;
    if (chunk > 0n) parts.unshift(`${formatWon(chunk)}${units[i]}`);
    n = i === units.length - 1 ? 0n : n / 10000n;
  }
  return (neg ? '-' : '') + parts.join(' ');
}

export const minBig = (a: bigint, b: bigint) => (a < b ? a : b);
export const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);
