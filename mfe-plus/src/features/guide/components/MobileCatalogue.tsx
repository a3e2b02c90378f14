// The mobile membership catalogue (GET /api/contents/global/mobile-membership): the tiers and the
// options offered on the mobile site, for the mobile Plus pages. An option is described in the
// guide's words, as on PC (the catalogue's own lines said 'daily' where the rule is per period).
// Given what the member holds, the option held offers 기간 연장 and the others of its kind are not
// offered (one per kind); the tier held is 이용 중 and the others a change, as on PC. An option in the
// mobile site's order says so on its card (주문에 담김 · 빼기) and takes it out again.
import type { PlusProduct } from '@hanpan/contracts';
import { heldOptionGroups, optionGroupsOf, sameCode, type HeldOptionsSource } from '@hanpan/contracts/option-groups';
import { ErrorState, formatKoreanMoney, MoneyText, Skeleton, useGlobalMobileMembership, VisuallyHidden } from '@hanpan/platform';
import { Card, Muted, Stack } from '../../../ui/layout';
import { HeldBadge } from './HeldBadge';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { optionSummaryOf, TIER_GUIDE, TIERS, tierOfCode, tierOffer } from '../guideContent';
import { OptionActionButton } from './OptionActionButton';
import { TierOfferButton } from './TierOfferButton';

const descriptionOf = (p: PlusProduct) => (p.type === 'OPTION' ? optionSummaryOf(p.optionKey) : null) ?? p.description;

const tierOf = (p: PlusProduct) => tierOfCode(p.code) ?? TIERS.find((t) => t === p.tier?.toUpperCase()) ?? null;

/** A tier's bankbook as on PC ('통장 2회 × 70억'): uses per month × money per use (monthlyBankbookMoney is per use). */
function bankbookOf(p: PlusProduct): string | null {
  const tier = tierOf(p);
  if (p.type !== 'MAIN' || !tier || BigInt(p.monthlyBankbookMoney) <= 0n) return null;
  return `통장 ${TIER_GUIDE[tier].bankbookCount}회 × ${formatKoreanMoney(p.monthlyBankbookMoney)}`;
}

export interface MobileCatalogueProps {
  /** join / buy a product (the mobile site decides how it pays) */
  onSelect?: (code: string) => void;
  /**
   * What the member holds (GET /api/membership/me's `options` / `optionCodes`): the option held
   * offers '기간 연장' (onSelect with its code: a month more), the others of its kind show '같은
   * 종류 이용 중', disabled, with the reason. Optional (added to contract version 1): without it
   * every option offers 추가하기, as before. Its `mainCode` says the tier held; where a sender
   * leaves it out, the catalogue asks GET /api/membership/me itself; null (a member without one):
   * the options are disabled, saying they need a main membership.
   */
  heldOptions?: HeldOptionsSource | null;
  /**
   * The option codes in the mobile site's order now: their cards show '주문에 담김 · 빼기', which
   * calls `onRemove` with the code. Optional (added to contract version 1): without both, every
   * option offers 추가하기, as before.
   */
  orderedCodes?: readonly string[];
  onRemove?: (code: string) => void;
}

export function MobileCatalogue({ onSelect, heldOptions, orderedCodes, onRemove }: MobileCatalogueProps) {
  const q = useGlobalMobileMembership();
  // the tier held: from the mobile site's member state when it says (heldOptions.mainCode), else asked
  const given = heldOptions === null || typeof heldOptions?.mainCode !== 'undefined';
  const asked = useMembershipMe({ enabled: !given }).data?.mainCode;
  const mainCode = given ? heldOptions?.mainCode : asked;
  // told that the member has none (mainCode null, not left out): options cannot be added yet
  const needsMain = !!heldOptions && heldOptions.mainCode === null;
  if (q.isPending) return <Skeleton lines={8} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const mains = Object.values(q.data.main);
  const options = Object.values(q.data.option).flat();
  const held = heldOptionGroups(heldOptions, optionGroupsOf(q.data));
  return (
    <Stack $gap="m" data-testid="plus-mobile-catalogue">
      {/* the cards' h3 follow an h2 under the page's h1 */}
      <VisuallyHidden as="h2">플러스 상품</VisuallyHidden>
      {[...mains, ...options].map((p) => {
        const tier = p.type === 'MAIN' ? tierOf(p) : null;
        const offer = tier ? tierOffer(tier, mainCode, p.code) : 'join';
        return (
          <Card key={p.code} data-product={p.code}>
            <h3>{p.name} {offer === 'held' && <HeldBadge />}</h3>
            <Muted>{descriptionOf(p)}</Muted>
            <p style={{ margin: '8px 0' }}>
              <MoneyText value={p.price} format="comma" suffix="원" /> / 월
              {bankbookOf(p) && ` · ${bankbookOf(p)}`}
            </p>
            {onSelect &&
              (p.type === 'MAIN' ? (
                <TierOfferButton name={p.name} offer={offer} block onClick={() => onSelect(p.code)} />
              ) : (
                <OptionActionButton
                  product={p}
                  held={held}
                  label="추가하기"
                  block
                  needsMain={needsMain}
                  onClick={() => onSelect(p.code)}
                  inOrder={!!orderedCodes?.some((c) => sameCode(c, p.code))}
                  onRemove={onRemove && (() => onRemove(p.code))}
                />
              ))}
          </Card>
        );
      })}
    </Stack>
  );
}
