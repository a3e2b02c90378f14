// Mileage: the wallet's `mileage` balance is the sum of live grants. Expired grants are written
// off (ledger row + EXPIRE history) before any read or exchange, so the stored value is current.
import { and, asc, count, desc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { mileageGrants, mileageHistories, type MemberRow } from '../../db/schema/index.js';
import type { MileageBenefit, MileageCurrent, MileageExchangeResult, MileageGiftResult, MileageGiftStatus, MileageHistoryItem, MileageMonthly, Page } from '@hanpan/contracts';
import { changeBalance, changeBalances, lockWallets, readWallet } from '../../lib/ledger.js';
import { conflict, ruleError } from '../../lib/errors.js';
import { formatWon } from '../../lib/money.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { addDays, KOREA_TIME_ZONE, kstDay, kstStartOfDay, kstStartOfMonth, kstYearRange } from '../../lib/time.js';
import { holdingLimit } from '../membership/rules.js';
import { activeOptions, memberHoldingLimit } from '../membership/service.js';
import {
  checkExchange, checkGift, consumeFifo, expiryOf, GIFT_MESSAGES, GIFT_RECIPIENT_TEXTS, mileageBalance, MILEAGE_EXCHANGE_UNIT, MILEAGE_GIFT_MAX_COUNT_PER_DAY, MILEAGE_GIFT_MAX_PER_DAY,
  MILEAGE_GIFT_MAX_PER_GIFT, MILEAGE_GIFT_MIN, MILEAGE_GIFT_UNIT, MILEAGE_VALIDITY_DAYS, MONEY_PER_MILEAGE,
} from './rules.js';
import { kstDateStart } from '../membership/payments.js';
import { maskNickname } from '@hanpan/contracts/korean';
import { checkRecipient, repeatedAt, repeatQuestion } from '../recipient.js';

/** Writes off expired grants of one member (inside tx; the wallet is locked first: lock order). */
export async function expireMileage(tx: Tx, memberId: number, now = new Date()): Promise<bigint> {
  await lockWallets(tx, [memberId]);
  const expired = await tx
    .select()
    .from(mileageGrants)
    .where(and(eq(mileageGrants.memberId, memberId), lte(mileageGrants.expiresAt, now), gt(mileageGrants.remaining, 0n)))
    .for('update');
  let total = 0n;
  for (const g of expired) total += g.remaining;
  if (total === 0n) return 0n;
  const wallet = (await lockWallets(tx, [memberId])).get(memberId)!;
  // never below zero even if the wallet was changed elsewhere
  const amount = total > wallet.mileage ? wallet.mileage : total;
  for (const g of expired) await tx.update(mileageGrants).set({ remaining: 0n, expiredAt: now }).where(eq(mileageGrants.id, g.id));
  await tx.insert(mileageHistories).values({ memberId, type: 'EXPIRE', mileage: total, description: '유효기간 만료 소멸', createdAt: now });
  if (amount > 0n) await changeBalance(tx, { memberId, currency: 'mileage', amount: -amount, reason: 'MILEAGE_EXPIRE', refType: 'mileage_expire' });
  return total;
}

/** Adds earned mileage as a grant valid for MILEAGE_VALIDITY_DAYS (wallet + ledger + history). */
export async function earnMileage(tx: Tx, memberId: number, amount: bigint, reason: string, now = new Date()): Promise<void> {
  if (amount <= 0n) return;
  const [g] = await tx.insert(mileageGrants).values({ memberId, amount, remaining: amount, reason, earnedAt: now, expiresAt: expiryOf(now) }).returning({ id: mileageGrants.id });
  await tx.insert(mileageHistories).values({ memberId, type: 'EARN', mileage: amount, description: reason, createdAt: now });
  await changeBalance(tx, { memberId, currency: 'mileage', amount, reason: 'MILEAGE_EARN', refType: 'mileage_grant', refId: g!.id });
}

async function liveGrants(db: DbOrTx, memberId: number) {
  return db.select().from(mileageGrants).where(and(eq(mileageGrants.memberId, memberId), gt(mileageGrants.remaining, 0n))).orderBy(asc(mileageGrants.expiresAt));
}

/**
 * The mileage a member is shown (the header, the personal zone, the mileage popup): the wallet's, less
 * the grants past their expiry that the mileage-expiry job has not written off yet (it runs every few
 * minutes; an exchange or gift writes them off first) — and of it, what expires within 30 days. A read.
 */
export async function shownMileage(db: DbOrTx, memberId: number, walletMileage: bigint, now = new Date()): Promise<{ current: bigint; soonToExpire: bigint }> {
  const grants = await liveGrants(db, memberId);
  const pendingExpiry = grants.filter((g) => g.expiresAt.getTime() <= now.getTime()).reduce((s, g) => s + g.remaining, 0n);
  const current = walletMileage > pendingExpiry ? walletMileage - pendingExpiry : 0n;
  const soon = mileageBalance(grants, now).soonToExpire;
  return { current, soonToExpire: soon > current ? current : soon };
}

/** The mileage popup's figures: the money and the holding limit come along (it offers only what the exchange can pay). */
export async function currentMileage(db: Db, memberId: number, now = new Date()): Promise<MileageCurrent> {
  const wallet = await readWallet(db, memberId);
  const limit = await memberHoldingLimit(db, memberId, now);
  const shown = await shownMileage(db, memberId, wallet.mileage, now);
  return {
    currentMileage: shown.current.toString(),
    soonToExpireMileage: shown.soonToExpire.toString(),
    exchangeUnit: MILEAGE_EXCHANGE_UNIT.toString(),
    moneyPerMileage: MONEY_PER_MILEAGE.toString(),
    money: wallet.money.toString(),
    holdingLimit: limit.toString(),
  };
}

const EXCHANGE_MESSAGES = {
  INVALID_UNIT: `마일리지는 ${formatWon(MILEAGE_EXCHANGE_UNIT)} 단위로 전환할 수 있습니다.`,
  INSUFFICIENT: '보유 마일리지가 부족합니다.',
} as const;

export async function exchangeMileage(
  tx: Tx,
  memberId: number,
  req: { mileage: bigint; claimedHold: bigint; confirmRepeat?: boolean },
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<MileageExchangeResult> {
  const { mileage, claimedHold } = req;
  // the wallet first (one lock order with gifts and transfers), then the grants
  await lockWallets(tx, [memberId]);
  await expireMileage(tx, memberId, now);
  const wallet = await readWallet(tx, memberId);
  const refusal = checkExchange(mileage, claimedHold, wallet.mileage);
  if (refusal === 'STALE_VIEW') throw conflict('보유 마일리지가 바뀌었습니다. 바뀐 마일리지를 확인한 뒤 다시 시도해 주세요.');
  if (refusal) throw ruleError(`ERROR_${refusal}`, EXCHANGE_MESSAGES[refusal], { currentMileage: wallet.mileage.toString(), unit: MILEAGE_EXCHANGE_UNIT.toString() }, '마일리지 전환 실패');
  // the same amount just now: a second tab that read the new balance passes the stale check above (QA:
  // 2,000 M exchanged twice) — asked, as a repeated gift is; read under the wallet's lock
  const same = [eq(mileageHistories.memberId, memberId), eq(mileageHistories.type, 'EXCHANGE'), eq(mileageHistories.mileage, mileage)];
  const earlier = req.confirmRepeat ? null : await repeatedAt(tx, mileageHistories, mileageHistories.createdAt, same, now);
  if (earlier) throw repeatQuestion('ERROR_REPEATED_EXCHANGE', earlier, now, `${formatWon(mileage)}마일리지를 머니로 전환했습니다.`, '같은 전환을 한 번 더 하시겠습니까?', '마일리지 전환');
  const grants = await tx.select().from(mileageGrants).where(and(eq(mileageGrants.memberId, memberId), gt(mileageGrants.remaining, 0n))).for('update');
  let takes: { id: number; take: bigint }[] = [];
  try {
    takes = consumeFifo(grants, mileage, now);
  } catch {
    throw ruleError('ERROR_INSUFFICIENT', EXCHANGE_MESSAGES.INSUFFICIENT, undefined, '마일리지 전환 실패');
  }
  for (const t of takes) await tx.update(mileageGrants).set({ remaining: sql`${mileageGrants.remaining} - ${t.take}` }).where(eq(mileageGrants.id, t.id));
  const paid = mileage * MONEY_PER_MILEAGE;
  const limit = holdingLimit((await activeOptions(tx, memberId, now)).map((o) => o.productCode));
  const [h] = await tx.insert(mileageHistories).values({ memberId, type: 'EXCHANGE', mileage, description: '게임머니 전환', createdAt: now }).returning({ id: mileageHistories.id });
  const [m, money] = await changeBalances(tx, [
    { memberId, currency: 'mileage', amount: -mileage, reason: 'MILEAGE_EXCHANGE', refType: 'mileage_history', refId: h!.id, idempotencyKey },
    { memberId, currency: 'money', amount: paid, reason: 'MILEAGE_EXCHANGE', refType: 'mileage_history', refId: h!.id, idempotencyKey, max: limit },
  ]);
  return { exchangedMileage: mileage.toString(), paidMoney: paid.toString(), currentMileage: m!.balanceAfter.toString(), money: money!.balanceAfter.toString() };
}

const toItem = (r: typeof mileageHistories.$inferSelect): MileageHistoryItem => ({
  id: r.id,
  date: kstDay(r.createdAt),
  createdAt: r.createdAt.toISOString(),
  type: r.type,
  mileage: r.mileage.toString(),
  description: r.description,
});

export async function dailyHistory(db: DbOrTx, memberId: number, startDate: string, endDate: string, page: PageRequest): Promise<Page<MileageHistoryItem>> {
  const where = and(
    eq(mileageHistories.memberId, memberId),
    gte(mileageHistories.createdAt, kstDateStart(startDate)),
    lt(mileageHistories.createdAt, addDays(kstDateStart(endDate), 1)),
  );
  const rows = await db.select().from(mileageHistories).where(where).orderBy(desc(mileageHistories.createdAt), desc(mileageHistories.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(mileageHistories).where(where);
  return toPage(rows.map(toItem), page, Number(total?.n ?? 0));
}

export async function monthlyHistory(db: DbOrTx, memberId: number, year: number): Promise<MileageMonthly> {
  const { start, end } = kstYearRange(year);
  const rows = await db
    .select({
      month: sql<number>`extract(month from (${mileageHistories.createdAt} at time zone ${KOREA_TIME_ZONE}))::int`,
      type: mileageHistories.type,
      total: sql<string>`sum(${mileageHistories.mileage})::text`,
    })
    .from(mileageHistories)
    .where(and(eq(mileageHistories.memberId, memberId), gte(mileageHistories.createdAt, start), lt(mileageHistories.createdAt, end)))
    .groupBy(sql`1`, mileageHistories.type);
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, earned: '0', exchanged: '0', expired: '0', giftSent: '0', giftReceived: '0' }));
  for (const r of rows) {
    const m = months[Number(r.month) - 1];
    if (!m) continue;
    if (r.type === 'EARN') m.earned = r.total;
    if (r.type === 'EXCHANGE') m.exchanged = r.total;
    if (r.type === 'EXPIRE') m.expired = r.total;
    if (r.type === 'GIFT_SEND') m.giftSent = r.total;
    if (r.type === 'GIFT_RECEIVE') m.giftReceived = r.total;
  }
  return { year, months };
}

/** Mileage per 1,000 won paid: 10 basic, +5 for VIP members. */
export const BASIC_RATE_PER_MILLE = 10;
export const VIP_ADDITIONAL_RATE_PER_MILLE = 5;

export async function mileageBenefit(db: DbOrTx, member: MemberRow, isVip: boolean, now = new Date()): Promise<MileageBenefit> {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${mileageHistories.mileage}), 0)::text` })
    .from(mileageHistories)
    .where(and(eq(mileageHistories.memberId, member.id), eq(mileageHistories.type, 'EARN'), gte(mileageHistories.createdAt, kstStartOfMonth(now))));
  const [plus] = await db
    .select({ s: sql<string>`coalesce(sum(${mileageHistories.mileage}), 0)::text` })
    .from(mileageHistories)
    .where(and(eq(mileageHistories.memberId, member.id), eq(mileageHistories.type, 'EARN'), sql`${mileageHistories.description} like '플러스%'`));
  return {
    basicRatePerMille: BASIC_RATE_PER_MILLE,
    vipAdditionalRatePerMille: isVip ? VIP_ADDITIONAL_RATE_PER_MILLE : 0,
    membershipSavedMileage: plus?.s ?? '0',
    thisMonthEarned: row?.s ?? '0',
    validityDays: MILEAGE_VALIDITY_DAYS,
  };
}

async function giftedToday(db: DbOrTx, memberId: number, now: Date) {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${mileageHistories.mileage}), 0)::text`, n: count() })
    .from(mileageHistories)
    .where(and(eq(mileageHistories.memberId, memberId), eq(mileageHistories.type, 'GIFT_SEND'), gte(mileageHistories.createdAt, kstStartOfDay(now))));
  return { amount: BigInt(row?.s ?? '0'), count: Number(row?.n ?? 0) };
}

