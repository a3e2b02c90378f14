// Money transfer between members: both wallets locked in member-id order (lockWallets), limits per
// transfer and per day, the receiver's holding limit, ledger rows on both sides.
import { and, count, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { memberEventFlags, members, moneyTransfers, portalEvents, transferPermissions, type MemberRow } from '../../db/schema/index.js';
import type { Page, TransferHistoryItem, TransferPartner, TransferStatus } from '@hanpan/contracts';
import { changeBalances, lockWallets, readWallet } from '../../lib/ledger.js';
import { ApiError, ruleError } from '../../lib/errors.js';
import { toPage, type PageRequest } from '../../lib/paging.js';
import { kstStartOfDay } from '../../lib/time.js';
import { memberHoldingLimit } from '../membership/service.js';
import {
  checkTransfer, RECEIVE_MESSAGES, TRANSFER_MAX_COUNT_PER_DAY, TRANSFER_MAX_PER_DAY, TRANSFER_MAX_PER_TRANSFER, TRANSFER_MESSAGES, TRANSFER_MIN, TRANSFER_RECIPIENT_TEXTS,
} from './rules.js';
import { checkRecipient, countRecipientLookup, repeatedAt, repeatQuestion, type RecipientLookup } from '../recipient.js';
import { maskNickname, withParticle } from '@hanpan/contracts/korean';
import { formatKoreanUnits } from '../../lib/money.js';

/** SPEC §9: the money-transfer new icon's end time, when no cut-off is configured. */
export const NEW_ICON_END = new Date('2024-05-26T10:00:00+09:00');
/** The configured cut-off: a portal event of type NEW_ICON with this name (the seed sets it relative to its date). */
export const NEW_ICON_EVENT_NAME = 'money_transfer-new-icon';
/** The targets a NEW_ICON indicator may mark seen. */
const NEW_ICON_TARGETS: readonly string[] = ['MONEY_TRANSFER'];
/** Most members one may allow to ask (RECEIVE) money from them. */
export const MAX_RECEIVE_ALLOWED = 20;
/** A RECEIVE_ALLOW list naming a number no member of this channel has (not saying which). */
export const RECEIVE_ALLOW_NO_MEMBER = '존재하지 않는 회원번호가 있습니다. 회원번호를 확인해 주세요.';

type RecipientLookupCounter = Pick<RecipientLookup, 'counters' | 'log'>;

async function sentToday(db: DbOrTx, senderId: number, now: Date) {
  const [row] = await db
    .select({ s: sql<string>`coalesce(sum(${moneyTransfers.amount}), 0)::text`, n: count() })
    .from(moneyTransfers)
    .where(and(eq(moneyTransfers.senderId, senderId), gte(moneyTransfers.createdAt, kstStartOfDay(now))));
  return { amount: BigInt(row?.s ?? '0'), count: Number(row?.n ?? 0) };
}

export async function newIconEnd(db: DbOrTx): Promise<Date> {
  const [e] = await db.select({ end: portalEvents.endDateTime }).from(portalEvents).where(and(eq(portalEvents.type, 'NEW_ICON'), eq(portalEvents.name, NEW_ICON_EVENT_NAME))).limit(1);
  return e?.end ?? NEW_ICON_END;
}

export async function newIconActive(db: DbOrTx, memberId: number, now = new Date()): Promise<boolean> {
  if (now >= (await newIconEnd(db))) return false;
  const [seen] = await db.select().from(memberEventFlags).where(and(eq(memberEventFlags.memberId, memberId), eq(memberEventFlags.key, 'new-icon:MONEY_TRANSFER'))).limit(1);
  return !seen;
}

/** Members `ownerId` allows to ask (allowedMemberId side), or who allow `allowedId` (owner side). */
async function permissionPartners(db: DbOrTx, side: 'allowedBy' | 'allowing', memberId: number): Promise<TransferPartner[]> {
  const other = side === 'allowedBy' ? transferPermissions.allowedMemberId : transferPermissions.ownerId;
  const mine = side === 'allowedBy' ? transferPermissions.ownerId : transferPermissions.allowedMemberId;
  return db
    .select({ memberNo: members.memberNo, nickname: members.nickname })
    .from(transferPermissions)
    .innerJoin(members, eq(members.id, other))
    .where(eq(mine, memberId))
    .orderBy(members.memberNo);
}

export async function transferStatus(db: DbOrTx, member: MemberRow, now = new Date()): Promise<TransferStatus> {
  const sent = await sentToday(db, member.id, now);
  const wallet = await readWallet(db, member.id);
  const allowed = await permissionPartners(db, 'allowedBy', member.id);
  const remaining = TRANSFER_MAX_PER_DAY - sent.amount;
  return {
    limits: { minimum: TRANSFER_MIN.toString(), maxPerTransfer: TRANSFER_MAX_PER_TRANSFER.toString(), maxPerDay: TRANSFER_MAX_PER_DAY.toString(), maxCountPerDay: TRANSFER_MAX_COUNT_PER_DAY },
    sentToday: sent.amount.toString(),
    countToday: sent.count,
    remainingToday: (remaining > 0n ? remaining : 0n).toString(),
    money: wallet.money.toString(),
    holdingLimit: (await memberHoldingLimit(db, member.id, now)).toString(),
    receiveAllowedTo: allowed.map((a) => a.memberNo),
    receiveAllowedMembers: allowed,
    receiveAllowedFrom: await permissionPartners(db, 'allowing', member.id),
    maxReceiveAllowed: MAX_RECEIVE_ALLOWED,
    isActiveNewIcon: await newIconActive(db, member.id, now),
  };
}

export async function transferMoney(
  tx: Tx,
  me: MemberRow,
  req: { destinationMemberNo: number; transferMoney: bigint; type: 'SEND' | 'RECEIVE'; confirmRepeat?: boolean },
  idempotencyKey: string | undefined,
  now = new Date(),
) {
  // the recipient rules the lookup before the send applies too (domains/recipient.ts)
  const to = await checkRecipient(tx, me, req.destinationMemberNo);
  // 422, not 404: the client turns a 404 into the full not-found page (SPEC §8); titled as the
  // member's action: a RECEIVE that fails is a failed 받기 like its other refusals
  const failTitle = req.type === 'RECEIVE' ? '머니 받기 실패' : '머니 전송 실패';
  if (!to.ok) throw ruleError(TRANSFER_RECIPIENT_TEXTS[to.refusal].code, TRANSFER_RECIPIENT_TEXTS[to.refusal].message, undefined, failTitle);
  const dest = to.member;
  const [sender, receiver] = req.type === 'SEND' ? [me, dest] : [dest, me];
  // One lock order for every money move: both wallets, by member id (lockWallets), before anything else.
  const wallets = await lockWallets(tx, [sender.id, receiver.id]);
  if (req.type === 'RECEIVE') {
    // Read under the giver's wallet lock: an indicator change (which locks that wallet) cannot slip in between.
    const [perm] = await tx
      .select()
      .from(transferPermissions)
      .where(and(eq(transferPermissions.ownerId, dest.id), eq(transferPermissions.allowedMemberId, me.id)))
      .limit(1);
    if (!perm) throw ruleError('ERROR_RECEIVE_NOT_ALLOWED', TRANSFER_MESSAGES.ERROR_RECEIVE_NOT_ALLOWED, undefined, failTitle);
  }
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
  if (refusal) {
    // For RECEIVE the limits and the money are the giver's: say so in the member's words.
    const message = req.type === 'RECEIVE' ? RECEIVE_MESSAGES[refusal] ?? TRANSFER_MESSAGES[refusal] : TRANSFER_MESSAGES[refusal];
    throw ruleError(refusal, message, { remainingToday: (TRANSFER_MAX_PER_DAY - sent.amount).toString() }, failTitle);
  }
  // read under the wallets' locks: another tab's same move has committed or waits behind this one
  const same = [
    eq(moneyTransfers.initiatorId, me.id),
    eq(moneyTransfers.senderId, sender.id),
    eq(moneyTransfers.receiverId, receiver.id),
    eq(moneyTransfers.type, req.type),
    eq(moneyTransfers.amount, req.transferMoney),
  ];
  const earlier = req.confirmRepeat ? null : await repeatedAt(tx, moneyTransfers, moneyTransfers.createdAt, same, now);
  if (earlier) {
    const amount = withParticle(formatKoreanUnits(req.transferMoney), '을');
    // named as the form names them: a recipient looked up by number partly hidden, a member who
    // allows me in full (my list of them shows it)
    throw req.type === 'SEND'
      ? repeatQuestion('ERROR_REPEATED_TRANSFER', earlier, now, `${maskNickname(dest.nickname)}님에게 ${amount} 보냈습니다.`, '같은 금액을 한 번 더 보내시겠습니까?', '머니 전송')
      : repeatQuestion('ERROR_REPEATED_TRANSFER', earlier, now, `${dest.nickname}님에게서 ${amount} 받았습니다.`, '같은 금액을 한 번 더 받으시겠습니까?', '머니 받기');
  }
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

export async function transferHistory(db: DbOrTx, me: MemberRow, page: PageRequest): Promise<Page<TransferHistoryItem>> {
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
        initiatedByMe: r.initiatorId === me.id,
        amount: r.amount.toString(),
        createdAt: r.createdAt.toISOString(),
      };
    }),
    page,
    Number(total?.n ?? 0),
  );
}

