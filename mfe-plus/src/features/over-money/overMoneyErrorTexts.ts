// Titles and texts of the withdrawal refusals (422 body.code), also on /popup/over-money/fail-result.
import type { OverMoneyErrorCode } from '@hanpan/contracts';
import type { RuleErrorText } from '@hanpan/platform';

const FAILED = '초과 머니 찾기 실패';
export const OVER_MONEY_ERRORS: Readonly<Record<OverMoneyErrorCode, RuleErrorText>> = {
  ERROR_NO_OVER_MONEY: { title: FAILED, message: '보관 중인 초과 머니가 없습니다.' },
  ERROR_OVERMONEY: { title: FAILED, message: '보유 머니가 보유 한도에 가득 차 초과 머니를 찾을 수 없습니다.\n게임머니를 사용하거나 보유 한도 증가 옵션에 가입한 뒤 다시 시도해 주세요.' },
  ERROR_OVER_STORED_MONEY: { title: FAILED, message: '보관 중인 초과 머니보다 많이 찾을 수 없습니다.' },
};
export const isOverMoneyErrorCode = (code: string | null | undefined): code is OverMoneyErrorCode => !!code && code in OVER_MONEY_ERRORS;
