// What every shop page does while open: a payment finished in the sandbox popup refreshes the
// member's data without a reload (and says so); the restrict layer opens by itself when little of
// the monthly limit is left (30-day 'do not show again'); on a phone, the add-to-home layer
// (3-day 'do not show again').
import { useEffect } from 'react';
import { useHanpanStore } from '@hanpan/platform';
import { usePaymentCompletedTooltip } from './usePaymentCompletedTooltip';
import { useRestriction } from '../../restriction/hooks/useRestriction';
import { offerAddToHome, offerLayer } from '../lib/offerLayer';

/** Share of the monthly limit left below which the restrict layer opens by itself. */
export const RESTRICT_LAYER_THRESHOLD_PERCENT = 20n;

/** `offerLayers`: false while the page is not a shop page to offer them on (a product that does not exist). */
export function useShopPageEffects(offerLayers = true) {
  usePaymentCompletedTooltip();
  const memberNo = useHanpanStore((s) => s.member.memberNo);
  const installed = useHanpanStore((s) => s.shortcutApp.installed);
  const { data } = useRestriction();
  const remaining = data ? BigInt(data.limit.remainingMonth) : null;
  const monthLimit = data ? BigInt(data.limit.monthLimit) : null;
  const low = remaining !== null && monthLimit !== null && monthLimit > 0n && remaining * 100n < monthLimit * RESTRICT_LAYER_THRESHOLD_PERCENT;
  useEffect(() => {
    if (offerLayers && low && memberNo) offerLayer('restrict', memberNo);
  }, [offerLayers, low, memberNo]);
  useEffect(() => {
    if (offerLayers) offerAddToHome(memberNo);
  }, [offerLayers, installed, memberNo]);
}
