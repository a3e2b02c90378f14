// What a tier button does: 변경하기 (the member holds another tier) opens the change popup at that
// tier; 가입하기 goes through the join entry (a guest logs in first; a membership found there after
// all is led to the change). The tier held has nothing to do.
import { useCallback } from 'react';
import type { MainTier } from '@hanpan/platform';
import { plusPopups } from '../../benefits/lib/plusPopups';
import { useJoinEntry } from '../../join/hooks/useJoinEntry';
import { TIER_CODE, type TierOffer } from '../guideContent';

export function useTierAction(): (tier: MainTier, offer: TierOffer) => void {
  const join = useJoinEntry();
  return useCallback(
    (tier: MainTier, offer: TierOffer) => {
      if (offer === 'change') plusPopups.change(TIER_CODE[tier]);
      else if (offer === 'join') void join(TIER_CODE[tier]);
    },
    [join],
  );
}
