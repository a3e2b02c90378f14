// Coupons: what each kind is used for (its place) and taking one inside the transaction that uses it.
// The coupon box lists them; a GAME coupon is turned on from the box (the game applies it), the others
// are taken by the flow that gives their benefit (free recharge, the Plus join, VIP benefits).
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Coupon, CouponUsePlace, CouponUseResult } from '@hanpan/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { coupons } from '../../db/schema/index.js';
import { ApiError, notFound, ruleError } from '../../lib/errors.js';
import { lockWallets } from '../../lib/ledger.js';
import { kstShortDateTime } from '../../lib/time.js';
import { withParticle } from '@hanpan/contracts/korean';

export type CouponRow = typeof coupons.$inferSelect;

interface CouponKind {
  place: CouponUsePlace;
  /** a used coupon's effect lasts this long (a day's discount); none: the game counts its uses */
  effectMs?: number;
  /** kinds of one effect (the dealer fee's discounts): one at a time, whichever rate (QA: 50% and 30% ran together) */
  effectGroup?: string;
}

const DAY_MS = 86_400_000;

/** Benefit code → where it is used. A code not listed (an old event's) is used in the game. */
export const COUPON_KINDS: Readonly<Record<string, CouponKind>> = {
  DEALER_FEE_50: { place: 'GAME', effectMs: DAY_MS, effectGroup: 'DEALER_FEE' },
  DEALER_FEE_30: { place: 'GAME', effectMs: DAY_MS, effectGroup: 'DEALER_FEE' },
  HOOLA_DOUBLE: { place: 'GAME', effectMs: DAY_MS },
  RATING_GUARD_5: { place: 'GAME' },
  SUDDA_FREE_ENTRY_3: { place: 'GAME' },
  FREE_CHARGE_PLUS_1: { place: 'FREE_CHARGE' },
  PLUS_FREE_7D: { place: 'PLUS_JOIN' },
  PLUS_FIRST_30: { place: 'PLUS_JOIN' },
  VIP_GRADE_UP: { place: 'VIP' },
};

const kindOf = (benefit: string): CouponKind => COUPON_KINDS[benefit] ?? { place: 'GAME' };

export const couponUsePlace = (benefit: string): CouponUsePlace => kindOf(benefit).place;

/** Until when a used coupon's effect lasts (null: not used, or no time-bound effect). */
export function effectUntil(c: Pick<CouponRow, 'benefit' | 'usedAt'>): Date | null {
  const ms = kindOf(c.benefit).effectMs;
  return c.usedAt && ms ? new Date(c.usedAt.getTime() + ms) : null;
}

export function isCouponUsable(c: Pick<CouponRow, 'usable' | 'usedAt' | 'expiresAt'>, now = new Date()): boolean {
  return c.usable && !c.usedAt && c.expiresAt > now;
}

/** A used coupon whose effect still runs (effectUntil after `now`), as a query's condition. */
export function inEffectSql(now: Date): SQL {
  const byMs = new Map<number, string[]>();
  for (const [benefit, k] of Object.entries(COUPON_KINDS)) if (k.effectMs) byMs.set(k.effectMs, [...(byMs.get(k.effectMs) ?? []), benefit]);
  const parts = [...byMs].map(([ms, benefits]) => and(inArray(coupons.benefit, benefits), gt(coupons.usedAt, new Date(now.getTime() - ms))));
  return or(...parts) ?? sql`false`;
}

/** isCouponUsable as a query's condition */
export const couponUsableSql = (now: Date) => and(eq(coupons.usable, true), isNull(coupons.usedAt), gt(coupons.expiresAt, now))!;

/** The window that takes a coupon of this place (the areas' pages: the shell knows none of their paths). */
const USE_URLS: Readonly<Partial<Record<CouponUsePlace, (id: number) => string>>> = {
  FREE_CHARGE: () => '/popup/charge',
  PLUS_JOIN: (id) => `/popup/plus/join?coupon=${id}`,
};

