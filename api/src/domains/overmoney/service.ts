// Over-money store (초과 머니 보관함). Game money that a credit would push above the holding limit
// is not lost: the part that fits goes into game money (main ledger), the rest is kept here with a
// ledger row of its own. The member moves it back ('찾기') whenever there is room under the limit.
// Lock order everywhere: the wallet first (lockWallets), then the store row.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { overMoneyAccounts, overMoneyLedger } from '../../db/schema/index.js';
import type { OverMoneyEntryKind, OverMoneyErrorCode, OverMoneyHistoryItem, OverMoneyState, OverMoneyWithdrawResult, Page } from '@hanpan/contracts';
import { changeBalance, lockWallets, readWallet } from '../../lib/ledger.js';
import { ruleError } from '../../lib/errors.js';
import { formatKoreanUnits, maxBig, minBig } from '../../lib/money.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { memberHoldingLimit } from '../membership/service.js';

/** Korean titles and texts of the withdrawal refusals (also shown on /popup/over-money/fail-result). */
export const OVER_MONEY_MESSAGES: Record<OverMoneyErrorCode, { title: string; message: string }> = {
  ERROR_NO_OVER_MONEY: { title: '초과 머니 찾기 실패', message: '보관 중인 초과 머니가 없습니다.' },
  ERROR_OVERMONEY: { title: '초과 머니 찾기 실패', message: '보유 머니가 보유 한도에 가득 차 초과 머니를 찾을 수 없습니다. 게임머니를 사용한 뒤 다시 시도해 주세요.' },
  ERROR_OVER_STORED_MONEY: { title: '초과 머니 찾기 실패', message: '보관 중인 초과 머니보다 많이 찾을 수 없습니다.' },
};

const refusal = (code: OverMoneyErrorCode, detail?: Record<string, unknown>) =>
  ruleError(code, OVER_MONEY_MESSAGES[code].message, detail, OVER_MONEY_MESSAGES[code].title);

async function readStore(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = await db.select({ balance: overMoneyAccounts.balance }).from(overMoneyAccounts).where(eq(overMoneyAccounts.memberId, memberId)).limit(1);
  return row?.balance ?? 0n;
}

/** Locks (creating if needed) the member's store row. Call after the wallet lock. */
async function lockStore(tx: Tx, memberId: number): Promise<bigint> {
  await tx.insert(overMoneyAccounts).values({ memberId }).onConflictDoNothing();
  const [row] = await tx.select().from(overMoneyAccounts).where(eq(overMoneyAccounts.memberId, memberId)).limit(1).for('update');
  return row!.balance;
}

export interface StoreInput {
  memberId: number;
  amount: bigint;
  reason: string;
  description: string;
  refType?: string;
  refId?: string | number;
  idempotencyKey?: string;
}

/** Keeps `amount` in the store (the caller holds the wallet lock). */
export async function storeOverMoney(tx: Tx, input: StoreInput): Promise<bigint> {
  if (input.amount <= 0n) return await lockStore(tx, input.memberId);
  const before = await lockStore(tx, input.memberId);
  const after = before + input.amount;
  await tx.update(overMoneyAccounts).set({ balance: after, updatedAt: new Date() }).where(eq(overMoneyAccounts.memberId, input.memberId));
  await tx.insert(overMoneyLedger).values({
    memberId: input.memberId,
    kind: 'STORE',
    amount: input.amount,
    balanceAfter: after,
    reason: input.reason,
    description: input.description,
    refType: input.refType ?? null,
    refId: input.refId === undefined ? null : String(input.refId),
    idempotencyKey: input.idempotencyKey ?? null,
  });
  return after;
}

export interface CreditResult {
  /** what went into game money */
  paid: bigint;
  /** what went into the over-money store */
  stored: bigint;
  /** game money after */
  balanceAfter: bigint;
}

/**
 * Credits game money up to the holding limit and keeps the rest in the over-money store, in the
 * caller's transaction. For prizes that were already decided (a draw, a game result): they are
 * never refused for the limit, unlike uses the member chooses (bankbook, pet shop: ERROR_OVERMONEY).
 */
export async function creditWithOverflow(
  tx: Tx,
  c: { memberId: number; amount: bigint; limit: bigint; reason: string; description: string; refType?: string; refId?: string | number; idempotencyKey?: string },
): Promise<CreditResult> {
  const wallets = await lockWallets(tx, [c.memberId]);
  const money = wallets.get(c.memberId)!.money;
  const room = maxBig(0n, c.limit - money);
  const paid = minBig(c.amount, room);
  const stored = c.amount - paid;
  let balanceAfter = money;
  if (paid > 0n) {
    const r = await changeBalance(tx, { memberId: c.memberId, currency: 'money', amount: paid, reason: c.reason, refType: c.refType, refId: c.refId, idempotencyKey: c.idempotencyKey, max: c.limit });
    balanceAfter = r.balanceAfter;
  }
  if (stored > 0n) {
    await storeOverMoney(tx, { memberId: c.memberId, amount: stored, reason: c.reason, description: `${c.description} (보유 한도 초과분)`, refType: c.refType, refId: c.refId, idempotencyKey: c.idempotencyKey });
  }
  return { paid, stored, balanceAfter };
}

