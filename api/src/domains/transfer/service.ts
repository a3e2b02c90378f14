// Money transfer between members: both wallets locked in member-id order (lockWallets), limits per
// transfer and per day, the receiver's holding limit, ledger rows on both sides.
import { and, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { memberEventFlags, members, moneyTransfers, transferPermissions, type MemberRow } from '../../db/schema/index.js';
import type { Page, TransferStatus } from '@hanpan/contracts';
import { changeBalances, lockWallets, readWallet } from '../../lib/ledger.js';
import { forbidden, ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { kstStartOfDay } from '../../lib/time.js';
import { memberHoldingLimit } from '../membership/service.js';
import {
  checkTransfer, TRANSFER_MAX_COUNT_PER_DAY, TRANSFER_MAX_PER_DAY, TRANSFER_MAX_PER_TRANSFER, TRANSFER_MESSAGES, TRANSFER_MIN,
} from './rules.js';

/** SPEC §9: the money-transfer new icon shows until 2024-05-26 10:00 (KST). */
export const NEW_ICON_END = new Date('2024-05-26T10:00:00+09:00');

async function sentToday(db: DbOrTx, senderId: number, now: Date) {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${moneyTransfers.amount}), 0)::text`, n: count() })
    .from(moneyTransfers)
    .where(and(eq(moneyTransfers.senderId, senderId), gte(moneyTransfers.createdAt, kstStartOfDay(now))));
  return { amount: BigInt(row?.s ?? '0'), count: Number(row?.n ?? 0) };
}

export async function newIconActive(db: DbOrTx, memberId: number, now = new Date()): Promise<boolean> {
  if (now >= NEW_ICON_END) return false;
  const [seen] = await db.select().from(memberEventFlags).where(and(eq(memberEventFlags.memberId, memberId), eq(memberEventFlags.key, 'new-icon:MONEY_TRANSFER'))).limit(1);
  return !seen;
}

export async function transferStatus(db: DbOrTx, member: MemberRow, now = new Date()): Promise<TransferStatus> {
  const sent = await sentToday(db, member.id, now);
  const wallet = await readWallet(db, member.id);
  const allowed = await db
    .select({ memberNo: members.memberNo })
    .from(transferPermissions)
    .innerJoin(members, eq(members.id, transferPermissions.allowedMemberId))
    .where(eq(transferPermissions.ownerId, member.id))
    .orderBy(members.memberNo);
  const remaining = TRANSFER_MAX_PER_DAY - sent.amount;
  return {
    limits: { minimum: TRANSFER_MIN.toString(), maxPerTransfer: TRANSFER_MAX_PER_TRANSFER.toString(), maxPerDay: TRANSFER_MAX_PER_DAY.toString(), maxCountPerDay: TRANSFER_MAX_COUNT_PER_DAY },
    sentToday: sent.amount.toString(),
    countToday: sent.count,
    remainingToday: (remaining > 0n ? remaining : 0n).toString(),
    money: wallet.money.toString(),
    holdingLimit: (await memberHoldingLimit(db, member.id, now)).toString(),
    receiveAllowedTo: allowed.map((a) => a.memberNo),
    isActiveNewIcon: await newIconActive(db, member.id, now),
  };
}

async function memberByNo(db: DbOrTx, memberNo: number, publisher: string): Promise<MemberRow | null> {
  const [m] = await db.select().from(members).where(and(eq(members.memberNo, memberNo), eq(members.publisher, publisher))).limit(1);
  return m ?? null;
}

export async function transferMoney(
  tx: Tx,
  me: MemberRow,
  req: { destinationMemberNo: number; transferMoney: bigint; type: 'SEND' | 'RECEIVE' },
  idempotencyKey: string | undefined,
  now = new Date(),
) {
  if (req.destinationMemberNo === me.memberNo) throw ruleError('ERROR_SELF_TRANSFER', TRANSFER_MESSAGES.ERROR_SELF_TRANSFER, undefined, '머니 이동 실패');
  const dest = await memberByNo(tx, req.destinationMemberNo, me.publisher);
  // 422, not 404: the client turns a 404 into the full not-found page (SPEC §8)
  if (!dest) throw ruleError('ERROR_NO_MEMBER', '존재하지 않는 회원입니다.', undefined, '머니 이동 실패');
  const [sender, receiver] = req.type === 'SEND' ? [me, dest] : [dest, me];
  if (req.type === 'RECEIVE') {
    const [perm] = await tx
      .select()
      .from(transferPermissions)
      .where(and(eq(transferPermissions.ownerId, dest.id), eq(transferPermissions.allowedMemberId, me.id)))
      .limit(1);
    if (!perm) throw forbidden('상대 회원이 머니 받기를 허용하지 않았습니다.');
  }
  const wallets = await lockWallets(tx, [sender.id, receiver.id]);
  const sent = await sentToday(tx, sender.id, now);
  const receiverLimit = await memberHoldingLimit(tx, receiver.id, now);
  const refusal = checkTransfer({
    senderNo: sender.memberNo,
    receiverNo: receiver.memberNo,
    amount: req.transferMoney,
    senderMoney: wallets.get(sender.id)!.money,
    receiverMoney: wallets.get(receiver.id)!.money,
    receiverLimit,
    sentToday: sent.amount,
    countToday: sent.count,
  });
  if (refusal) throw ruleError(refusal, TRANSFER_MESSAGES[refusal], { remainingToday: (TRANSFER_MAX_PER_DAY - sent.amount).toString() }, '머니 이동 실패');
  const [row] = await tx
    .insert(moneyTransfers)
    .values({ senderId: sender.id, receiverId: receiver.id, initiatorId: me.id, type: req.type, amount: req.transferMoney, createdAt: now })
    .returning({ id: moneyTransfers.id });
  const [out, inn] = await changeBalances(tx, [
    { memberId: sender.id, currency: 'money', amount: -req.transferMoney, reason: 'MONEY_TRANSFER_OUT', refType: 'money_transfer', refId: row!.id, idempotencyKey },
    { memberId: receiver.id, currency: 'money', amount: req.transferMoney, reason: 'MONEY_TRANSFER_IN', refType: 'money_transfer', refId: row!.id, idempotencyKey, max: receiverLimit },
  ]);
  const mine = sender.id === me.id ? out! : inn!;
  return { transferId: row!.id, type: req.type, transferMoney: req.transferMoney.toString(), money: mine.balanceAfter.toString() };
}

export async function transferHistory(db: DbOrTx, me: MemberRow, page: PageRequest): Promise<Page<{
  transferId: number; direction: 'OUT' | 'IN'; type: 'SEND' | 'RECEIVE'; counterpartMemberNo: number; counterpartNickname: string; amount: string; createdAt: string;
}>> {
  const where = or(eq(moneyTransfers.senderId, me.id), eq(moneyTransfers.receiverId, me.id));
  const rows = await db.select().from(moneyTransfers).where(where).orderBy(desc(moneyTransfers.createdAt), desc(moneyTransfers.id)).limit(page.size).offset(page.offset);
  const [total] = await db.select({ n: count() }).from(moneyTransfers).where(where);
  const ids = [...new Set(rows.map((r) => (r.senderId === me.id ? r.receiverId : r.senderId)))];
  const others = ids.length ? await db.select({ id: members.id, memberNo: members.memberNo, nickname: members.nickname }).from(members).where(inArray(members.id, ids)) : [];
  const byId = new Map(others.map((o) => [o.id, o]));
  return toPage(
    rows.map((r) => {
      const out = r.senderId === me.id;
      const other = byId.get(out ? r.receiverId : r.senderId);
      return {
        transferId: r.id,
        direction: out ? 'OUT' : 'IN',
        type: r.type,
        counterpartMemberNo: other?.memberNo ?? 0,
        counterpartNickname: other?.nickname ?? '',
        amount: r.amount.toString(),
        createdAt: r.createdAt.toISOString(),
      };
    }),
    page,
    Number(total?.n ?? 0),
  );
}

export async function putIndicator(tx: Tx, me: MemberRow, type: 'NEW_ICON' | 'RECEIVE_ALLOW', targets: string[], now = new Date()) {
  if (type === 'NEW_ICON') {
    for (const t of new Set(targets)) {
      if (!/^[A-Z_]{1,40}$/.test(t)) throw ruleError('ERROR_INVALID_TARGET', `알 수 없는 대상입니다. (${t})`);
      await tx
        .insert(memberEventFlags)
        .values({ memberId: me.id, key: `new-icon:${t}`, value: 'SEEN', updatedAt: now })
        .onConflictDoUpdate({ target: [memberEventFlags.memberId, memberEventFlags.key], set: { value: 'SEEN', updatedAt: now } });
    }
    return;
  }
  const nos = [...new Set(targets)].map((t) => Number(t));
  if (nos.some((n) => !Number.isInteger(n) || n <= 0)) throw ruleError('ERROR_INVALID_TARGET', '회원번호가 올바르지 않습니다.');
  if (nos.includes(me.memberNo)) throw ruleError('ERROR_SELF_TRANSFER', TRANSFER_MESSAGES.ERROR_SELF_TRANSFER);
  const found = nos.length ? await tx.select().from(members).where(and(inArray(members.memberNo, nos), eq(members.publisher, me.publisher))) : [];
  if (found.length !== nos.length) throw ruleError('ERROR_NO_MEMBER', '존재하지 않는 회원입니다.');
  await tx.delete(transferPermissions).where(eq(transferPermissions.ownerId, me.id));
  if (found.length) await tx.insert(transferPermissions).values(found.map((f) => ({ ownerId: me.id, allowedMemberId: f.id })));
}
