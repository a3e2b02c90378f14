// Payment sandbox fulfilments for Plus: join (registration / enroll), change, change of payment
// method, options and gold items (kind 'membership'), weekly gold, vouchers and their use,
// auto-bankbook reservation pages. Quotes refuse with Korean messages; fulfil runs in the
// completion transaction. The join takes a Plus coupon (couponId): read when priced, taken when completed.
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { AUTO_BANKBOOK_DAY_NAMES, withParticle } from '@hanpan/contracts/korean';
import { OPTIONS_NEED_MAIN } from '@hanpan/contracts/option-groups';
import type { Tx } from '../../db/client.js';
import { inventoryItems, membershipVouchers, plusMemberships, weeklyGoldRounds } from '../../db/schema/index.js';
import { badRequest, notFound, ruleError } from '../../lib/errors.js';
import { formatWon } from '../../lib/money.js';
import { kstDotDate } from '../../lib/time.js';
import { orderChangedRefusal, registerFulfilment, type Fulfilment } from '../../sandbox/registry.js';
import { findMainProduct, findOptionProduct, GOLD_CODE, GOLD_PRICE, WEEKLY_GOLD_CODE, WEEKLY_GOLD_PRICE, type MainProduct } from './catalogue.js';
import {
  benefitPeriod, changePriceLines, discountedPrice, isPaymentInProgress, optionGroupRefusal, PAYMENT_IN_PROGRESS_MESSAGE,
} from './rules.js';
import { activeMain, activeOptions, activeWeeklyGold, bankbookUsedInPeriod, joinMain, joinOption, joinWeeklyGold, nextGroupUsage, type JoinInput } from './service.js';
import { drawDealerDiscountDay } from './draw-service.js';
import { accrueWeeklyGold, addRoundGold } from './weekly-gold-accrual.js';
import { RENEWAL_GRACE_MS } from './renewal.js';
import { assertPlusChannel } from './access.js';
import { lockWallets } from '../../lib/ledger.js';
import { assertAutoBankbookReserved, cancelAutoBankbook, changeAutoBankbook, requireOwnMain, reserveAutoBankbook } from '../bankbook/service.js';
import { PLUS_MILEAGE_REASON } from '../mileage/paymentMileage.js';
import { peekCoupon, takeCoupon, type CouponRow, type CouponUse } from '../inventory/coupons.js';
import { activeInventory } from '../inventory/membership-items.js';
import { unusedBankbookDiscount } from '../bankbook/rules.js';
import { PLUS_JOIN_COUPON_BENEFITS, PLUS_TRIAL_NO_OPTIONS, plusCouponPrice } from '@hanpan/contracts/plus-coupons';

const codesOf = (params: Record<string, string>, key = 'codes'): string[] =>
  (params[key] ?? '').split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);

function mainOf(code: string): MainProduct {
  const p = findMainProduct(code);
  if (!p) throw notFound(`존재하지 않는 플러스 상품입니다. (${code})`);
  return p;
}

/** Price of a main product for this member: 5% off when the join continues 13+ group uses. */
async function mainPrice(tx: Tx, memberId: number, product: MainProduct, now: Date): Promise<bigint> {
  return discountedPrice(product.price, await nextGroupUsage(tx, memberId, now));
}

/** Unused bankbooks of the current period count as a discount on an immediate change. */
async function unusedDiscount(tx: Tx, memberId: number, now: Date): Promise<bigint> {
  const main = await activeMain(tx, memberId, now);
  const product = main ? findMainProduct(main.productCode) : undefined;
  if (!main || !product) return 0n;
  const used = await bankbookUsedInPeriod(tx, main.id, benefitPeriod(main, now).index);
  return unusedBankbookDiscount(product, used, main.productAmount);
}

// ---- rules checked twice: when the order is created (quote) and again inside the completing
// transaction (fulfil), because the member may have joined, changed or let a membership lapse in
// between (another tab, another order). The wallet row is locked first so that two completions of
// the same member run one after the other (one lock order: the wallet, then by id).

const ALREADY_JOINED = '이미 이용 중인 메인 멤버십이 있습니다. 멤버십 변경을 이용해 주세요.';
const WEEKLY_GOLD_ACTIVE = '이미 이용 중인 주간 골드 멤버십이 있습니다. 이용 기간이 끝난 뒤 다시 구매해 주세요.';

