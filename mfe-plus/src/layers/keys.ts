// Keys of the layers the Plus area owns (pure data: the build reads the declarations in node).
// Anyone opens one with `hanpanStore.getState().openLayer(key)`; an unknown key only logs a warning.

/** The 21 keyed Plus benefit layers of SPEC §2 (key → header title). */
export const PLUS_BENEFIT_LAYERS = {
  'plus-bankbook': '출금 통장',
  'plus-free-charging': '무료 충전',
  'plus-dealer-discount': '딜러비 할인',
  'plus-holding-limit': '보유 한도',
  'plus-avatar': '회원 전용 아바타 혜택 안내',
  'plus-vip-accrual': 'VIP 추가 적립',
  'plus-poker-helper': '포커 게임 도우미',
  'plus-poker-super-room': '포커 슈퍼 방장',
  'plus-hoola-super-room': '훌라 슈퍼 방장',
  'plus-friend-arena': '비밀방 개설 (프렌드 아레나)',
  'plus-infinite-access': '무한 입장',
  'plus-continuous': '연속 이용 혜택',
  'plus-membership-change': '멤버십 변경',
  'plus-bankbook-info': '출금 통장 안내',
  'plus-free-charging-info': '무료 충전 안내',
  'plus-holding-limit-increase': '보유 한도 증가',
  'plus-mobile-classic': '모바일 클래식 혜택',
  'plus-dealer-discount-probability': '딜러비 할인 확률표',
  'plus-lucky-flip-probability': '럭키 플립 확률표',
  'plus-pet-shop': '플러스 펫샵',
  'plus-lucky-flip': '럭키 플립',
} as const;
export type PlusBenefitLayerKey = keyof typeof PLUS_BENEFIT_LAYERS;
export const PLUS_BENEFIT_LAYER_KEYS = Object.keys(PLUS_BENEFIT_LAYERS) as PlusBenefitLayerKey[];

/** Layers a page opens by itself (`auto`), with the SPEC §9 one-day 'do not show again'. */
export const WEEKLY_GOLD_LAYER = 'plus-weekly-gold';
export const DEALER_LAYER = 'plus-dealer';