export function couponView(c: CouponRow, now = new Date()): Coupon {
  const until = effectUntil(c);
  const usable = isCouponUsable(c, now);
  const useUrl = usable ? USE_URLS[couponUsePlace(c.benefit)]?.(c.id) ?? null : null;
  return {
    id: c.id,
    category: c.category,
    name: c.name,
    description: c.description,
    benefit: c.benefit,
    usable,
    expiresAt: c.expiresAt.toISOString(),
    usedAt: c.usedAt ? c.usedAt.toISOString() : null,
    usePlace: couponUsePlace(c.benefit),
    useUrl,
    effectUntil: until ? until.toISOString() : null,
    notUsableNow: null,
  };
}

const PLACE_TEXT: Readonly<Record<CouponUsePlace, string>> = {
  GAME: '쿠폰함에서 사용하기를 눌러 주세요.',
  FREE_CHARGE: '상점의 무료 충전에서 오늘의 무료 충전을 모두 받은 뒤 사용할 수 있습니다.',
  PLUS_JOIN: '플러스 가입의 결제 화면에서 사용할 수 있습니다.',
  VIP: '쿠폰함에서 사용하기를 눌러 주세요.',
};

/** The member's usable coupon of these benefits that runs out first (what a flow offers to take), or null. */
export async function firstUsableCoupon(db: DbOrTx, memberId: number, benefits: readonly string[], now = new Date()): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.memberId, memberId), inArray(coupons.benefit, [...benefits]), couponUsableSql(now)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id))
    .limit(1);
  return row ?? null;
}

export interface CouponUse {
  memberId: number;
  couponId: number;
  place: CouponUsePlace;
  benefits?: readonly string[];
  now?: Date;
}

/** The checks of a take (own, this place, not used, not expired); throws 404 / 422 with the Korean reason. */
function assertTakeable(c: CouponRow | undefined, input: CouponUse, now: Date): CouponRow {
  // another member's coupon is not told apart from none
  if (!c || c.memberId !== input.memberId) throw notFound('쿠폰을 찾을 수 없습니다. 쿠폰함을 새로고침한 뒤 다시 시도해 주세요.');
  if (c.usedAt) throw ruleError('ERROR_COUPON_USED', `이미 사용한 쿠폰입니다. (${kstShortDateTime(c.usedAt)} 사용)`);
  if (!isCouponUsable(c, now)) throw ruleError('ERROR_COUPON_EXPIRED', '사용 기간이 지난 쿠폰입니다.');
  const kind = kindOf(c.benefit);
  if (kind.place !== input.place || (input.benefits && !input.benefits.includes(c.benefit))) {
    throw ruleError('ERROR_COUPON_NOT_HERE', `${withParticle(c.name, '은')} 여기에서 사용할 수 없습니다. ${PLACE_TEXT[kind.place]}`);
  }
  return c;
}

/**
 * The coupon a flow would take, checked as takeCoupon checks it but neither locked nor marked: an
 * order page prices with it; the completion takes it (and so checks it again).
 */
export async function peekCoupon(db: DbOrTx, input: CouponUse): Promise<CouponRow> {
  const [c] = await db.select().from(coupons).where(eq(coupons.id, input.couponId)).limit(1);
  return assertTakeable(c, input, input.now ?? new Date());
}

const lockCoupon = async (tx: Tx, couponId: number): Promise<CouponRow | undefined> =>
  (await tx.select().from(coupons).where(eq(coupons.id, couponId)).limit(1).for('update'))[0];

async function markUsed(tx: Tx, c: CouponRow, now: Date): Promise<CouponRow> {
  const [used] = await tx.update(coupons).set({ usedAt: now }).where(eq(coupons.id, c.id)).returning();
  return used!;
}

/**
 * Takes the member's coupon for a use at `place` inside the using transaction: locks the row, checks it
 * again (own, this place, not used, not expired) and marks it used. Callers that also move money lock
 * the wallet first (one lock order). Throws 404 / 422 with the Korean reason.
 */
