// What each Plus benefit layer says (product content). The header titles are the layer
// declarations' (layers/keys.ts); the member's own numbers are added by the layer components.
// An option's layer opens with the option guide's own text, so it reads the same everywhere.
import { CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE, GAME_NAMES } from '@hanpan/contracts/constants';
import { CONTINUOUS_BENEFIT_MIN_USAGE, type MainTier } from '@hanpan/platform';
import type { PlusBenefitLayerKey } from '../../../layers/keys';
import { CHANGE_CONTINUITY_TEXT, FREE_CHARGES_TEXT, OPTION_GUIDE } from '../../guide/guideContent';

export interface BenefitText {
  summary: string;
  lines: readonly string[];
  /** the benefit comes with this tier and above */
  fromTier?: MainTier;
}

export const BENEFIT_TEXTS: Readonly<Record<PlusBenefitLayerKey, BenefitText>> = {
  'plus-bankbook': { summary: '매달 혜택일마다 등급별 횟수만큼 통장 머니를 게임머니로 받을 수 있습니다.', lines: ['V-Plus 1회, W-Plus 2회, X-Plus 3회, Z-Plus 4회', '보유 한도를 넘는 통장 머니는 받을 수 없습니다.', '자동 통장을 예약하면 정한 날에 남은 통장을 자동으로 사용합니다.'], fromTier: 'V' },
  'plus-free-charging': { summary: '게임머니가 부족할 때 하루에 정해진 횟수만큼 무료로 충전할 수 있습니다.', lines: [FREE_CHARGES_TEXT, '남은 횟수는 매일 0시(한국 시간)에 다시 채워집니다.'], fromTier: 'V' },
  'plus-dealer-discount': { summary: '게임에서 내는 딜러비를 할인받습니다. 딜러비 할인 옵션은 매일 랜덤 할인율이 정해집니다.', lines: ['할인율은 매일 0시(한국 시간)에 정해지고 하루 동안 바뀌지 않습니다.', '하루에 할인받을 수 있는 딜러비에는 한도가 있습니다.'], fromTier: 'V' },
  'plus-holding-limit': { summary: '보유 한도는 게임머니를 가지고 있을 수 있는 최대 금액입니다.', lines: ['기본 보유 한도는 1조입니다.', '보유 한도 증가 옵션으로 한도를 늘릴 수 있습니다.', '한도를 넘는 게임 결과 머니는 초과 머니 보관함에 보관됩니다.'] },
  'plus-avatar': { summary: '플러스 회원만 살 수 있는 전용 아바타가 상점에 준비되어 있습니다.', lines: ['플러스 멤버십을 이용하는 동안 회원 전용 아바타를 구매할 수 있습니다.', '구매한 전용 아바타는 멤버십이 끝나도 계속 착용할 수 있습니다.', '상점의 ‘플러스 전용 상품’에서 확인해 보세요.'], fromTier: 'V' },
  'plus-vip-accrual': { summary: 'W-Plus 이상 회원은 VIP 적립 코인을 더 받습니다.', lines: ['VIP 회원의 적립 코인을 매월 1일 정산할 때 W-Plus 이상을 이용 중이면 결제 금액의 0.5%를 한코인으로 더 받습니다.', 'VIP 등급과 적립 코인은 VIP 안내에서 확인할 수 있습니다.'], fromTier: 'W' },
  'plus-poker-helper': { summary: '포커 게임 중 족보와 확률을 알려 주는 게임 도우미를 쓸 수 있습니다.', lines: [`${GAME_NAMES.poker7}, ${GAME_NAMES.highlow2}, ${GAME_NAMES.laspoker}에서 이용할 수 있습니다.`, 'X-Plus 이상 회원에게 제공됩니다.'], fromTier: 'X' },
  'plus-poker-super-room': { summary: '포커 게임에서 방장 권한이 강화된 슈퍼 방장이 됩니다.', lines: ['방 설정 변경과 관전 허용을 직접 관리할 수 있습니다.', 'Z-Plus 회원 전용 혜택입니다.'], fromTier: 'Z' },
  'plus-hoola-super-room': { summary: '훌라 게임에서 슈퍼 방장 권한을 사용할 수 있습니다.', lines: ['방 설정 변경과 입장 관리를 할 수 있습니다.', 'Z-Plus 회원 전용 혜택입니다.'], fromTier: 'Z' },
  'plus-friend-arena': { summary: '친구끼리만 들어오는 비밀방(프렌드 아레나)을 만들 수 있습니다.', lines: ['비밀번호를 아는 친구만 입장할 수 있습니다.', 'Z-Plus 회원 전용 혜택입니다.'], fromTier: 'Z' },
  'plus-infinite-access': { summary: '인원이 가득 찬 채널에도 대기 없이 입장할 수 있습니다.', lines: ['점검 중인 게임에는 입장할 수 없습니다.', 'Z-Plus 회원 전용 혜택입니다.'], fromTier: 'Z' },
  'plus-continuous': { summary: `${CONTINUOUS_BENEFIT_MIN_USAGE}회 이상 연속 이용하면 연속 이용 혜택이, ${CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE}회째 결제부터는 5% 할인이 적용됩니다.`, lines: ['연속 이용 혜택은 정기결제로 이용하는 동안에만 받습니다. 1회 결제나 이용권으로 이용한 달도 연속 이용 횟수에는 들어갑니다.', '멤버십이 끝난 뒤 3일 안에 같은 멤버십에 다시 가입하면 연속 이용이 이어집니다.', '다른 등급으로 가입하거나 변경하면 연속 이용 횟수는 1회부터 다시 셉니다(그룹 연속 이용 횟수는 이어집니다).'], fromTier: 'V' },
  'plus-membership-change': { summary: '이용 중인 멤버십을 다른 등급으로 바로 바꿀 수 있습니다.', lines: ['이번 달 사용하지 않은 통장은 변경 금액에서 할인됩니다.', '변경하면 새 멤버십이 바로 시작됩니다.', CHANGE_CONTINUITY_TEXT] },
  'plus-bankbook-info': { summary: '출금 통장은 플러스 회원이 매달 받는 게임머니입니다.', lines: ['혜택일은 가입한 날짜와 같은 날입니다. (31일 가입은 말일)', '가입 후 처음 받는 통장은 변경할 때 할인으로 돌려받을 수도 있습니다.', '클래식 모바일 멤버십의 통장 머니는 앱 보관함으로 지급됩니다.'] },
  'plus-free-charging-info': { summary: '무료 충전은 보유 머니가 부족할 때 받을 수 있는 플러스 혜택입니다.', lines: ['등급이 높을수록 하루 충전 횟수가 많습니다.', '무료 충전 팝업에서 바로 받을 수 있습니다.'] },
  'plus-holding-limit-increase': { summary: '보유 한도 증가 옵션으로 게임머니 보유 한도를 늘립니다.', lines: ['보유 한도 증가 I: +1조, II: +4조 (둘 중 하나만 이용할 수 있습니다)', '메인 멤버십을 이용하는 동안 가입할 수 있습니다.'] },
  'plus-mobile-classic': { summary: '한판 클래식 모바일 앱에서도 플러스 혜택을 받을 수 있습니다.', lines: ['클래식 모바일 멤버십(V-Plus 클래식)의 통장 머니는 앱 보관함으로 지급됩니다.', '휴대폰으로 앱 다운로드 주소를 받아 설치해 보세요.'] },
  'plus-dealer-discount-probability': { summary: '딜러비 할인 옵션의 하루 할인율은 아래 확률로 정해집니다.', lines: [] },
  'plus-lucky-flip-probability': { summary: '럭키 플립 한 번의 당첨 머니는 아래 확률로 정해집니다.', lines: [] },
  'plus-pet-shop': { summary: OPTION_GUIDE.pet.summary, lines: ['펫 아이템은 동시에 2개까지 입힐 수 있습니다.'] },
  'plus-lucky-flip': { summary: OPTION_GUIDE['lucky-flip'].summary, lines: ['보유 한도를 넘는 당첨 머니는 초과 머니 보관함에 보관됩니다.'] },
};