async function assertNoMain(tx: Tx, memberId: number, message = ALREADY_JOINED) {
  if (await activeMain(tx, memberId)) throw ruleError('ERROR_ALREADY_JOINED', message);
}
async function assertMainForOptions(tx: Tx, memberId: number, codes: readonly string[]) {
  if (codes.some((c) => c.startsWith('PO')) && !(await activeMain(tx, memberId))) throw ruleError('ERROR_NOT_MEMBERSHIP', OPTIONS_NEED_MAIN);
}
async function assertNoWeeklyGold(tx: Tx, memberId: number) {
  if (await activeWeeklyGold(tx, memberId)) throw ruleError('ERROR_ALREADY_JOINED', WEEKLY_GOLD_ACTIVE);
}
/**
 * A regular payment (renewal) being processed may not be replaced: no change, no change of payment
 * method, no new join or voucher use while a main membership that is running, or still due for its
 * renewal (ended within RENEWAL_GRACE_MS), says '정기결제 처리중' — the bankbook's refusal, same code.
 */
async function assertNoPaymentInProgress(tx: Tx, memberId: number, now = new Date()) {
  const rows = await tx
    .select({ statusDescription: plusMemberships.statusDescription })
    .from(plusMemberships)
    .where(and(eq(plusMemberships.memberId, memberId), eq(plusMemberships.kind, 'MAIN'), eq(plusMemberships.status, 'ACTIVE'), gt(plusMemberships.endDate, new Date(now.getTime() - RENEWAL_GRACE_MS))));
  if (rows.some((r) => isPaymentInProgress(r.statusDescription))) throw ruleError('ERROR_PAYMENT_IN_PROGRESS', PAYMENT_IN_PROGRESS_MESSAGE);
}
/**
 * An option bought starts now; the dealer discount's day is drawn with it (the daily-draws job would
 * draw it only in its next run: QA saw the layer right after the purchase say '가입하면…').
 */
async function startOption(tx: Tx, input: JoinInput) {
  const row = await joinOption(tx, input);
  if (findOptionProduct(input.productCode)?.key === 'discount') await drawDealerDiscountDay(tx, input.memberId, input.now);
  return row;
}

/** One option per group (in the order, and against the options the member holds; the same one again extends it). */
async function assertOptionGroups(tx: Tx, memberId: number, codes: readonly string[]) {
  const options = codes.filter((c) => c.startsWith('PO'));
  if (options.length === 0) return;
  const held = (await activeOptions(tx, memberId)).map((o) => o.productCode);
  const refusal = optionGroupRefusal(options, held);
  if (refusal) throw ruleError(refusal.code, refusal.message, refusal.detail);
}
/** Serialises one member's completions (the wallet row is the member's first lock everywhere). */
const lockMember = (tx: Tx, memberId: number) => lockWallets(tx, [memberId]);

