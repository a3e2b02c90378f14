// Money transfer limits (our numbers; the UI reads them from GET status).
import type { RecipientRefusalTexts } from '../recipient.js';

export const TRANSFER_MIN = 100_000_000n; // 1억
export const TRANSFER_MAX_PER_TRANSFER = 100_000_000_000n; // 1000억
export const TRANSFER_MAX_PER_DAY = 500_000_000_000n; // 5000억
export const TRANSFER_MAX_COUNT_PER_DAY = 200;

export type TransferRefusal =
  | 'ERROR_SELF_TRANSFER'
  | 'ERROR_UNDER_MINIMUM'
  | 'ERROR_OVER_TRANSFER_LIMIT'
  | 'ERROR_OVER_DAILY_LIMIT'
  | 'ERROR_OVER_DAILY_COUNT'
  | 'ERROR_NOT_ENOUGH_MONEY'
  | 'ERROR_RECEIVER_OVERMONEY';

export interface TransferCheck {
  senderNo: number;
  receiverNo: number;
  amount: bigint;
  senderMoney: bigint;
  receiverMoney: bigint;
  receiverLimit: bigint;
  /** what the sender already sent today, and how many times */
  sentToday: bigint;
  countToday: number;
}

export function checkTransfer(c: TransferCheck): TransferRefusal | null {
  if (c.senderNo === c.receiverNo) return 'ERROR_SELF_TRANSFER';
  if (c.amount < TRANSFER_MIN) return 'ERROR_UNDER_MINIMUM';
  if (c.amount > TRANSFER_MAX_PER_TRANSFER) return 'ERROR_OVER_TRANSFER_LIMIT';
  if (c.countToday + 1 > TRANSFER_MAX_COUNT_PER_DAY) return 'ERROR_OVER_DAILY_COUNT';
  if (c.sentToday + c.amount > TRANSFER_MAX_PER_DAY) return 'ERROR_OVER_DAILY_LIMIT';
  if (c.senderMoney < c.amount) return 'ERROR_NOT_ENOUGH_MONEY';
  if (c.receiverMoney + c.amount > c.receiverLimit) return 'ERROR_RECEIVER_OVERMONEY';
  return null;
}

export const TRANSFER_MESSAGES: Record<TransferRefusal | 'ERROR_RECEIVE_NOT_ALLOWED', string> = {
  ERROR_SELF_TRANSFER: '본인과는 머니를 주고받을 수 없습니다.',
  ERROR_UNDER_MINIMUM: '최소 이동 금액보다 적습니다.',
  ERROR_OVER_TRANSFER_LIMIT: '1회 이동 한도를 초과했습니다.',
  ERROR_OVER_DAILY_LIMIT: '하루 이동 한도를 초과했습니다.',
  ERROR_OVER_DAILY_COUNT: '하루 이동 횟수를 초과했습니다.',
  ERROR_NOT_ENOUGH_MONEY: '보유 머니가 부족합니다.',
  ERROR_RECEIVER_OVERMONEY: '받는 회원의 보유 한도를 초과합니다.',
  ERROR_RECEIVE_NOT_ALLOWED: '상대 회원이 머니 받기를 허용하지 않았습니다. 상대 회원에게 머니 받기 허용을 요청해 주세요.',
};

/** The transfer's words for the recipient rules shared with the mileage gift (domains/recipient.ts). */
export const TRANSFER_RECIPIENT_TEXTS: RecipientRefusalTexts = {
  SELF: { code: 'ERROR_SELF_TRANSFER', message: TRANSFER_MESSAGES.ERROR_SELF_TRANSFER },
  NO_MEMBER: { code: 'ERROR_NO_MEMBER', message: '존재하지 않는 회원입니다.' },
};

/** RECEIVE: the same refusals, told from the asking member's side (the giver's money and limits). */
export const RECEIVE_MESSAGES: Partial<Record<TransferRefusal, string>> = {
  ERROR_OVER_DAILY_LIMIT: '상대 회원의 하루 이동 한도를 초과했습니다.',
  ERROR_OVER_DAILY_COUNT: '상대 회원의 하루 이동 횟수를 초과했습니다.',
  ERROR_NOT_ENOUGH_MONEY: '상대 회원의 보유 머니가 부족합니다.',
  ERROR_RECEIVER_OVERMONEY: '받으면 내 보유 한도를 초과합니다.',
};

/** Lock order for the two balance rows: ascending id, whatever the direction (no deadlocks). */
export const lockOrder = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