/** The member's indicator change; `lookups`: the recipient lookups' counter (RECEIVE_ALLOW names members by number). */
export async function putIndicator(tx: Tx, me: MemberRow, type: 'NEW_ICON' | 'RECEIVE_ALLOW', targets: string[], lookups: RecipientLookupCounter, now = new Date(), basis?: string[]) {
  if (type === 'NEW_ICON') {
    for (const t of new Set(targets)) {
      // the one new-icon there is (getTransferStatus reads it): no flag stored for a made-up name
      if (!NEW_ICON_TARGETS.includes(t)) throw ruleError('ERROR_INVALID_TARGET', `알 수 없는 대상입니다. (${t})`);
      await tx
        .insert(memberEventFlags)
        .values({ memberId: me.id, key: `new-icon:${t}`, value: 'SEEN', updatedAt: now })
        .onConflictDoUpdate({ target: [memberEventFlags.memberId, memberEventFlags.key], set: { value: 'SEEN', updatedAt: now } });
    }
    return;
  }
  const nos = [...new Set(targets)].map((t) => (/^\d{1,10}$/.test(t) ? Number(t) : NaN));
  if (nos.some((n) => !Number.isInteger(n) || n <= 0 || n > 2147483647)) throw ruleError('ERROR_INVALID_TARGET', '회원번호가 올바르지 않습니다.', undefined, '머니 받기 허용 실패');
  if (nos.length > MAX_RECEIVE_ALLOWED) throw ruleError('ERROR_TOO_MANY_TARGETS', `머니 받기는 ${MAX_RECEIVE_ALLOWED}명까지 허용할 수 있습니다.`, undefined, '머니 받기 허용 실패');
  if (nos.includes(me.memberNo)) throw ruleError('ERROR_SELF_TRANSFER', '본인은 허용 대상으로 등록할 수 없습니다.', undefined, '머니 받기 허용 실패');
  const allowed = async () => new Set((await permissionPartners(tx, 'allowedBy', me.id)).map((p) => p.memberNo));
  // The answer names every allowed member in full: a number not yet in the list is a lookup of it,
  // counted as the recipient lookup counts (domains/recipient.ts), so the list cannot walk the
  // number space; numbers kept from the list (a removal, the list sent again) are not counted.
  // Counted before the wallet lock: a slow counter store must not hold up the member's money moves.
  const before = await allowed();
  const added = nos.filter((n) => !before.has(n)).length;
  if (added) await countRecipientLookup(lookups, me, added);
  // The owner's wallet first (the lock order of every money move): a RECEIVE from this member either
  // finishes before the change or sees the new list, and a second change waits and reads this one's.
  await lockWallets(tx, [me.id]);
  // changed from a list that is not the saved one any more (another window): saving it would undo that
  // change — unless the list asked for is the saved one (the same removal or addition made there): done
  const saved = await allowed();
  if (basis && !sameMembers(basis, saved)) {
    if (sameMembers(targets, saved)) return;
    throw new ApiError(409, '다른 화면에서 머니 받기 허용 목록이 바뀌었습니다. 바뀐 목록을 확인한 뒤 다시 시도해 주세요.', { code: 'ERROR_LIST_CHANGED', title: '머니 받기 허용 실패' });
  }
  const found = nos.length ? await tx.select().from(members).where(and(inArray(members.memberNo, nos), eq(members.publisher, me.publisher))) : [];
  // which of the numbers exist is not said: the member confirmed each one by the lookup before
  if (found.length !== nos.length) throw ruleError('ERROR_NO_MEMBER', RECEIVE_ALLOW_NO_MEMBER, undefined, '머니 받기 허용 실패');
  await tx.delete(transferPermissions).where(eq(transferPermissions.ownerId, me.id));
  if (found.length) await tx.insert(transferPermissions).values(found.map((f) => ({ ownerId: me.id, allowedMemberId: f.id, createdAt: now })));
}

/** Whether the numbers (a screen's list, or the list it asks for) are the saved list's, in any order. */
const sameMembers = (numbers: readonly string[], saved: ReadonlySet<number>): boolean => {
  const loaded = new Set(numbers.map(Number));
  return loaded.size === saved.size && [...loaded].every((n) => saved.has(n));
};
