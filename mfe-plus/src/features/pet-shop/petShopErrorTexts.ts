// Dialog texts of every pet shop refusal (422 body.code): the SPEC §8 bonus codes and the API's own
// reward and dressing codes — the type comes from the contracts, so a new API code fails the build.
import type { PetShopErrorCode } from '@hanpan/contracts';
import type { RuleErrorText } from '@hanpan/platform';

const REWARD_FAILED = '펫샵 보너스 받기 실패';
export const DRESS_FAILED = '펫 아이템 착용 실패';
export const UNDRESS_FAILED = '펫 아이템 해제 실패';

export const MAX_DRESSED_PET_ITEMS = 2;

export const PET_SHOP_ERRORS: Readonly<Record<PetShopErrorCode, RuleErrorText>> = {
  ERROR_NOT_MEMBERSHIP: { title: REWARD_FAILED, message: '펫샵 보너스는 플러스 회원만 받을 수 있습니다.\n플러스에 가입해 주세요.' },
  ERROR_PAYMENT_IN_PROGRESS: { title: REWARD_FAILED, message: '정기결제가 처리 중입니다.\n잠시 후 다시 시도해 주세요.' },
  ERROR_INIT_FAIL: { title: REWARD_FAILED, message: '펫샵 보너스 정보를 조회하지 못했습니다.\n플러스 펫샵 옵션 가입 여부를 확인해 주세요.' },
  ERROR_USE_ALL_PET_SHOP: { title: REWARD_FAILED, message: '이번 혜택 기간의 펫샵 보너스를 모두 받았습니다.\n다음 혜택일에 다시 받을 수 있습니다.' },
  ERROR_USE_PET_SHOP: { title: REWARD_FAILED, message: '남은 펫샵 보너스 횟수보다 많이 받을 수 없습니다.' },
  ERROR_OVERMONEY: { title: REWARD_FAILED, message: '보유 한도를 초과하여 펫샵 보너스를 받을 수 없습니다.\n게임머니를 사용한 뒤 다시 받아 주세요.' },
  ERROR_UNKNOWN_PET_ITEM: { title: DRESS_FAILED, message: '존재하지 않는 펫 아이템입니다.' },
  ERROR_ALREADY_DRESSED: { title: DRESS_FAILED, message: '이미 착용한 펫 아이템입니다.' },
  ERROR_TOO_MANY_DRESSED: { title: DRESS_FAILED, message: `펫 아이템은 최대 ${MAX_DRESSED_PET_ITEMS}개까지 착용할 수 있습니다.\n다른 아이템을 벗긴 뒤 입혀 주세요.` },
  ERROR_NOT_DRESSED: { title: UNDRESS_FAILED, message: '착용하지 않은 펫 아이템입니다.' },
};
