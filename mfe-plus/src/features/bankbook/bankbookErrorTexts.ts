// Dialog texts of the bankbook rule codes (SPEC §8, 422 body.code). The spec gives summaries only;
// the wording is ours.
import type { BankbookErrorCode } from '@hanpan/contracts';
import { MOBILE_CLASSIC_BANKBOOK_STORAGE } from '@hanpan/contracts/constants';
import type { RuleErrorText } from '@hanpan/platform';
import { MOBILE_CLASSIC_CODE } from '../guide/guideContent';

const BANKBOOK_FAILED = '통장 사용 실패';
/**
 * Heading of the popup's state note: GET bankbook's errorCode is the refusal a use *would* get, so
 * before anything was tried the note is a notice, not a failure ('통장 사용 실패' only after a use failed).
 */
export const BANKBOOK_STATE_TITLE = '통장 사용 안내';

/**
 * The used-up state (SPEC §8 ERROR_USE_ALL_BANKBOOK, ERROR_SUGGESTION_*): its heading, and what each
 * code adds to it. The dialog says the same in one text (heading + detail); the page states the heading
 * once, with the next benefit day, instead of a count to pick that can only be 0.
 */
export const BANKBOOK_USED_UP_TITLE = '이번 달 통장을 모두 사용했습니다';
const NEXT_BANKBOOK = '다음 혜택일에 새 통장이 지급됩니다.';
export const bankbookNextText = (nextBenefitDay: string | null) => (nextBenefitDay ? `다음 혜택일(${nextBenefitDay})에 새 통장이 지급됩니다.` : NEXT_BANKBOOK);
const USED_UP_SUGGESTION: Readonly<Partial<Record<BankbookErrorCode, string>>> = {
  ERROR_SUGGESTION_PET_SHOP: '플러스 펫샵에 가입하면 보너스를 더 받을 수 있습니다.',
  ERROR_SUGGESTION_UPGRADE: '상위 멤버십으로 변경하면 통장을 추가로 받을 수 있습니다.',
};

/**
 * What the used-up note adds for the member's product: a suggestion, or — ERROR_USE_ALL_BANKBOOK of
 * the classic mobile membership — where its money goes. A PC V-Plus (or a Z-Plus with the pet shop)
 * gets the same code with nothing to add: the in-app storage is not theirs (QA: it puzzled them).
 */
export function usedUpDetail(code: BankbookErrorCode | null, mainCode: string): string | null {
  if (code === 'ERROR_USE_ALL_BANKBOOK') return mainCode.toUpperCase() === MOBILE_CLASSIC_CODE ? MOBILE_CLASSIC_BANKBOOK_STORAGE : null;
  return (code && USED_UP_SUGGESTION[code]) ?? null;
}

export const BANKBOOK_ERRORS: Readonly<Record<BankbookErrorCode, RuleErrorText>> = {
  ERROR_NOT_MEMBERSHIP: { title: BANKBOOK_FAILED, message: '통장은 플러스 회원만 사용할 수 있습니다.\n플러스에 가입해 주세요.' },
  ERROR_PAYMENT_IN_PROGRESS: { title: BANKBOOK_FAILED, message: '정기결제가 처리 중입니다.\n잠시 후 다시 시도해 주세요.' },
  // (a use refused only when the page was out of date: its note, refreshed, says the product's detail)
  ERROR_USE_ALL_BANKBOOK: { title: BANKBOOK_FAILED, message: `${BANKBOOK_USED_UP_TITLE}.\n${NEXT_BANKBOOK}` },
  ERROR_SUGGESTION_PET_SHOP: {
    title: BANKBOOK_FAILED,
    message: `${BANKBOOK_USED_UP_TITLE}.\n${NEXT_BANKBOOK} ${USED_UP_SUGGESTION.ERROR_SUGGESTION_PET_SHOP}`,
  },
  ERROR_SUGGESTION_UPGRADE: { title: BANKBOOK_FAILED, message: `${BANKBOOK_USED_UP_TITLE}.\n${USED_UP_SUGGESTION.ERROR_SUGGESTION_UPGRADE}` },
  // not a failure: a fresh member is asked first, because an unused bankbook is worth a discount on
  // a change made now (the API takes it off the change price) and using it gives that up
  ERROR_BEGINNING_BANKBOOK: {
    title: '통장 사용',
    message: '가입 후 아직 통장을 사용하지 않았습니다.\n지금 멤버십을 변경하면 사용하지 않은 통장만큼 변경 금액이 할인되며, 통장을 사용하면 그만큼 할인이 줄어듭니다.\n지금 통장을 사용하시겠습니까?',
  },
  ERROR_INIT_FAIL: { title: BANKBOOK_FAILED, message: '통장 정보를 조회하지 못했습니다.\n잠시 후 다시 시도해 주세요.' },
  // the money held is still under the limit: it is the bankbook money that would take it past
  ERROR_OVERMONEY: { title: BANKBOOK_FAILED, message: '통장 머니를 받으면 보유 한도를 넘게 되어 지금은 사용할 수 없습니다.\n게임머니를 사용한 뒤 다시 시도해 주세요.' },
  ERROR_USE_BANKBOOK: { title: BANKBOOK_FAILED, message: '통장 사용에 실패했습니다.\n잠시 후 다시 시도해 주세요.' },
};

/** Codes of a state that passes by itself or with the member's money spent: the page offers a fresh look. */
export const BANKBOOK_RECHECK_CODES: readonly BankbookErrorCode[] = ['ERROR_PAYMENT_IN_PROGRESS', 'ERROR_OVERMONEY', 'ERROR_INIT_FAIL'];

/** The member can do something about it by joining or changing (shown with a button). */
export const BANKBOOK_JOIN_CODES: readonly BankbookErrorCode[] = ['ERROR_NOT_MEMBERSHIP'];
export const BANKBOOK_UPGRADE_CODES: readonly BankbookErrorCode[] = ['ERROR_SUGGESTION_UPGRADE'];
export const BANKBOOK_PET_CODES: readonly BankbookErrorCode[] = ['ERROR_SUGGESTION_PET_SHOP'];
