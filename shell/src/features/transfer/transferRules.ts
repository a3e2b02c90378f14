// Money transfer input rules before the server (pure; the server checks everything again).
import { formatKoreanMoney, isRuleError, parseMoney } from '@hanpan/platform';
import type { TransferStatus } from '@hanpan/contracts';
import { parseMemberNo } from '@hanpan/contracts/member-no';
import { amountInputMessage, readAmountInput } from '../common/amountInput';
import type { FieldRefusal } from '../common/fieldRefusal';
import { RECIPIENT_NOT_DIGITS, whyNotAMemberNo } from '../common/memberNoInput';

export type TransferCheck = { ok: true; memberNo: number; amount: bigint } | FieldRefusal;

function memberNoOf(text: string, myMemberNo: string | null, messages: { invalid: string; self: string }): { ok: true; no: number } | FieldRefusal {
  const no = parseMemberNo(text);
  if (no === null) return { ok: false, message: whyNotAMemberNo(text, messages.invalid), field: 'memberNo' };
  if (myMemberNo !== null && String(no) === myMemberNo) return { ok: false, message: messages.self, field: 'memberNo' };
  return { ok: true, no };
}

/** An amount as digits (commas allowed) or in 만·억·조 ('1억 5000만'); 0 passes here and meets the minimum's message. */
function amountOf(text: string, verb: string): { ok: true; amount: bigint } | FieldRefusal {
  const read = readAmountInput(text);
  if (read.ok) return read;
  return { ok: false, message: amountInputMessage(read.reason, { object: `${verb} 금액을`, topic: `${verb} 금액은` }, ' (예: 150,000,000 또는 1억 5,000만)'), field: 'amount' };
}

/** The least one transfer moves: the server's minimum, and never 0. */
const minimumOf = (status: TransferStatus) => {
  const min = parseMoney(status.limits.minimum) ?? 0n;
  return min > 0n ? min : 1n;
};

/** SEND: a member number, an amount within today's limits and my money. */
export function checkTransfer(memberNoText: string, amountText: string, status: TransferStatus, myMemberNo: string | null): TransferCheck {
  const who = memberNoOf(memberNoText, myMemberNo, { invalid: RECIPIENT_NOT_DIGITS, self: '본인에게는 보낼 수 없습니다.' });
  if (!who.ok) return who;
  const a = amountOf(amountText, '보낼');
  if (!a.ok) return a;
  const amount = a.amount;
  const min = minimumOf(status);
  if (amount < min) return { ok: false, message: `${formatKoreanMoney(min)} 이상 보낼 수 있습니다.`, field: 'amount' };
  if (amount > (parseMoney(status.limits.maxPerTransfer) ?? amount)) return { ok: false, message: `한 번에 ${formatKoreanMoney(status.limits.maxPerTransfer)}까지 보낼 수 있습니다.`, field: 'amount' };
  if (status.countToday >= status.limits.maxCountPerDay) return { ok: false, message: `오늘 머니가 나갈 수 있는 횟수(${status.limits.maxCountPerDay}회, 허용한 회원이 받아 간 횟수 포함)를 모두 사용했습니다. 내일 다시 보내 주세요.`, field: 'amount' };
  const remaining = parseMoney(status.remainingToday) ?? amount;
  // nothing sendable left today ('오늘은 0까지' said nothing useful)
  if (remaining < min) return { ok: false, message: `오늘 머니가 나갈 수 있는 한도(하루 ${formatKoreanMoney(status.limits.maxPerDay)}, 허용한 회원이 받아 간 머니 포함)를 모두 사용했습니다. 내일 다시 보내 주세요.`, field: 'amount' };
  if (amount > remaining) return { ok: false, message: `오늘은 ${formatKoreanMoney(remaining)}까지 보낼 수 있습니다.`, field: 'amount' };
  if (amount > (parseMoney(status.money) ?? 0n)) return { ok: false, message: '보유 머니가 부족합니다.', field: 'amount' };
  return { ok: true, memberNo: who.no, amount };
}

export type ReceiveCheck = { ok: true; memberNo: number; nickname: string; amount: bigint } | FieldRefusal;

