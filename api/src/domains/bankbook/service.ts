// Bankbook: pays the monthly bankbook money into game money (SPEC §8 error codes), its history,
// and the auto-bankbook reservation.
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { autoBankbooks, bankbookUses, plusMemberships, type PlusMembershipRow } from '../../db/schema/index.js';
import type { AutoBankbook, BankbookState, BankbookUseResult, MembershipMoneyHistoryItem, Page } from '@hanpan/contracts';
import { MOBILE_CLASSIC_BANKBOOK_STORAGE } from '@hanpan/contracts/constants';
import { AUTO_BANKBOOK_DAY_NAMES, withParticle } from '@hanpan/contracts/korean';
import { changeBalance, lockWallets, readWallet } from '../../lib/ledger.js';
import { ApiError, notFound, ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { findMainProduct } from '../membership/catalogue.js';
import { benefitPeriod, holdingLimit, nextBenefitDay, type BenefitPeriod } from '../membership/rules.js';
import { activeMain, activeOptions, autoBankbookState, bankbookUsedInPeriod, runningMainWhere } from '../membership/service.js';
import { renewalPending } from '../membership/renewal.js';
import { BANKBOOK_MESSAGES, decideBankbook, remainingBankbooks, unusedBankbookDiscount, type BankbookErrorCode, type BankbookState as BankbookFacts } from './rules.js';
import { addDays, kstStartOfMonth } from '../../lib/time.js';

/** The facts decideBankbook reads of the member's main membership (null: none running). */
function bankbookMembership(main: PlusMembershipRow | null, period: BenefitPeriod | null, used: number, optionCodes: readonly string[]): BankbookFacts['membership'] {
  if (!main || !period) return null;
  return {
    productCode: main.productCode, statusDescription: main.statusDescription, periodIndex: period.index, usedInPeriod: used, optionCodes,
    groupUsageCount: main.continuousGroupUsageCount, paidAmount: main.productAmount,
  };
}

export async function bankbookState(db: DbOrTx, memberId: number, plusAction: 'VIEW' | 'USE' | 'CHANGE', now = new Date()): Promise<BankbookState> {
  const main = await activeMain(db, memberId, now);
  const options = await activeOptions(db, memberId, now);
  const optionCodes = options.map((o) => o.productCode);
  const wallet = await readWallet(db, memberId);
  const product = main ? findMainProduct(main.productCode) : undefined;
  const period = main ? benefitPeriod(main, now) : null;
  const used = main && period ? await bankbookUsedInPeriod(db, main.id, period.index) : 0;
  const decision = decideBankbook(
    {
      membership: bankbookMembership(main, period, used, optionCodes),
      money: wallet.money,
      renewing: !main && (await renewalPending(db, memberId, now, now)),
    },
    { useCount: 1, confirmBeginning: plusAction === 'USE' },
  );
  const remain = product ? remainingBankbooks(product, used) : 0;
  return {
    mainCode: main?.productCode ?? '',
    totalCount: product?.bankbookCount ?? 0,
    usedCount: used,
    remainCount: remain,
    moneyPerUse: (product?.bankbookMoney ?? 0n).toString(),
    money: wallet.money.toString(),
    holdingLimit: holdingLimit(optionCodes).toString(),
    nextBenefitSchedule: main && period ? (nextBenefitDay(main, period)?.toISOString() ?? null) : null,
    errorCode: decision.ok ? null : decision.code,
    unusedChangeDiscount: (plusAction === 'CHANGE' && product && main ? unusedBankbookDiscount(product, used, main.productAmount) : 0n).toString(),
  };
}

export function bankbookRefusal(code: BankbookErrorCode, detail?: Record<string, unknown>, mainCode?: string): ApiError {
  const m = BANKBOOK_MESSAGES[code];
  const classic = code === 'ERROR_USE_ALL_BANKBOOK' && !!mainCode && !!findMainProduct(mainCode)?.mobileClassic;
  // more uses asked than are left (a request not sent by the popup, or one left open while another used some): say how many remain
  const remain = code === 'ERROR_USE_BANKBOOK' && typeof detail?.remainCount === 'number' ? detail.remainCount : null;
  const message = classic ? `${m.message} ${MOBILE_CLASSIC_BANKBOOK_STORAGE}` : remain !== null ? `이번 달 남은 통장은 ${remain}회입니다. ${remain}회까지 사용할 수 있습니다.` : m.message;
  return ruleError(code, message, detail, m.title);
}

/** One bankbook use in tx. The wallet row lock serialises concurrent uses of one member. */
export async function useBankbook(tx: Tx, memberId: number, req: { useCount: number; confirmBeginning?: boolean }, idempotencyKey: string | undefined, now = new Date(), auto = false): Promise<BankbookUseResult> {
  const wallets = await lockWallets(tx, [memberId]);
  const main = await activeMain(tx, memberId, now);
  const options = await activeOptions(tx, memberId, now);
  const period = main ? benefitPeriod(main, now) : null;
  const used = main && period ? await bankbookUsedInPeriod(tx, main.id, period.index) : 0;
  const money = wallets.get(memberId)?.money ?? null;
  const d = decideBankbook(
    {
      membership: bankbookMembership(main, period, used, options.map((o) => o.productCode)),
      money,
      renewing: !main && (await renewalPending(tx, memberId, now, now)),
    },
    { useCount: req.useCount, confirmBeginning: req.confirmBeginning ?? false },
  );
  if (!d.ok) throw bankbookRefusal(d.code, d.detail, main?.productCode);
  const [use] = await tx
    .insert(bankbookUses)
    .values({ memberId, membershipId: main!.id, periodIndex: period!.index, useCount: req.useCount, amount: d.amount, auto })
    .returning({ id: bankbookUses.id });
  const res = await changeBalance(tx, {
    memberId,
    currency: 'money',
    amount: d.amount,
    reason: 'BANKBOOK_USE',
    refType: 'bankbook_use',
    refId: use!.id,
    idempotencyKey,
    max: holdingLimit(options.map((o) => o.productCode)),
  });
  return { paidMoney: d.amount.toString(), money: res.balanceAfter.toString(), remainCount: d.remainingAfter };
}

export async function bankbookHistory(db: DbOrTx, memberId: number, page: PageRequest): Promise<Page<MembershipMoneyHistoryItem>> {
  const where = eq(bankbookUses.memberId, memberId);
  const rows = await db
    .select({ use: bankbookUses, productCode: plusMemberships.productCode })
    .from(bankbookUses)
    .leftJoin(plusMemberships, eq(plusMemberships.id, bankbookUses.membershipId))
    .where(where)
    .orderBy(desc(bankbookUses.createdAt), desc(bankbookUses.id))
    .limit(page.size)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(bankbookUses).where(where);
  return toPage(
    rows.map((r) => ({
      id: r.use.id,
      createdAt: r.use.createdAt.toISOString(),
      kind: r.use.auto ? 'AUTO_BANKBOOK' : 'BANKBOOK',
      description: `${findMainProduct(r.productCode ?? '')?.name ?? '플러스'} 통장 ${r.use.useCount}회 사용${r.use.auto ? ' (자동)' : ''}`,
      amount: r.use.amount.toString(),
    })),
    page,
    Number(total?.n ?? 0),
  );
}

// ---- auto bankbook ----

/** The member's running main membership with this id, else 404 (the API and the sandbox order pages). */
export async function requireOwnMain(tx: Tx, memberId: number, membershipId: number, now = new Date()) {
  const main = await activeMain(tx, memberId, now);
  // another member's membership id, or an ended one, is simply not found for this member
  if (!main || main.id !== membershipId) throw notFound('이용 중인 플러스 멤버십을 찾을 수 없습니다.');
  return main;
}

const alreadyReserved = () => ruleError('ERROR_ALREADY_RESERVED', '이미 자동 통장이 예약되어 있습니다.');
const notReserved = () => ruleError('ERROR_NOT_RESERVED', '예약된 자동 통장이 없습니다. 다른 화면에서 취소했을 수 있습니다.');

/**
 * The reservation an auto-bankbook order page acts on, checked when the page is shown (reserving
 * needs none; changing or cancelling needs one) as its completion checks it: a page another tab made
 * out of date says so with its way back, instead of offering 확인 again (QA: it looped).
 */
export async function assertAutoBankbookReserved(tx: DbOrTx, memberId: number, reserved: boolean, changeTo?: AutoBankbookDay): Promise<void> {
  const day = await reservedDay(tx, memberId, false);
  if (day && !reserved) throw alreadyReserved();
  if (!day && reserved) throw notReserved();
  // a change to the day it has (made so on another PC): said, not confirmed as a change (QA)
  if (day && day === changeTo) {
    throw ruleError('ERROR_SAME_DAY', `자동 통장 사용일이 이미 ${withParticle(AUTO_BANKBOOK_DAY_NAMES[day], '으로')} 예약되어 있습니다. 다른 화면에서 변경했을 수 있습니다.`);
  }
}

type AutoBankbookDay = 'BENEFIT_DAY' | 'MONTH_FIRST_DAY';

/** The day of the member's auto-bankbook reservation, null when none (`lock`: their row held until the transaction ends). */
async function reservedDay(tx: DbOrTx, memberId: number, lock: boolean): Promise<AutoBankbookDay | null> {
  const row = tx.select({ status: autoBankbooks.status, dateType: autoBankbooks.dateType }).from(autoBankbooks).where(eq(autoBankbooks.memberId, memberId)).limit(1);
  const [found] = await (lock ? row.for('update') : row);
  return found?.status === 'RESERVED' ? found.dateType : null;
}

export async function reserveAutoBankbook(tx: Tx, memberId: number, membershipId: number, dateType: AutoBankbookDay, now = new Date()): Promise<AutoBankbook> {
  await requireOwnMain(tx, memberId, membershipId, now);
  if (await reservedDay(tx, memberId, true)) throw alreadyReserved();
  await tx
    .insert(autoBankbooks)
    .values({ memberId, membershipId, status: 'RESERVED', dateType, joinDateTime: now })
    .onConflictDoUpdate({ target: autoBankbooks.memberId, set: { membershipId, status: 'RESERVED', dateType, joinDateTime: now } });
  return autoBankbookState(tx, memberId);
}

export async function changeAutoBankbook(tx: Tx, memberId: number, membershipId: number, dateType: AutoBankbookDay, now = new Date()): Promise<AutoBankbook> {
  await requireOwnMain(tx, memberId, membershipId, now);
  const updated = await tx
    .update(autoBankbooks)
    .set({ membershipId, dateType })
    .where(and(eq(autoBankbooks.memberId, memberId), eq(autoBankbooks.status, 'RESERVED')))
    .returning({ memberId: autoBankbooks.memberId });
  if (updated.length === 0) throw notReserved();
  return autoBankbookState(tx, memberId);
}

export async function cancelAutoBankbook(tx: Tx, memberId: number, membershipId: number, now = new Date()): Promise<AutoBankbook> {
  await requireOwnMain(tx, memberId, membershipId, now);
  const updated = await tx
    .update(autoBankbooks)
    .set({ status: 'CANCELLED' })
    .where(and(eq(autoBankbooks.memberId, memberId), eq(autoBankbooks.status, 'RESERVED')))
    .returning({ memberId: autoBankbooks.memberId });
  if (updated.length === 0) throw notReserved();
  return autoBankbookState(tx, memberId);
}

/**
 * Runs a reserved auto-bankbook when it is due (the membership-renewals job, wallet locked first):
 * the bankbooks of the current benefit period not used yet — by hand or automatically, counted by
 * bankbookUsedInPeriod as a manual use is — are used at once, so none is ever used twice. Due:
 * - BENEFIT_DAY: no automatic use yet in the current period (a reservation made mid-period covers it);
 * - MONTH_FIRST_DAY: no automatic use yet this Korean month, the reservation made by the end of the
 *   1st, and the period running on the 1st (begun by its end) still running. A server down on the 1st
 *   (or a renewal that went through on the 2nd) catches up on the next run; a period that begins
 *   mid-month waits for the next 1st.
 * lastDateTime (the screen's '마지막 사용') is written only when bankbooks were used. Nothing left, or a
 * refusal that may pass later (the holding limit, a renewal in progress), writes nothing: a later
 * run tries again while it is still due.
 */
export async function runDueAutoBankbook(tx: Tx, memberId: number, now = new Date()): Promise<boolean> {
  const [auto] = await tx.select().from(autoBankbooks).where(eq(autoBankbooks.memberId, memberId)).limit(1).for('update');
  if (!auto || auto.status !== 'RESERVED') return false;
  const main = await activeMain(tx, memberId, now);
  if (!main) return false;
  const product = findMainProduct(main.productCode);
  if (!product) return false;
  const period = benefitPeriod(main, now);
  if (!autoBankbookDue(auto, period.start, now)) return false;
  const remain = remainingBankbooks(product, await bankbookUsedInPeriod(tx, main.id, period.index));
  if (remain === 0) return false;
  try {
    await tx.transaction(async (sp) => {
      await useBankbook(sp, memberId, { useCount: remain, confirmBeginning: true }, undefined, now, true);
    });
  } catch (e) {
    if (e instanceof ApiError && e.status === 422) return false;
    throw e;
  }
  await tx.update(autoBankbooks).set({ lastDateTime: now }).where(eq(autoBankbooks.memberId, memberId));
  return true;
}

/**
 * The members whose reservation may be due (autoBankbookDue on their running main membership's
 * period), read in one query: the job locks only these, not every reservation each 5 minutes.
 * runDueAutoBankbook decides again under the lock.
 */
export async function autoBankbookCandidates(db: DbOrTx, now: Date): Promise<number[]> {
  const rows = await db
    .select({ auto: autoBankbooks, startDate: plusMemberships.startDate, endDate: plusMemberships.endDate })
    .from(autoBankbooks)
    .innerJoin(plusMemberships, eq(plusMemberships.memberId, autoBankbooks.memberId))
    .where(and(eq(autoBankbooks.status, 'RESERVED'), ...runningMainWhere(now)))
    .orderBy(autoBankbooks.memberId, desc(plusMemberships.startDate));
  const due = new Set<number>();
  const seen = new Set<number>();
  for (const r of rows) {
    if (seen.has(r.auto.memberId)) continue; // activeMain's row: the latest start
    seen.add(r.auto.memberId);
    if (autoBankbookDue(r.auto, benefitPeriod(r, now).start, now)) due.add(r.auto.memberId);
  }
  return [...due];
}

/** Whether a reservation's day has come and its use is not done yet (see runDueAutoBankbook). */
export function autoBankbookDue(auto: { dateType: 'BENEFIT_DAY' | 'MONTH_FIRST_DAY'; joinDateTime: Date; lastDateTime: Date | null }, periodStart: Date, now: Date): boolean {
  if (auto.dateType === 'BENEFIT_DAY') return !auto.lastDateTime || auto.lastDateTime < periodStart;
  const monthStart = kstStartOfMonth(now);
  if (auto.lastDateTime && auto.lastDateTime >= monthStart) return false;
  // (a period begun during the 1st is that day's: a benefit day on the 1st at 00:03 is not lost)
  const firstEnds = addDays(monthStart, 1);
  return auto.joinDateTime < firstEnds && periodStart < firstEnds;
}
