// Mileage: grants expire one year after they are earned; "soon to expire" is what expires in
// the next 30 days. Exchange consumes the grants that expire first.
export const MILEAGE_VALIDITY_DAYS = 365;
export const SOON_TO_EXPIRE_DAYS = 30;
/** exchange in multiples of this many mileage points */
export const MILEAGE_EXCHANGE_UNIT = 1_000n;
/** game money paid per mileage point */
export const MONEY_PER_MILEAGE = 100_000_000n;
const DAY = 86_400_000;

export interface MileageGrant {
  id: number;
  remaining: bigint;
  expiresAt: Date;
}

export function expiryOf(earnedAt: Date): Date {
  return new Date(earnedAt.getTime() + MILEAGE_VALIDITY_DAYS * DAY);
}

export function mileageBalance(grants: readonly MileageGrant[], now: Date): { current: bigint; soonToExpire: bigint } {
  const soonLimit = now.getTime() + SOON_TO_EXPIRE_DAYS * DAY;
  let current = 0n;
  let soon = 0n;
  for (const g of grants) {
    if (g.expiresAt.getTime() <= now.getTime() || g.remaining <= 0n) continue;
    current += g.remaining;
    if (g.expiresAt.getTime() <= soonLimit) soon += g.remaining;
  }
  return { current, soonToExpire: soon };
}

export type ExchangeRefusal = 'INVALID_UNIT' | 'STALE_VIEW' | 'INSUFFICIENT';

export function checkExchange(amount: bigint, claimedHold: bigint, storedHold: bigint): ExchangeRefusal | null {
  if (amount <= 0n || amount % MILEAGE_EXCHANGE_UNIT !== 0n) return 'INVALID_UNIT';
  if (claimedHold !== storedHold) return 'STALE_VIEW';
  if (amount > storedHold) return 'INSUFFICIENT';
  return null;
}

/** Takes `amount` from live grants, earliest expiry first; returns what each grant loses. */
export function consumeFifo(grants: readonly MileageGrant[], amount: bigint, now: Date): { id: number; take: bigint }[] {
  const live = grants
    .filter((g) => g.remaining > 0n && g.expiresAt.getTime() > now.getTime())
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const out: { id: number; take: bigint }[] = [];
  let left = amount;
  for (const g of live) {
    if (left === 0n) break;
    const take = g.remaining < left ? g.remaining : left;
    out.push({ id: g.id, take });
    left -= take;
  }
  if (left > 0n) throw new RangeError('not enough mileage');
  return out;
}
