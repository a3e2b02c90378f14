// What of Plus the member holds, from the reloadable state (fresh after a payment): the main
// membership and options (its untyped `membershipUser`, read by contracts' one parser) and whether
// a weekly gold runs now. Guests and members without a membership hold nothing.
import { useMemo } from 'react';
import { heldOptionsOf, weeklyGoldRunning } from '@hanpan/contracts/option-groups';
import { useReloadableState } from '@hanpan/platform';
import type { HeldPlus } from '../lib/plusCardOffer';

export function useHeldPlus(): HeldPlus {
  const { data } = useReloadableState();
  return useMemo(() => ({ membership: heldOptionsOf(data?.membershipUser), weeklyGold: weeklyGoldRunning(data?.weeklyGoldMembership) }), [data]);
}
