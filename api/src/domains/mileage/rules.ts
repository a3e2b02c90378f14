// Mileage: a grant can be used for 365 Korean days counting the day it was earned (the FAQ's
// '쌓인 날부터 365일 동안') and expires at the midnight after the last (0시, Korea time — not at the
// minute it was earned); "soon to expire" is what expires in the next 30 days. Exchange consumes the
// grants that expire first.
import type { RecipientRefusalTexts } from '../recipient.js';
import { MILEAGE_VALIDITY_DAYS } from '@hanpan/contracts/constants';
export { MILEAGE_VALIDITY_DAYS };
import { addDays, kstStartOfDay } from '../../lib/time.js';

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

/** When a grant earned at `earnedAt` expires: the Korean midnight that ends its 365th day. */
export function expiryOf(earnedAt: Date): Date {
  return addDays(kstStartOfDay(earnedAt), MILEAGE_VALIDITY_DAYS);
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

// Mileage gift (SEND to another member): whole units, per-gift and per-day caps (our numbers;
// the popup reads them from GET /api/mileage/gift/status).
export const MILEAGE_GIFT_UNIT = 100n;
export const MILEAGE_GIFT_MIN = 100n;
export const MILEAGE_GIFT_MAX_PER_GIFT = 50_000n;
export const MILEAGE_GIFT_MAX_PER_DAY = 100_000n;
export const MILEAGE_GIFT_MAX_COUNT_PER_DAY = 10;

export type GiftRefusal = 'ERROR_GIFT_UNIT' | 'ERROR_GIFT_UNDER_MINIMUM' | 'ERROR_GIFT_OVER_LIMIT' | 'ERROR_GIFT_OVER_DAILY_LIMIT' | 'ERROR_GIFT_OVER_DAILY_COUNT' | 'ERROR_INSUFFICIENT';

export function checkGift(c: { amount: bigint; have: bigint; sentToday: bigint; countToday: number }): GiftRefusal | null {
  if (c.amount < MILEAGE_GIFT_MIN) return 'ERROR_GIFT_UNDER_MINIMUM';
  if (c.amount % MILEAGE_GIFT_UNIT !== 0n) return 'ERROR_GIFT_UNIT';
  if (c.amount > MILEAGE_GIFT_MAX_PER_GIFT) return 'ERROR_GIFT_OVER_LIMIT';
  if (c.countToday + 1 > MILEAGE_GIFT_MAX_COUNT_PER_DAY) return 'ERROR_GIFT_OVER_DAILY_COUNT';
  if (c.sentToday + c.amount > MILEAGE_GIFT_MAX_PER_DAY) return 'ERROR_GIFT_OVER_DAILY_LIMIT';
  if (c.amount > c.have) return 'ERROR_INSUFFICIENT';
  return null;
}

const n = (v: bigint) => v.toLocaleString('ko-KR');
export const GIFT_MESSAGES: Record<GiftRefusal | 'ERROR_SELF_GIFT' | 'ERROR_NO_MEMBER', string> = {
  ERROR_GIFT_UNIT: `마일리지는 ${n(MILEAGE_GIFT_UNIT)} 단위로 선물할 수 있습니다.`,
  ERROR_GIFT_UNDER_MINIMUM: `${n(MILEAGE_GIFT_MIN)}마일리지 이상 선물할 수 있습니다.`,
  ERROR_GIFT_OVER_LIMIT: `한 번에 ${n(MILEAGE_GIFT_MAX_PER_GIFT)}마일리지까지 선물할 수 있습니다.`,
  ERROR_GIFT_OVER_DAILY_LIMIT: `하루에 ${n(MILEAGE_GIFT_MAX_PER_DAY)}마일리지까지 선물할 수 있습니다.`,
  ERROR_GIFT_OVER_DAILY_COUNT: `하루에 ${MILEAGE_GIFT_MAX_COUNT_PER_DAY}번까지 선물할 수 있습니다.`,
  ERROR_INSUFFICIENT: '보유 마일리지가 부족합니다.',
  ERROR_SELF_GIFT: '본인에게는 마일리지를 선물할 수 없습니다.',
  ERROR_NO_MEMBER: '존재하지 않는 회원입니다.',
};

/** The gift's words for the recipient rules shared with the money transfer (domains/recipient.ts). */
export const GIFT_RECIPIENT_TEXTS: RecipientRefusalTexts = {
  SELF: { code: 'ERROR_SELF_GIFT', message: GIFT_MESSAGES.ERROR_SELF_GIFT },
  NO_MEMBER: { code: 'ERROR_NO_MEMBER', message: GIFT_MESSAGES.ERROR_NO_MEMBER },
};
