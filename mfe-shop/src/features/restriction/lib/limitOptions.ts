// Choices of the limit form: monthly limits up to the legal maximum, optional daily limits below the
// monthly one. Amounts in 원 as decimal strings (the API's money format).
export const MONTH_LIMIT_STEPS = [100_000n, 200_000n, 300_000n, 500_000n, 700_000n, 1_000_000n];
export const DAY_LIMIT_STEPS = [10_000n, 30_000n, 50_000n, 100_000n, 200_000n, 300_000n, 500_000n];

/** Monthly limits a member may pick (never above the legal one, which is always offered). */
export function monthLimitOptions(legal: string): string[] {
  const max = BigInt(legal);
  const steps = MONTH_LIMIT_STEPS.filter((s) => s <= max);
  if (!steps.includes(max)) steps.push(max);
  return steps.map(String);
}

/** Daily limits below the chosen monthly one ('' = no daily limit). */
export function dayLimitOptions(monthLimit: string): string[] {
  const month = BigInt(monthLimit || '0');
  return ['', ...DAY_LIMIT_STEPS.filter((d) => d < month).map(String)];
}
