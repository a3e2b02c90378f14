// Published probability tables (served by the API, shown in the probability popups) and the
// draws against them. Weights are in 1/10000; the RNG is crypto.randomInt (CSPRNG).
import { randomInt } from 'node:crypto';

export interface DrawEntry<T> {
  value: T;
  /** weight out of TABLE_TOTAL */
  weight: number;
}
export const TABLE_TOTAL = 10_000;

/** Lucky flip (PO0031): game money won by one flip. */
export const LUCKY_FLIP_TABLE: readonly DrawEntry<bigint>[] = [
  { value: 100_000_000n, weight: 4_000 },
  { value: 300_000_000n, weight: 3_000 },
  { value: 500_000_000n, weight: 1_500 },
  { value: 1_000_000_000n, weight: 1_000 },
  { value: 5_000_000_000n, weight: 400 },
  { value: 10_000_000_000n, weight: 100 },
];

/** Dealer fee discount (PO0030): the day's discount rate in percent. */
export const DEALER_DISCOUNT_TABLE: readonly DrawEntry<number>[] = [
  { value: 10, weight: 5_000 },
  { value: 20, weight: 3_000 },
  { value: 30, weight: 1_500 },
  { value: 50, weight: 400 },
  { value: 100, weight: 100 },
];

/** Picks the entry whose cumulative range holds `roll` (0 ≤ roll < total). */
export function pick<T>(table: readonly DrawEntry<T>[], roll: number): DrawEntry<T> {
  let acc = 0;
  for (const e of table) {
    acc += e.weight;
    if (roll < acc) return e;
  }
  throw new RangeError('roll outside the table');
}

export function tableTotal<T>(table: readonly DrawEntry<T>[]): number {
  return table.reduce((s, e) => s + e.weight, 0);
}

export function draw<T>(table: readonly DrawEntry<T>[], rng: (max: number) => number = (max) => randomInt(max)): { entry: DrawEntry<T>; roll: number } {
  const roll = rng(tableTotal(table));
  return { entry: pick(table, roll), roll };
}

/** Probability as a percent string with two decimals ('40.00'). */
export const probabilityPercent = (weight: number, total = TABLE_TOTAL): string => ((weight * 100) / total).toFixed(2);
