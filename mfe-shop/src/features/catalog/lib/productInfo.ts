// What a shop product is and what it gives, in the player's words (price in 원 always).
import type { ShopCategory, ShopProduct } from '@hanpan/contracts';
import { MINI_GAME_EVENTS, PLUS_MEMBER_SUB_STORE, type MiniGameItemCode } from '@hanpan/contracts/constants';
import { formatKoreanMoney, formatMoney } from '@hanpan/platform';

export const JOKER_CATCH_CODE = 'C703';

/** Korean names of the shop's categories (global shop keys in upper case). */
export const CATEGORY_NAMES: Readonly<Record<ShopCategory | 'best' | 'plus', string>> = {
  best: 'BEST',
  avatar: '아바타',
  item: '기능성 아이템',
  money: '게임머니',
  endorphin: '엔돌핀 아바타',
  minigame: '미니게임',
  plus: '플러스 상품',
};

/** The sub-stores of the global shop (SPEC §3 subStore): a card's badge, and what the shop home says of each. */
export const SUB_STORES: Readonly<Record<string, { name: string; note: string }>> = {
  SEASON: { name: '시즌 한정', note: '기간 한정 판매' },
  [PLUS_MEMBER_SUB_STORE]: { name: '플러스 전용', note: '플러스 회원만 구매할 수 있는 회원 전용 아바타' },
};
export const subStoreName = (key: string) => SUB_STORES[key]?.name ?? key;
/** Who may buy a member-only avatar, and what stays after (the avatar filter's note, the product page). */
export const MEMBER_ONLY_AVATAR_RULE = '플러스 멤버십을 이용하는 동안 구매할 수 있는 회원 전용 아바타입니다. 구매한 아바타는 멤버십이 끝나도 계속 착용할 수 있습니다.';
export const subStoreNote = (key: string): string | undefined => SUB_STORES[key]?.note;

export const priceText = (p: Pick<ShopProduct, 'price'>) => `${formatMoney(p.price)}원`;

export const isAvatar = (p: Pick<ShopProduct, 'kind'>) => p.kind === 'A';
export const isMiniGame = (p: Pick<ShopProduct, 'code'>) => p.code in MINI_GAME_EVENTS;
export const isJokerCatch = (p: Pick<ShopProduct, 'code'>) => p.code.toUpperCase() === JOKER_CATCH_CODE;

/** Event name of a mini-game item (SPEC §3 mini-game events), or null. */
export function miniGameEventName(code: string): string | null {
  return MINI_GAME_EVENTS[code.toUpperCase() as MiniGameItemCode] ?? (code.toUpperCase() === JOKER_CATCH_CODE ? '조커 잡기' : null);
}

/** Each thing the purchase gives, e.g. ['아바타 착용', '게임머니 3억']. */
export function productGives(p: ShopProduct): string[] {
  const out: string[] = [];
  if (p.kind === 'A') out.push('아바타 착용');
  if (BigInt(p.grantMoney) > 0n) out.push(`게임머니 ${formatKoreanMoney(p.grantMoney)}`);
  if (BigInt(p.grantEndorphin) > 0n) out.push(`엔돌핀 ${formatMoney(p.grantEndorphin)}`);
  if (isJokerCatch(p)) out.push('조커 잡기 이용권 1회');
  else if (isMiniGame(p)) out.push(`${miniGameEventName(p.code)} 이용권 1회`);
  else if (p.kind === 'I') out.push('보관함으로 1개 지급');
  return out;
}