export async function giftStatus(db: DbOrTx, memberId: number, now = new Date()): Promise<MileageGiftStatus> {
  const sent = await giftedToday(db, memberId, now);
  const wallet = await readWallet(db, memberId);
  const remaining = MILEAGE_GIFT_MAX_PER_DAY - sent.amount;
  return {
    currentMileage: (await shownMileage(db, memberId, wallet.mileage, now)).current.toString(),
    unit: MILEAGE_GIFT_UNIT.toString(),
    minimum: MILEAGE_GIFT_MIN.toString(),
    maxPerGift: MILEAGE_GIFT_MAX_PER_GIFT.toString(),
    maxPerDay: MILEAGE_GIFT_MAX_PER_DAY.toString(),
    maxCountPerDay: MILEAGE_GIFT_MAX_COUNT_PER_DAY,
    sentToday: sent.amount.toString(),
    countToday: sent.count,
    remainingToday: (remaining > 0n ? remaining : 0n).toString(),
  };
}

const giftRefusal = (code: keyof typeof GIFT_MESSAGES, detail?: Record<string, unknown>) => ruleError(code, GIFT_MESSAGES[code], detail, '마일리지 선물 실패');

/**
 * Gives mileage to another member of the same publisher. The gift keeps its expiry: the giver's
 * grants that expire first are taken and the receiver gets grants with the same expiry dates.
 */