/** The Plus coupon a join names (`couponId`, optional); a value that is no positive int4 is a 400, never a 500. */
function couponIdOf(params: Record<string, string>): number | null {
  const raw = params.couponId;
  if (raw === undefined) return null;
  const id = Number(raw);
  if (!/^[0-9]{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) throw badRequest('쿠폰 번호가 올바르지 않습니다. 쿠폰을 다시 선택해 주세요.');
  return id;
}
const plusCouponUse = (memberId: number, couponId: number): CouponUse => ({ memberId, couponId, place: 'PLUS_JOIN', benefits: PLUS_JOIN_COUPON_BENEFITS });

/** The coupon's price rule for this main membership; another tier for the V-Plus trial is refused (422). */
function couponPriced(coupon: CouponRow, product: MainProduct, price: bigint) {
  const priced = plusCouponPrice(coupon.benefit, product.code, price);
  if (!priced.ok) throw ruleError('ERROR_COUPON_NOT_HERE', priced.message);
  return priced;
}

/** At completion: the coupon still fits this membership (checked again) and its trial's days, if it is the trial — the price is the order's. */
const couponTrialDays = (coupon: CouponRow, product: MainProduct) => couponPriced(coupon, product, 0n).trialDays;

/** A 7-day trial is joined alone: paid options would outlive it. */
function assertTrialAlone(trialDays: number | null, options: readonly string[]): void {
  if (trialDays && options.length > 0) throw ruleError('ERROR_TRIAL_WITH_OPTIONS', PLUS_TRIAL_NO_OPTIONS);
}

const registration = (subscriptionType: 'SUBSCRIPTION' | 'ONE_TIME', paramKey: string): Fulfilment => ({
  async quote({ tx, member, params }) {
    const codes = codesOf(params, paramKey);
    const mains = codes.filter((c) => c.startsWith('PM'));
    const options = codes.filter((c) => c.startsWith('PO'));
    if (mains.length !== 1) throw badRequest('가입할 메인 멤버십을 하나 선택해 주세요.');
    const product = mainOf(mains[0]!);
    const couponId = couponIdOf(params);
    const now = new Date();
    await assertNoPaymentInProgress(tx, member.id, now);
    await assertNoMain(tx, member.id);
    const price = await mainPrice(tx, member.id, product, now);
    // read here, taken (locked, checked again, marked used) by the completion
    const coupon = couponId === null ? null : await peekCoupon(tx, { ...plusCouponUse(member.id, couponId), now });
    const priced = coupon ? couponPriced(coupon, product, price) : null;
    assertTrialAlone(priced?.trialDays ?? null, options);
    let amount = priced ? priced.amount : price;
    const lines =
      coupon && priced?.trialDays
        ? [`${product.name} ${priced.trialDays}일 무료 체험 (0원)`, `쿠폰 사용 (${coupon.name})`, `${priced.trialDays}일 뒤 자동 결제 없이 종료됩니다.`]
        : [`${product.name} 1개월 (${formatWon(price)}원)`, ...(coupon && priced ? [`쿠폰 할인 (${coupon.name}) -${formatWon(priced.discount)}원`] : [])];
    for (const c of options) {
      const o = findOptionProduct(c);
      if (!o) throw notFound(`존재하지 않는 옵션 상품입니다. (${c})`);
      amount += o.price;
      lines.push(`${o.name} 1개월 (${formatWon(o.price)}원)`);
    }
    await assertOptionGroups(tx, member.id, options);
    const what = priced?.trialDays ? `${product.name} ${priced.trialDays}일 무료 체험` : `${product.name} 가입`;
    // the order's name in every payment history: its options are part of what was paid
    return {
      title: options.length > 0 ? `${what} + 옵션 ${options.length}건` : what,
      amount,
      lines,
      // priced with this coupon: the page signs it, a completion priced otherwise is refused
      ...(coupon && { basis: `${coupon.benefit}:${coupon.id}` }),
    };
  },
  async fulfil({ tx, order, member }) {
    await lockMember(tx, member.id);
    await assertNoPaymentInProgress(tx, member.id);
    await assertNoMain(tx, member.id);
    const codes = codesOf(order.params, paramKey);
    await assertOptionGroups(tx, member.id, codes);
    const product = mainOf(codes.find((c) => c.startsWith('PM'))!);
    const couponId = couponIdOf(order.params);
    // used in this transaction: one used meanwhile (another tab) refuses the completion, nothing is written
    const coupon = couponId === null ? null : await takeCoupon(tx, plusCouponUse(member.id, couponId));
    const trialDays = coupon ? couponTrialDays(coupon, product) : null;
    assertTrialAlone(trialDays, codes.filter((c) => c.startsWith('PO')));
    const optionTotal = codes.filter((c) => c.startsWith('PO')).reduce((s, c) => s + (findOptionProduct(c)?.price ?? 0n), 0n);
    // a trial is ONE_TIME: the renewal job renews SUBSCRIPTION only, so it ends after its days, never charged
    const main = await joinMain(tx, {
      memberId: member.id,
      productCode: product.code,
      subscriptionType: trialDays ? 'ONE_TIME' : subscriptionType,
      amount: order.amount - optionTotal,
      paymentNo: order.orderNo,
      ...(trialDays && { days: trialDays }),
    });
    const out = trialDays
      ? [`${product.name} ${trialDays}일 무료 체험 시작 (~${kstDotDate(main.endDate)}, 자동 결제 없이 종료)`]
      : [`${product.name} 가입 완료 (연속 ${main.continuousUsageCount}회)`];
    if (coupon) out.push(`쿠폰 사용: ${coupon.name}`);
    for (const c of codes.filter((x) => x.startsWith('PO'))) {
      const o = findOptionProduct(c)!;
      await startOption(tx, { memberId: member.id, productCode: c, subscriptionType, amount: o.price, paymentNo: order.orderNo });
      out.push(`${o.name} 가입 완료`);
    }
    return out;
  },
});

/** Price of a change now: the product's price (5% off from the 13th group use) less the unused bankbooks of the current period. */
async function changePrice(tx: Tx, memberId: number, product: MainProduct, now: Date) {
  const price = await mainPrice(tx, memberId, product, now);
  const discount = await unusedDiscount(tx, memberId, now);
  return { price, discount, amount: price > discount ? price - discount : 0n };
}

/**
 * A change goes to another tier: the product held is refused, and so is the other product of its tier
 * (V-Plus ↔ V-Plus 클래식: the same price, and the change would start a new month with the unused
 * bankbooks as its discount) — the guide shows '같은 등급 이용 중' there, with no change to buy.
 */
function assertOtherTier(heldCode: string, product: MainProduct): void {
  if (heldCode === product.code) throw ruleError('ERROR_SAME_MEMBERSHIP', '이미 이용 중인 멤버십입니다.');
  if (findMainProduct(heldCode)?.tier === product.tier) throw ruleError('ERROR_SAME_TIER', `같은 등급(${product.tier}-Plus)의 멤버십으로는 변경할 수 없습니다.`);
}

/**
 * The portal page that sent the player here showed the membership `from` (its change form) or the
 * method `to` changes from (My Plus): a page another tab or PC made out of date is refused, saying
 * what it is now — not priced as another change (QA: V→X on a stale form became Z→X, or a Z-Plus
 * form fell back to Z) or turned into the opposite method change.
 */
function assertShownMembership(params: Record<string, string>, heldCode: string): void {
  if (params.from === undefined || params.from === heldCode) return;
  if (!findMainProduct(params.from)) throw badRequest('변경 전 멤버십이 올바르지 않습니다.');
  const held = findMainProduct(heldCode)?.name ?? heldCode;
  throw orderChangedRefusal(`다른 화면에서 멤버십이 ${withParticle(held, '으로')} 바뀌었습니다. 멤버십 변경 화면에서 다시 확인해 주세요.`);
}

const METHOD_NAMES = { SUBSCRIPTION: '정기결제', ONE_TIME: '1회 결제' } as const;

function assertShownMethod(params: Record<string, string>, held: string): void {
  const to = params.to;
  if (to === undefined) return;
  if (to !== 'SUBSCRIPTION' && to !== 'ONE_TIME') throw badRequest('바꿀 결제 방식이 올바르지 않습니다.');
  if (to === held) throw orderChangedRefusal(`다른 화면에서 이미 ${withParticle(METHOD_NAMES[to], '으로')} 바뀌었습니다. 나의 플러스에서 지금 결제 방식을 확인해 주세요.`);
}

const change: Fulfilment = {
  async quote({ tx, member, params }) {
    const [code] = codesOf(params);
    if (!code) throw badRequest('변경할 멤버십을 선택해 주세요.');
    const product = mainOf(code);
    const now = new Date();
    const current = await activeMain(tx, member.id, now);
    if (!current) throw ruleError('ERROR_NOT_MEMBERSHIP', '이용 중인 플러스 멤버십이 없습니다. 먼저 가입해 주세요.');
    await assertNoPaymentInProgress(tx, member.id, now);
    assertShownMembership(params, current.productCode);
    assertOtherTier(current.productCode, product);
    const { price, discount, amount } = await changePrice(tx, member.id, product, now);
    const lines = [`${findMainProduct(current.productCode)?.name ?? current.productCode} → ${product.name}`, ...changePriceLines(product.price, price)];
    if (discount > 0n) lines.push(`미사용 통장 할인 -${formatWon(discount)}원`);
    // priced for the membership it changes from: a change paid after another changed it is refused
    return { title: `${withParticle(product.name, '으로')} 멤버십 변경`, amount, lines, basis: current.productCode };
  },
  async fulfil({ tx, order, member }) {
    await lockMember(tx, member.id);
    const [code] = codesOf(order.params);
    const product = mainOf(code!);
    const current = await activeMain(tx, member.id);
    if (!current) throw ruleError('ERROR_NOT_MEMBERSHIP', '이용 중인 플러스 멤버십이 없습니다. 먼저 가입해 주세요.');
    await assertNoPaymentInProgress(tx, member.id);
    assertOtherTier(current.productCode, product);
    // (the unused-bankbook discount priced at order time is checked again by the completion's
    // re-quote: a bankbook used since then is refused with ERROR_PRICE_CHANGED, never paid twice)
    const row = await joinMain(tx, { memberId: member.id, productCode: product.code, subscriptionType: current?.subscriptionType === 'ONE_TIME' ? 'ONE_TIME' : 'SUBSCRIPTION', amount: order.amount, paymentNo: order.orderNo });
    return [`${withParticle(product.name, '으로')} 변경 완료 (연속 그룹 이용 ${row.continuousGroupUsageCount}회)`];
  },
};

const changeMethod: Fulfilment = {
  async quote({ tx, member, params }) {
    const current = await activeMain(tx, member.id);
    if (!current) throw ruleError('ERROR_NOT_MEMBERSHIP', '이용 중인 플러스 멤버십이 없습니다.');
    const [code] = codesOf(params);
    if (code && code !== current.productCode) throw badRequest('이용 중인 멤버십의 결제 방식만 변경할 수 있습니다.');
    await assertNoPaymentInProgress(tx, member.id);
    assertShownMethod(params, current.subscriptionType);
    const next = METHOD_NAMES[current.subscriptionType === 'SUBSCRIPTION' ? 'ONE_TIME' : 'SUBSCRIPTION'];
    const lines = [`${findMainProduct(current.productCode)?.name ?? current.productCode}: ${withParticle(next, '으로')} 변경`];
    // the change is from the method the page showed: a second page (another tab, Back) after the
    // first changed it is refused, not turned into the opposite change (QA: 1회 결제 became 정기 결제 again)
    return { title: '결제 방식 변경', amount: 0n, lines, basis: `${current.id}:${current.subscriptionType}` };
  },
  async fulfil({ tx, member }) {
    await lockMember(tx, member.id);
    const current = await activeMain(tx, member.id);
    if (!current) throw ruleError('ERROR_NOT_MEMBERSHIP', '이용 중인 플러스 멤버십이 없습니다.');
    await assertNoPaymentInProgress(tx, member.id);
    const next = current.subscriptionType === 'SUBSCRIPTION' ? 'ONE_TIME' : 'SUBSCRIPTION';
    await tx.update(plusMemberships).set({ subscriptionType: next }).where(eq(plusMemberships.id, current.id));
    return [next === 'SUBSCRIPTION' ? '정기결제로 변경되었습니다.' : '1회 결제로 변경되었습니다.'];
  },
};

/** /services/membership/payments?codes=PO…|PI0001: options (need a main membership) and gold items. */
const optionsAndItems: Fulfilment = {
  async quote({ tx, member, params }) {
    const codes = codesOf(params);
    if (codes.length === 0) throw badRequest('구매할 상품을 선택해 주세요.');
    let amount = 0n;
    const lines: string[] = [];
    // an option held is extended: said so (QA: a stale page's join, another PC having joined it, was
    // an extension the order page called '펫샵 베이직 1개월' as a join is)
    const held = new Set((await activeOptions(tx, member.id)).map((o) => o.productCode));
    for (const c of codes) {
      if (c === GOLD_CODE) {
        amount += GOLD_PRICE;
        lines.push(`골드 멤버십 아이템 (${formatWon(GOLD_PRICE)}원)`);
        continue;
      }
      const o = findOptionProduct(c);
      if (!o) throw notFound(`존재하지 않는 옵션 상품입니다. (${c})`);
      amount += o.price;
      lines.push(`${o.name} 1개월${held.has(c) ? ' 기간 연장' : ''} (${formatWon(o.price)}원)`);
    }
    await assertMainForOptions(tx, member.id, codes);
    await assertOptionGroups(tx, member.id, codes);
    return { title: codes.length === 1 ? lines[0]!.replace(/ \(.*\)$/, '') : `플러스 옵션 ${codes.length}건`, amount, lines };
  },
  async fulfil({ tx, order, member }) {
    await lockMember(tx, member.id);
    await assertMainForOptions(tx, member.id, codesOf(order.params));
    await assertOptionGroups(tx, member.id, codesOf(order.params));
    const out: string[] = [];
    for (const c of codesOf(order.params)) {
      if (c === GOLD_CODE) {
        await tx.insert(inventoryItems).values({ memberId: member.id, productCode: GOLD_CODE, kind: 'E', name: '골드 멤버십 아이템', isMembershipItem: true, expiresAt: new Date(Date.now() + 90 * 86_400_000) });
        out.push('골드 멤버십 아이템 지급 완료');
        continue;
      }
      const o = findOptionProduct(c)!;
      const row = await startOption(tx, { memberId: member.id, productCode: c, subscriptionType: 'SUBSCRIPTION', amount: o.price, paymentNo: order.orderNo });
      out.push(`${o.name} 이용 (~${kstDotDate(row.endDate)})`);
    }
    return out;
  },
};

const weeklyGold: Fulfilment = {
  async quote({ tx, member, params }) {
    const codes = codesOf(params);
    if (codes.length && !codes.includes(WEEKLY_GOLD_CODE)) throw notFound('존재하지 않는 주간 골드 상품입니다.');
    await assertNoWeeklyGold(tx, member.id);
    return { title: '주간 골드 멤버십', amount: WEEKLY_GOLD_PRICE, lines: ['4주 동안 매주 골드 적립', `${formatWon(WEEKLY_GOLD_PRICE)}원`] };
  },
  async fulfil({ tx, order, member }) {
    await lockMember(tx, member.id);
    // paying for a second running weekly gold would grant nothing: refuse, the payment rolls back
    await assertNoWeeklyGold(tx, member.id);
    const masked = `${member.loginId.slice(0, 2)}***@hanpan.com`;
    const row = await joinWeeklyGold(tx, { memberId: member.id, productCode: WEEKLY_GOLD_CODE, subscriptionType: 'SUBSCRIPTION', amount: order.amount, paymentNo: order.orderNo, maskedEmail: masked });
    // the purchase day's gold at once (the weekly-gold-accrual job would credit it only at its next run)
    await accrueWeeklyGold(tx, member.id, new Date());
    return [`주간 골드 멤버십 이용 (~${kstDotDate(row.endDate)})`];
  },
};

/** /register/register.nhn?pkgids=PM0005:3 — buys vouchers (prepaid months). */
const voucherRegister: Fulfilment = {
  async quote({ params }) {
    const ids = codesOf(params, 'pkgids');
    if (ids.length === 0) throw badRequest('구매할 이용권을 선택해 주세요.');
    let amount = 0n;
    const lines: string[] = [];
    for (const id of ids) {
      const [code, monthsRaw] = id.split(':');
      const months = Number(monthsRaw ?? '1');
      if (months !== 1 && months !== 3) throw badRequest('이용권 기간은 1개월 또는 3개월입니다.');
      const p = mainOf(code!);
      amount += p.price * BigInt(months);
      lines.push(`${p.name} ${months}개월 이용권`);
    }
    return { title: '플러스 이용권 구매', amount, lines };
  },
  async fulfil({ tx, order, member }) {
    const out: string[] = [];
    for (const id of codesOf(order.params, 'pkgids')) {
      const [code, monthsRaw] = id.split(':');
      const months = Number(monthsRaw ?? '1');
      await tx.insert(membershipVouchers).values({ memberId: member.id, productCode: code!, months, expireAt: new Date(Date.now() + 365 * 86_400_000) });
      out.push(`${findMainProduct(code!)?.name ?? code} ${months}개월 이용권 보관함 지급`);
    }
    return out;
  },
};

/** /register/useToken.nhn?pkgid&payno — uses a voucher (payno = voucher number) to join. */
async function ownVoucher(tx: Tx, memberId: number, params: Record<string, string>) {
  const no = Number(params.payno);
  if (!Number.isInteger(no) || no <= 0) throw badRequest('이용권 번호가 올바르지 않습니다.');
  const [v] = await tx.select().from(membershipVouchers).where(and(eq(membershipVouchers.id, no), eq(membershipVouchers.memberId, memberId), isNull(membershipVouchers.usedAt))).limit(1).for('update');
  if (!v || v.expireAt < new Date()) throw notFound('사용할 수 있는 이용권을 찾을 수 없습니다.');
  if (params.pkgid && params.pkgid.toUpperCase() !== v.productCode) throw badRequest('이용권 상품이 일치하지 않습니다.');
  return v;
}
const VOUCHER_WHILE_JOINED = '이미 이용 중인 메인 멤버십이 있습니다. 만료 후 이용권을 사용해 주세요.';
const useToken: Fulfilment = {
  async quote({ tx, member, params }) {
    const v = await ownVoucher(tx, member.id, params);
    await assertNoPaymentInProgress(tx, member.id);
    await assertNoMain(tx, member.id, VOUCHER_WHILE_JOINED);
    return { title: '이용권 사용', amount: 0n, lines: [`${mainOf(v.productCode).name} ${v.months}개월 이용권 사용`] };
  },
  async fulfil({ tx, order, member }) {
    await lockMember(tx, member.id);
    await assertNoPaymentInProgress(tx, member.id);
    await assertNoMain(tx, member.id, VOUCHER_WHILE_JOINED);
    const v = await ownVoucher(tx, member.id, order.params);
    await tx.update(membershipVouchers).set({ usedAt: new Date() }).where(eq(membershipVouchers.id, v.id));
    await joinMain(tx, { memberId: member.id, productCode: v.productCode, subscriptionType: 'VOUCHER', amount: 0n, paymentNo: order.orderNo, months: v.months });
    return [`${mainOf(v.productCode).name} ${v.months}개월 이용 시작`];
  },
};

const dateTypeOf = (p: Record<string, string>) => (p.type === 'MONTH_FIRST_DAY' ? 'MONTH_FIRST_DAY' : 'BENEFIT_DAY') as 'BENEFIT_DAY' | 'MONTH_FIRST_DAY';
const membershipIdOf = (p: Record<string, string>) => {
  const id = Number(p.currentMembershipId);
  if (!Number.isInteger(id) || id <= 0) throw badRequest('멤버십 번호가 올바르지 않습니다.');
  return id;
};
/**
 * `reserved`: the page acts on a reservation (change, cancel), else makes one; `setsDay`: the page sets
 * the day of use, and says which (a change the member cannot see is no choice).
 */
const autoBankbookPage = (title: string, reserved: boolean, run: (tx: Tx, memberId: number, p: Record<string, string>) => Promise<unknown>, done: string, setsDay = true): Fulfilment => ({
  async quote({ tx, member, params }) {
    const main = await activeMain(tx, member.id);
    if (!main) throw ruleError('ERROR_NOT_MEMBERSHIP', '플러스 회원만 자동 통장을 이용할 수 있습니다.');
    // the id in the query must be this member's running membership: refused on the order page, as the API does
    if (params.currentMembershipId !== undefined) await requireOwnMain(tx, member.id, membershipIdOf(params));
    // (a change page sets a day: the day reserved now is no change)
    await assertAutoBankbookReserved(tx, member.id, reserved, reserved && setsDay ? dateTypeOf(params) : undefined);
    const lines = [`${findMainProduct(main.productCode)?.name ?? main.productCode} 통장`];
    if (setsDay) lines.push(`사용일: ${AUTO_BANKBOOK_DAY_NAMES[dateTypeOf(params)]}`);
    return { title, amount: 0n, lines };
  },
  async fulfil({ tx, order, member }) {
    await run(tx, member.id, order.params);
    return [done];
  },
});

/** Gold added to the current weekly-gold round by one gold item (PI0001). */
export const GOLD_ITEM_GOLD = 10n;

/** /use/{id}/membership?code&membershipId — uses a gold item on the running weekly gold. */
async function goldItemTarget(tx: Tx, memberId: number, params: Record<string, string>, lock: boolean) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw badRequest('아이템 번호가 올바르지 않습니다.');
  const q = tx
    .select()
    .from(inventoryItems)
    // not used and not expired (a 90-day gold item stays in old links after it left the box)
    .where(and(eq(inventoryItems.id, id), activeInventory(memberId), eq(inventoryItems.isMembershipItem, true)))
    .limit(1);
  const [item] = lock ? await q.for('update') : await q;
  if (!item) {
    // used in another tab or on another PC (QA: that page read only '보관함에 없는 멤버십 아이템입니다.')
    const [own] = await tx.select({ usedAt: inventoryItems.usedAt }).from(inventoryItems).where(and(eq(inventoryItems.id, id), eq(inventoryItems.memberId, memberId))).limit(1);
    if (own?.usedAt) throw ruleError('ERROR_ALREADY_USED', '이미 사용한 멤버십 아이템입니다. 다른 화면에서 사용했을 수 있습니다.');
    throw notFound('보관함에 없는 멤버십 아이템입니다.');
  }
  if (item.productCode !== GOLD_CODE) throw ruleError('ERROR_NOT_USABLE', '바로 사용할 수 없는 멤버십 아이템입니다.');
  const now = new Date();
  const wg = await activeWeeklyGold(tx, memberId, now);
  if (!wg || (params.membershipId && Number(params.membershipId) !== wg.id)) {
    throw ruleError('ERROR_NOT_MEMBERSHIP', '주간 골드 멤버십 이용 중에만 골드 아이템을 사용할 수 있습니다.');
  }
  const [round] = await tx
    .select()
    .from(weeklyGoldRounds)
    .where(and(eq(weeklyGoldRounds.membershipId, wg.id), lt(weeklyGoldRounds.startDateTime, now), gt(weeklyGoldRounds.endDateTime, now)))
    .limit(1);
  if (!round) throw ruleError('ERROR_INIT_FAIL', '현재 주간 골드 회차 정보를 찾을 수 없습니다.');
  return { item, round };
}
const useMembershipItem: Fulfilment = {
  async quote({ tx, member, params }) {
    const { item, round } = await goldItemTarget(tx, member.id, params, false);
    return { title: `${item.name} 사용`, amount: 0n, lines: [`주간 골드 ${round.round}회차에 골드 ${GOLD_ITEM_GOLD.toString()} 적립`] };
  },
  async fulfil({ tx, order, member }) {
    const { item, round } = await goldItemTarget(tx, member.id, order.params, true);
    if (item.quantity > 1) await tx.update(inventoryItems).set({ quantity: sql`${inventoryItems.quantity} - 1` }).where(eq(inventoryItems.id, item.id));
    else await tx.update(inventoryItems).set({ quantity: 0, usedAt: new Date() }).where(eq(inventoryItems.id, item.id));
    await addRoundGold(tx, round.id, GOLD_ITEM_GOLD);
    return [`주간 골드 ${round.round}회차에 골드 ${withParticle(GOLD_ITEM_GOLD.toString(), '이')} 적립되었습니다.`];
  },
};

