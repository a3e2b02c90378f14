// A tier card's button (the PC comparison, the mobile catalogue): 가입하기, 변경하기 for a member with
// another tier, 이용 중 on the tier held, 같은 등급 이용 중 on its other product. Its name starts with the tier ('W-Plus로 변경하기').
// The held ones are aria-disabled, not disabled: the button the player joined with turns into 이용 중
// when the payment window reports back, and a disabled button would drop the focus to the page.
import { Button } from '@hanpan/platform';
import { TIER_OFFER_TEXT, tierOfferLabel, type TierOffer } from '../guideContent';

export function TierOfferButton({ name, offer, block, onClick }: { name: string; offer: TierOffer; block?: boolean; onClick(): void }) {
  const held = offer === 'held' || offer === 'sameTier';
  return (
    <Button size="s" block={block} variant={held ? 'secondary' : 'primary'} aria-disabled={held || undefined} onClick={held ? undefined : onClick} aria-label={tierOfferLabel(name, offer)}>
      {TIER_OFFER_TEXT[offer]}
    </Button>
  );
}
