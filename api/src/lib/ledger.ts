// Every balance change: lock the wallet row FOR UPDATE, refuse to go negative (422), write a ledger row.
// Call only inside db.transaction(tx => …) and pass tx.
//
// LOCK ORDER (one order everywhere, so two transactions never wait on each other in a circle):
//   1. the wallets of every member involved, in member-id order (lockWallets / changeBalance(s));
//   2. then the other rows the work touches (order, membership, grants, …), each kind in id order.
// A transaction that will change a balance locks the wallet FIRST, before reading or locking
// anything it will update (see completeOrder, the renewal job, mileage expiry). Locking the wallet
// again later in the same transaction is free (already held).
import { asc, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { ledger, wallets, type Currency, type WalletRow } from '../db/schema/index.js';
import { withParticle } from '@hanpan/contracts/korean';
import { ruleError } from './errors.js';
import { formatKoreanUnits, formatWon } from './money.js';

export interface BalanceChange {
  memberId: number;
  currency: Currency;
  /** positive credits, negative debits */
  amount: bigint;
  /** machine reason, e.g. SHOP_PURCHASE, FREE_CHARGE, BANKBOOK_USE */
  reason: string;
  refType?: string;
  refId?: string | number;
  idempotencyKey?: string;
  /** refuse (ERROR_OVERMONEY) when the balance after would exceed this */
  max?: bigint;
  /** the refusals' title (the caller's action: '… 실패'), as its own refusals carry */
  refusalTitle?: string;
}

export interface BalanceResult {
  memberId: number;
  currency: Currency;
  amount: bigint;
  balanceAfter: bigint;
}

/** Transactions that changed game money or hancoin (idempotent() refuses them without a key). */
export const moneyChangedIn = new WeakSet<object>();

const CURRENCY_KO: Record<Currency, string> = { money: '게임머니', hancoin: '한코인', endorphin: '엔돌핀', mileage: '마일리지' };
/** Game money in Korean units (1조, 21억 …) as everywhere in the API; the counted currencies with commas. */
const amountText = (currency: Currency, v: bigint): string => (currency === 'money' ? formatKoreanUnits(v) : formatWon(v));

/** Locks the wallets of the given members in id order (no deadlocks) and returns them by member id. */
export async function lockWallets(tx: Tx, memberIds: number[]): Promise<Map<number, WalletRow>> {
  const ids = [...new Set(memberIds)].sort((a, b) => a - b);
  if (ids.length === 0) return new Map();
  const lock = () => tx.select().from(wallets).where(inArray(wallets.memberId, ids)).orderBy(asc(wallets.memberId)).for('update');
  let rows = await lock();
  if (rows.length < ids.length) {
    // a member without a wallet yet (registration creates one): create it, then lock again
    await tx.insert(wallets).values(ids.map((memberId) => ({ memberId }))).onConflictDoNothing();
    rows = await lock();
  }
  return new Map(rows.map((r) => [r.memberId, r]));
}

async function applyLocked(tx: Tx, wallet: WalletRow, c: BalanceChange): Promise<BalanceResult> {
  const before = wallet[c.currency];
  const after = before + c.amount;
  if (after < 0n) {
    throw ruleError('ERROR_INSUFFICIENT_BALANCE', `${withParticle(CURRENCY_KO[c.currency], '이')} 부족합니다. (보유 ${amountText(c.currency, before)})`, {
      currency: c.currency,
      balance: before.toString(),
      required: (-c.amount).toString(),
    }, c.refusalTitle);
  }
  if (c.max !== undefined && c.amount > 0n && after > c.max) {
    throw ruleError('ERROR_OVERMONEY', `보유 한도를 초과하여 지급할 수 없습니다. (한도 ${amountText(c.currency, c.max)})`, {
      currency: c.currency,
      balance: before.toString(),
      max: c.max.toString(),
    }, c.refusalTitle);
  }
  await tx
    .update(wallets)
    .set({ [c.currency]: after, updatedAt: new Date() })
    .where(sql`${wallets.memberId} = ${wallet.memberId}`);
  wallet[c.currency] = after;
  if (c.currency === 'money' || c.currency === 'hancoin') moneyChangedIn.add(tx);
  await tx.insert(ledger).values({
    memberId: c.memberId,
    currency: c.currency,
    amount: c.amount,
    balanceAfter: after,
    reason: c.reason,
    refType: c.refType ?? null,
    refId: c.refId === undefined ? null : String(c.refId),
    idempotencyKey: c.idempotencyKey ?? null,
  });
  return { memberId: c.memberId, currency: c.currency, amount: c.amount, balanceAfter: after };
}

/** Changes one balance of one member inside tx. */
export async function changeBalance(tx: Tx, change: BalanceChange): Promise<BalanceResult> {
  const locked = await lockWallets(tx, [change.memberId]);
  return applyLocked(tx, locked.get(change.memberId)!, change);
}

/** Several changes (several members and/or currencies) atomically; wallets locked in id order first. */
export async function changeBalances(tx: Tx, changes: BalanceChange[]): Promise<BalanceResult[]> {
  const locked = await lockWallets(
    tx,
    changes.map((c) => c.memberId),
  );
  const out: BalanceResult[] = [];
  for (const c of changes) out.push(await applyLocked(tx, locked.get(c.memberId)!, c));
  return out;
}

/** Reads a wallet without locking (zeros when the member has none yet). */
export async function readWallet(db: Pick<Tx, 'select'>, memberId: number): Promise<WalletRow> {
  const rows = await db.select().from(wallets).where(sql`${wallets.memberId} = ${memberId}`).limit(1);
  return rows[0] ?? { memberId, money: 0n, hancoin: 0n, endorphin: 0n, mileage: 0n, updatedAt: new Date(0) };
}
