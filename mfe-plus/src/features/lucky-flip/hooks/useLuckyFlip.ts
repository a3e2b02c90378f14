// POST /api/membership/lucky-flip — Draws the lucky flip.
import type { Static, LuckyFlipResultSchema } from '@hanpan/contracts';
import { useMoneyAction } from '../../../lib/useMoneyAction';

export function useLuckyFlip() {
  return useMoneyAction<void, Static<typeof LuckyFlipResultSchema>>('/api/membership/lucky-flip');
}