/** Asked of a number that does not allow me (unknown numbers included: nobody is asked blindly). */
export const RECEIVE_NOT_ALLOWED_MESSAGE = "나에게 머니 받기를 허용한 회원이 아닙니다. 상대 회원에게 '받기 허용 설정'에서 내 회원번호를 등록해 달라고 부탁해 주세요.";

/** The member behind a number on my list of members who allow me to ask (null: not on it). */
export function allowingMember(memberNoText: string, status: TransferStatus): TransferStatus['receiveAllowedFrom'][number] | null {
  const no = parseMemberNo(memberNoText);
  return no === null ? null : (status.receiveAllowedFrom.find((p) => p.memberNo === no) ?? null);
}

/**
 * RECEIVE: a member on my list of members who allow me (named by it before anything is asked; the
 * server is still the judge: the list may be stale), an amount within one transfer's limits that
 * still fits under my holding limit. The giver's money and daily limits are theirs: only the
 * server knows them.
 */
export function checkReceive(memberNoText: string, amountText: string, status: TransferStatus, myMemberNo: string | null): ReceiveCheck {
  const who = memberNoOf(memberNoText, myMemberNo, { invalid: '요청할 회원번호를 숫자로 입력해 주세요.', self: '본인에게서는 받을 수 없습니다.' });
  if (!who.ok) return who;
  const giver = allowingMember(memberNoText, status);
  if (!giver) return { ok: false, message: RECEIVE_NOT_ALLOWED_MESSAGE, field: 'memberNo' };
  const a = amountOf(amountText, '받을');
  if (!a.ok) return a;
  const amount = a.amount;
  const min = minimumOf(status);
  if (amount < min) return { ok: false, message: `${formatKoreanMoney(min)} 이상 받을 수 있습니다.`, field: 'amount' };
  if (amount > (parseMoney(status.limits.maxPerTransfer) ?? amount)) return { ok: false, message: `한 번에 ${formatKoreanMoney(status.limits.maxPerTransfer)}까지 받을 수 있습니다.`, field: 'amount' };
  const money = parseMoney(status.money) ?? 0n;
  const limit = parseMoney(status.holdingLimit);
  if (limit !== null && money + amount > limit) return { ok: false, message: `받으면 보유 한도(${formatKoreanMoney(limit)})를 초과합니다.`, field: 'amount' };
  return { ok: true, memberNo: who.no, nickname: giver.nickname, amount };
}

/**
 * The API's refusals of a transfer that are about the member number, not the amount (its codes:
 * api/src/domains/transfer — the recipient rules' ERROR_NO_MEMBER and ERROR_SELF_TRANSFER, and a
 * RECEIVE from a member who does not allow me).
 */
const MEMBER_NO_REFUSAL_CODES: readonly string[] = ['ERROR_NO_MEMBER', 'ERROR_SELF_TRANSFER', 'ERROR_RECEIVE_NOT_ALLOWED'];

/** A transfer's API refusal of the member number, said by that field (null: any other failure). */
export function memberNoRefusalOf(error: unknown): FieldRefusal | null {
  return isRuleError(error) && MEMBER_NO_REFUSAL_CODES.includes(error.code) ? { ok: false, message: error.message, field: 'memberNo' } : null;
}

export type AllowCheck = { ok: true; memberNo: number; targets: string[] } | { ok: false; message: string };

/** RECEIVE_ALLOW: the new list after adding one member number. */
export function checkAllow(memberNoText: string, status: TransferStatus, myMemberNo: string | null): AllowCheck {
  const who = memberNoOf(memberNoText, myMemberNo, { invalid: '허용할 회원번호를 숫자로 입력해 주세요.', self: '본인은 허용 대상으로 등록할 수 없습니다.' });
  if (!who.ok) return who;
  if (status.receiveAllowedTo.includes(who.no)) return { ok: false, message: '이미 허용한 회원입니다.' };
  if (status.receiveAllowedTo.length >= status.maxReceiveAllowed) return { ok: false, message: `머니 받기는 ${status.maxReceiveAllowed}명까지 허용할 수 있습니다.` };
  return { ok: true, memberNo: who.no, targets: [...status.receiveAllowedTo, who.no].map(String) };
}
