// What a Plus product's card in the shop says to the member, by what they hold: the tier held and
// the options held are 이용 중 (an option held can be extended), the other tiers a change, another
// option of a kind held is not for them (the API refuses it), the rest a join or a purchase. The
// option rule is contracts' (the Plus forms and the API apply the same).
import type { GlobalMembership, PlusProduct } from '@hanpan/contracts';
import { heldOptionCodes, heldOptionGroups, optionGroupsOf, optionOffer, OPTION_EXTENSION_LABEL, type HeldOptionsSource } from '@hanpan/contracts/option-groups';
import { PRODUCT_CODES } from '@hanpan/platform';

export interface HeldPlus {
  /** the main membership and options held (null: none) */
  membership: HeldOptionsSource | null;
  /** a weekly gold runs now */
  weeklyGold: boolean;
}

export type PlusCardOffer =
  | { kind: 'held' }
  | { kind: 'change' }
  | { kind: 'extension' }
  | { kind: 'refused'; heldName: string }
  | { kind: 'join' }
  | { kind: 'purchase' };

/** The card's link: where it leads and what it says. */
export const PLUS_CARD_LINK_TEXT: Readonly<Record<PlusCardOffer['kind'], string>> = {
  held: '나의 플러스 보기',
  change: '변경 안내 보기',
  extension: `${OPTION_EXTENSION_LABEL} 안내 보기`,
  refused: '옵션 안내 보기',
  join: '가입 안내 보기',
  purchase: '구매 안내 보기',
};

/** Whether the card is marked 이용 중. */
export const isHeldOffer = (offer: PlusCardOffer) => offer.kind === 'held' || offer.kind === 'extension';

export function plusCardHref(p: PlusProduct, offer: PlusCardOffer): string {
  if (offer.kind === 'held') return '/plus/me';
  if (p.type === 'MAIN' && p.tier) return `/plus/guide/main/${p.tier}`;
  if (p.type === 'OPTION' && p.optionKey) return `/plus/guide/option/${p.optionKey}`;
  return '/plus/shop';
}

/** The offer of each product of the catalogue for a member holding `held`. */
export function plusCardOffers(catalogue: GlobalMembership, held: HeldPlus): (p: PlusProduct) => PlusCardOffer {
  const mainCode = held.membership?.mainCode?.toUpperCase() ?? null;
  // by tier, as the catalogue gives each main product's: V-Plus 클래식 PM1004 (not listed) is V
  const heldTier = mainCode ? (catalogue.main[mainCode]?.tier ?? null) : null;
  // every option held (an older membership may hold two of a kind: both are 이용 중)
  const heldCodes = heldOptionCodes(held.membership);
  const heldKinds = heldOptionGroups(held.membership, optionGroupsOf(catalogue));
  return (p) => {
    if (p.type === 'MAIN') return heldTier === null ? { kind: 'join' } : p.tier === heldTier ? { kind: 'held' } : { kind: 'change' };
    if (p.type === 'OPTION') {
      if (heldCodes.has(p.code.toUpperCase())) return { kind: 'extension' };
      const offer = optionOffer(p, heldKinds);
      return offer.kind === 'refused' ? { kind: 'refused', heldName: offer.held.name } : { kind: 'join' };
    }
    return p.code === PRODUCT_CODES.weeklyGold && held.weeklyGold ? { kind: 'held' } : { kind: 'purchase' };
  };
}
