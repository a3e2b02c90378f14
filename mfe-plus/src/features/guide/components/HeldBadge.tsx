// The 이용 중 mark of a tier or option the member holds (cards, lists, detail pages: one look, one word).
import { Badge } from '../../../ui/layout';
import { TIER_OFFER_TEXT } from '../guideContent';

export function HeldBadge() {
  return <Badge $tone="success">{TIER_OFFER_TEXT.held}</Badge>;
}