/** Paid Plus purchases' mileage is named so (SPEC §3 benefits.savedMileage counts it). */
const withMileage = (f: Fulfilment): Fulfilment => ({ ...f, mileageReason: PLUS_MILEAGE_REASON });

/**
 * Every Plus payment page (purchases, uses, auto-bankbook) refuses the partner channel: when the
 * order is priced and again inside the completing transaction (an order placed earlier stays unpaid).
 */
const plusChannelOnly = (f: Fulfilment): Fulfilment => ({
  // (the rest comes along: withMileage's reason was dropped here, Plus mileage read '결제 적립')
  ...f,
  async quote(ctx) {
    assertPlusChannel(ctx.member);
    return f.quote(ctx);
  },
  async fulfil(ctx) {
    assertPlusChannel(ctx.member);
    return f.fulfil(ctx);
  },
});
const register = (kind: string, f: Fulfilment) => registerFulfilment(kind, plusChannelOnly(f));

export function registerMembershipFulfilments(): void {
  register('use-membership-item', useMembershipItem);
  register('membership-registration', withMileage(registration('SUBSCRIPTION', 'codes')));
  register('enroll-subscription', withMileage(registration('SUBSCRIPTION', 'itemId')));
  register('membership-change', withMileage(change));
  register('membership-change-method', changeMethod);
  register('membership', withMileage(optionsAndItems));
  register('weekly-gold', withMileage(weeklyGold));
  register('voucher-register', withMileage(voucherRegister));
  register('use-token', useToken);
  const currentId = async (tx: Tx, memberId: number, p: Record<string, string>) => (p.currentMembershipId ? membershipIdOf(p) : (await activeMain(tx, memberId))!.id);
  register('auto-bankbook', autoBankbookPage('자동 통장 신청', false, async (tx, id, p) => reserveAutoBankbook(tx, id, await currentId(tx, id, p), dateTypeOf(p)), '자동 통장이 예약되었습니다.'));
  register('auto-bankbook-reservation', autoBankbookPage('자동 통장 예약', false, async (tx, id, p) => reserveAutoBankbook(tx, id, await currentId(tx, id, p), dateTypeOf(p)), '자동 통장이 예약되었습니다.'));
  register('auto-bankbook-reservation-change', autoBankbookPage('자동 통장 예약 변경', true, async (tx, id, p) => changeAutoBankbook(tx, id, await currentId(tx, id, p), dateTypeOf(p)), '자동 통장 예약이 변경되었습니다.'));
  register('auto-bankbook-reservation-cancel', autoBankbookPage('자동 통장 예약 취소', true, async (tx, id, p) => cancelAutoBankbook(tx, id, await currentId(tx, id, p)), '자동 통장 예약이 취소되었습니다.', false));
}
