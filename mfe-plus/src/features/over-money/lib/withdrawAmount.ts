// The amount typed in '찾을 금액 (억)': read exactly as typed (never rewritten), a whole number of 억
// from 1 up to what can be withdrawn now. Anything else is an inline Korean error and no request.
// Full-width digits ('３', a Korean IME in full-width mode) are the same digits (NFKC), as in every amount field.
export const EOK = 100_000_000n;

export type WithdrawAmountCheck =
  /** nothing typed yet: no error, nothing to send */
  | { kind: 'empty' }
  | { kind: 'invalid'; error: string }
  | { kind: 'ok'; amount: bigint };

export function checkWithdrawAmount(typed: string, withdrawable: bigint): WithdrawAmountCheck {
  const text = typed.normalize('NFKC').trim();
  if (text === '') return { kind: 'empty' };
  if (!/^[0-9]+$/.test(text)) return { kind: 'invalid', error: '찾을 금액은 억 단위의 정수로 입력해 주세요. (예: 3)' };
  const eok = BigInt(text);
  if (eok < 1n) return { kind: 'invalid', error: '찾을 금액은 1억 이상으로 입력해 주세요.' };
  const max = withdrawable / EOK;
  if (max < 1n) return { kind: 'invalid', error: '지금 찾을 수 있는 머니가 1억보다 적어 금액을 정해서 찾을 수 없습니다.' };
  if (eok > max) return { kind: 'invalid', error: `지금 찾을 수 있는 머니는 최대 ${max.toLocaleString('ko-KR')}억입니다. ${max.toLocaleString('ko-KR')}억 이하로 입력해 주세요.` };
  return { kind: 'ok', amount: eok * EOK };
}