export async function overMoneyState(db: DbOrTx, memberId: number, now = new Date()): Promise<OverMoneyState> {
  const stored = await readStore(db, memberId);
  const wallet = await readWallet(db, memberId);
  const limit = await memberHoldingLimit(db, memberId, now);
  const room = maxBig(0n, limit - wallet.money);
  const [last] = await db
    .select({ at: overMoneyLedger.createdAt })
    .from(overMoneyLedger)
    .where(and(eq(overMoneyLedger.memberId, memberId), eq(overMoneyLedger.kind, 'STORE')))
    .orderBy(desc(overMoneyLedger.createdAt))
    .limit(1);
  return {
    storedMoney: stored.toString(),
    money: wallet.money.toString(),
    holdingLimit: limit.toString(),
    room: room.toString(),
    withdrawableMoney: minBig(stored, room).toString(),
    lastStoredAt: last ? last.at.toISOString() : null,
  };
}

/**
 * Moves stored money into game money: the amount asked for, or all there is room for. Refused
 * (nothing changes) when nothing is stored, when there is no room, or when more is asked than
 * stored or than fits.
 */
export async function withdrawOverMoney(tx: Tx, memberId: number, requested: bigint | null, idempotencyKey: string | undefined, now = new Date()): Promise<OverMoneyWithdrawResult> {
  const wallets = await lockWallets(tx, [memberId]);
  const stored = await lockStore(tx, memberId);
  const money = wallets.get(memberId)!.money;
  const limit = await memberHoldingLimit(tx, memberId, now);
  const room = maxBig(0n, limit - money);
  if (stored <= 0n) throw refusal('ERROR_NO_OVER_MONEY');
  if (requested !== null && requested > stored) throw refusal('ERROR_OVER_STORED_MONEY', { storedMoney: stored.toString() });
  if (room <= 0n) throw refusal('ERROR_OVERMONEY', { room: '0', holdingLimit: limit.toString(), money: money.toString() });
  const amount = requested ?? minBig(stored, room);
  if (amount > room) throw refusal('ERROR_OVERMONEY', { room: room.toString(), holdingLimit: limit.toString(), money: money.toString() });
  const after = stored - amount;
  const [entry] = await tx
    .insert(overMoneyLedger)
    .values({ memberId, kind: 'WITHDRAW', amount: -amount, balanceAfter: after, reason: 'OVER_MONEY_WITHDRAW', description: `초과 머니 ${formatKoreanUnits(amount)} 찾기`, idempotencyKey: idempotencyKey ?? null })
    .returning({ id: overMoneyLedger.id });
  await tx.update(overMoneyAccounts).set({ balance: after, updatedAt: now }).where(eq(overMoneyAccounts.memberId, memberId));
  const r = await changeBalance(tx, { memberId, currency: 'money', amount, reason: 'OVER_MONEY_WITHDRAW', refType: 'over_money', refId: entry!.id, idempotencyKey, max: limit });
  return { withdrawnMoney: amount.toString(), storedMoney: after.toString(), money: r.balanceAfter.toString() };
}

export async function overMoneyHistory(db: DbOrTx, memberId: number, kind: OverMoneyEntryKind | undefined, page: PageRequest): Promise<Page<OverMoneyHistoryItem>> {
  const where = kind ? and(eq(overMoneyLedger.memberId, memberId), eq(overMoneyLedger.kind, kind)) : eq(overMoneyLedger.memberId, memberId);
  const rows = await db.select().from(overMoneyLedger).where(where).orderBy(desc(overMoneyLedger.createdAt), desc(overMoneyLedger.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(overMoneyLedger).where(where);
  return toPage(
    rows.map((r) => ({ id: r.id, createdAt: r.createdAt.toISOString(), kind: r.kind, amount: r.amount.toString(), balanceAfter: r.balanceAfter.toString(), description: r.description })),
    page,
    Number(total?.n ?? 0),
  );
}

/** Sum of the store's ledger (tests: the account row always equals it). */
export async function ledgerSum(db: DbOrTx, memberId: number): Promise<bigint> {
  const [row] = await db.select({ s: sql<string>`coalesce(sum(${overMoneyLedger.amount}), 0)::text` }).from(overMoneyLedger).where(eq(overMoneyLedger.memberId, memberId));
  return BigInt(row?.s ?? '0');
}
