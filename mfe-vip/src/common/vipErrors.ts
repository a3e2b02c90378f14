// Refusals of the VIP API shown through the popup system: the server's Korean message (it names the
// grade, mark or limit) under a title per rule code; any other failure with its own message.
import type { VipErrorCode } from '@hanpan/contracts';
import { VIP_VOICE_DAILY_LIMIT } from '@hanpan/contracts/constants';
import { errorMessage, hanpanStore, isRuleError, type RuleErrorText } from '@hanpan/platform';
import { alertAnswerLost, type AnswerLost } from '@hanpan/platform/member-action';

const BENEFIT_FAILED = 'VIP 혜택 받기 실패';

export const VIP_ERRORS: Readonly<Record<VipErrorCode, RuleErrorText>> = {
  ERROR_NOT_VIP: { title: BENEFIT_FAILED, message: 'VIP 회원만 받을 수 있는 혜택입니다.' },
  ERROR_VIP_NOT_OPENED: { title: 'VIP 서비스 안내', message: '제휴 채널 회원은 VIP 서비스를 이용할 수 없습니다.' },
  ERROR_ALREADY_RECEIVED: { title: BENEFIT_FAILED, message: '이번 달 혜택을 이미 받았습니다.' },
  ERROR_NOT_AVAILABLE: { title: BENEFIT_FAILED, message: '현재 등급에서는 받을 수 없는 혜택입니다.' },
  ERROR_MARK_NOT_AVAILABLE: { title: '아바타 마크', message: '현재 등급에서 착용할 수 없는 아바타 마크입니다.' },
  ERROR_MARK_NOT_WORN: { title: '아바타 마크', message: '착용 중인 아바타 마크가 아닙니다. 다른 화면에서 해제했거나 다른 마크로 바꿨을 수 있습니다.' },
  ERROR_NOT_POWER_CHIEF: { title: '파워 치프 보너스 받기 실패', message: '파워 치프만 받을 수 있는 보너스입니다.' },
  ERROR_VOICE_DAILY_LIMIT: { title: 'VIP 보이스', message: `VIP 보이스는 하루 ${VIP_VOICE_DAILY_LIMIT}건까지 보낼 수 있습니다.` },
  ERROR_OVERMONEY: { title: BENEFIT_FAILED, message: '보유 한도를 초과하여 받을 수 없습니다.' },
};

/** Title and text of a failed VIP call. */
export function vipErrorText(error: unknown): RuleErrorText {
  if (isRuleError(error)) {
    const known = VIP_ERRORS[error.code as VipErrorCode];
    return { title: error.body.title ?? known?.title ?? '알림', message: error.message || known?.message || errorMessage(error) };
  }
  return { title: '알림', message: errorMessage(error) };
}

/** A claim whose answer was lost: what to check (it may have been received). */
export const BENEFIT_ANSWER_LOST = { unsure: '혜택을 받았는지', check: '혜택 상태를' };

/** Shows a failed VIP action as an alert of the popup host; a lost answer says what to check (`lost`). */
export async function alertVipError(error: unknown, lost: AnswerLost): Promise<void> {
  if (await alertAnswerLost(error, lost)) return;
  const { title, message } = vipErrorText(error);
  await hanpanStore.getState().alert({ header: title, body: message });
}