export async function giftMileage(
  tx: Tx,
  me: MemberRow,
  req: { destinationMemberNo: number; mileage: bigint; confirmRepeat?: boolean },
  idempotencyKey: string | undefined,
  now = new Date(),
): Promise<MileageGiftResult> {
  // the recipient rules the lookup before the gift applies too (domains/recipient.ts)
  const to = await checkRecipient(tx, me, req.destinationMemberNo);
  if (!to.ok) throw ruleError(GIFT_RECIPIENT_TEXTS[to.refusal].code, GIFT_RECIPIENT_TEXTS[to.refusal].message, undefined, '마일리지 선물 실패');
  const dest = to.member;
  // Wallets first, by member id (the one lock order), then each side's grants.
  await lockWallets(tx, [me.id, dest.id]);
  await expireMileage(tx, me.id, now);
  await expireMileage(tx, dest.id, now);
  const have = (await readWallet(tx, me.id)).mileage;
  const sent = await giftedToday(tx, me.id, now);
  const refusal = checkGift({ amount: req.mileage, have, sentToday: sent.amount, countToday: sent.count });
  if (refusal) throw giftRefusal(refusal, { currentMileage: have.toString(), remainingToday: (MILEAGE_GIFT_MAX_PER_DAY - sent.amount).toString() });
  // read under the wallets' locks: another tab's same gift has committed or waits behind this one
  const same = [eq(mileageHistories.memberId, me.id), eq(mileageHistories.type, 'GIFT_SEND'), eq(mileageHistories.counterpartId, dest.id), eq(mileageHistories.mileage, req.mileage)];
  const earlier = req.confirmRepeat ? null : await repeatedAt(tx, mileageHistories, mileageHistories.createdAt, same, now);
  if (earlier) throw repeatQuestion('ERROR_REPEATED_GIFT', earlier, now, `${maskNickname(dest.nickname)}님에게 ${formatWon(req.mileage)}마일리지를 선물했습니다.`, '같은 선물을 한 번 더 하시겠습니까?', '마일리지 선물');
  const grants = await tx
    .select()
    .from(mileageGrants)
    .where(and(eq(mileageGrants.memberId, me.id), gt(mileageGrants.remaining, 0n)))
    .orderBy(asc(mileageGrants.id))
    .for('update');
  let takes: { id: number; take: bigint }[];
  try {
    takes = consumeFifo(grants, req.mileage, now);
  } catch {
    throw giftRefusal('ERROR_INSUFFICIENT');
  }
  const byId = new Map(grants.map((g) => [g.id, g]));
  for (const t of takes) await tx.update(mileageGrants).set({ remaining: sql`${mileageGrants.remaining} - ${t.take}` }).where(eq(mileageGrants.id, t.id));
  const reason = `${me.nickname}님의 선물`;
  await tx.insert(mileageGrants).values(takes.map((t) => ({ memberId: dest.id, amount: t.take, remaining: t.take, reason, earnedAt: now, expiresAt: byId.get(t.id)!.expiresAt })));
  const [out] = await tx
    .insert(mileageHistories)
    .values({ memberId: me.id, type: 'GIFT_SEND', mileage: req.mileage, description: `${dest.nickname}님에게 선물`, counterpartId: dest.id, createdAt: now })
    .returning({ id: mileageHistories.id });
  const [inn] = await tx
    .insert(mileageHistories)
    .values({ memberId: dest.id, type: 'GIFT_RECEIVE', mileage: req.mileage, description: reason, counterpartId: me.id, createdAt: now })
    .returning({ id: mileageHistories.id });
  const [mine] = await changeBalances(tx, [
    { memberId: me.id, currency: 'mileage', amount: -req.mileage, reason: 'MILEAGE_GIFT_OUT', refType: 'mileage_history', refId: out!.id, idempotencyKey },
    { memberId: dest.id, currency: 'mileage', amount: req.mileage, reason: 'MILEAGE_GIFT_IN', refType: 'mileage_history', refId: inn!.id, idempotencyKey },
  ]);
  return { giftedMileage: req.mileage.toString(), destinationMemberNo: dest.memberNo, destinationNickname: dest.nickname, currentMileage: mine!.balanceAfter.toString() };
}