export async function takeCoupon(tx: Tx, input: CouponUse): Promise<CouponRow> {
  const now = input.now ?? new Date();
  return markUsed(tx, assertTakeable(await lockCoupon(tx, input.couponId), input, now), now);
}

/**
 * What a place checks on the locked coupon before 사용하기 marks it used, and the words of the result;
 * throws the Korean refusal. The VIP 등급 상향권's rules are the VIP domain's (it passes them in).
 */
export type CouponUseRules = (db: DbOrTx, coupon: CouponRow, now: Date) => Promise<string>;

/**
 * 사용하기 in the coupon box: the wallet, then the coupon locked once (one lock order: two uses of one
 * member, or a use and a benefit claim, run one after the other); the coupon's place's rules decide.
 * Only GAME and VIP coupons are used here — the others are taken by their flow (PLACE_TEXT says where).
 */
export async function useCoupon(tx: Tx, memberId: number, couponId: number, vipRules: CouponUseRules, now = new Date()): Promise<CouponUseResult> {
  await lockWallets(tx, [memberId]);
  const row = await lockCoupon(tx, couponId);
  const place = row && couponUsePlace(row.benefit) === 'VIP' ? 'VIP' : 'GAME';
  const c = assertTakeable(row, { memberId, couponId, place, now }, now);
  const message = await rulesOf(place, vipRules)(tx, c, now);
  return { coupon: couponView(await markUsed(tx, c, now), now), message };
}

/** The rules of the places the coupon box uses itself. */
const rulesOf = (place: 'GAME' | 'VIP', vipRules: CouponUseRules): CouponUseRules => (place === 'VIP' ? vipRules : gameCouponRules);

/**
 * The coupon box's view of a coupon: a usable GAME or VIP coupon is asked its 사용하기 rules first
 * (reads only), so one they would refuse says why instead of '사용 가능' (QA: a 등급 상향권 with nothing
 * left to raise, a second day's discount while the first runs). The same rules decide at 사용하기.
 */
export async function couponBoxView(db: DbOrTx, c: CouponRow, vipRules: CouponUseRules, now = new Date()): Promise<Coupon> {
  const view = couponView(c, now);
  const place = couponUsePlace(c.benefit);
  if (!view.usable || (place !== 'GAME' && place !== 'VIP')) return view;
  try {
    await rulesOf(place, vipRules)(db, c, now);
    return view;
  } catch (e) {
    if (e instanceof ApiError && e.status === 422) return { ...view, notUsableNow: e.message };
    throw e;
  }
}

/**
 * A game coupon: from now the game applies it. One of a time-bound kind is refused while another of
 * its kind is still in effect (two days' discounts do not stack into one day).
 */
const gameCouponRules: CouponUseRules = async (tx, c, now) => {
  const { effectMs: ms, effectGroup } = kindOf(c.benefit);
  if (!ms) return `${withParticle(c.name, '을')} 사용했습니다. 다음 게임부터 적용됩니다.`;
  const kinds = effectGroup ? Object.keys(COUPON_KINDS).filter((b) => COUPON_KINDS[b]!.effectGroup === effectGroup) : [c.benefit];
  const used = await tx.select().from(coupons).where(and(eq(coupons.memberId, c.memberId), inArray(coupons.benefit, kinds), isNotNull(coupons.usedAt)));
  const running = used.find((u) => (effectUntil(u) ?? now) > now);
  if (running) {
    const until = kstShortDateTime(effectUntil(running)!);
    const text = running.benefit === c.benefit ? `같은 쿠폰이 ${until}까지 적용 중입니다. 그 뒤에 사용해 주세요.` : `${withParticle(running.name, '이')} ${until}까지 적용 중입니다. 할인은 한 번에 하나만 적용되니 그 뒤에 사용해 주세요.`;
    throw ruleError('ERROR_COUPON_IN_EFFECT', text, { effectUntil: effectUntil(running)!.toISOString() });
  }
  return `${withParticle(c.name, '이')} ${kstShortDateTime(new Date(now.getTime() + ms))}까지 게임에 적용됩니다.`;
};
