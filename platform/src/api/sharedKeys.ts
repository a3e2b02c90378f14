// Query keys of data that more than one area reads. A remote may not import another's hooks (nor the
// shell's), so the keys live here: the areas share one answer on a page, and one area's change (a
// championship application) refreshes the other's card. Its own module, apart from queryKeys.ts: the
// platform's main chunk holds that one, and a key the shell uses here would be put on every page.
import type { MemberNo } from '../store/types';
import { memberKey } from './queryKeys';

/** Public data more than one area reads: GET /api/games (the shell's game cards, the mobile game guide's channels). */
export const sharedPublicKeys = {
  games: () => ['public', 'games', 'games'] as const,
};

export const sharedMemberKeys = {
  /** Every round of GET /api/pc-bang/championship/count (the championship page, the mobile PC-bang card). */
  championshipCounts: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'pcBang', 'championshipCount'] as const,
  championshipCount: (memberNo: MemberNo | null, round?: number) => [...memberKey(memberNo), 'pcBang', 'championshipCount', round ?? 'current'] as const,
  /** GET /api/coupons/membership (the coupon box's 멤버십 tab, the Plus join's coupon choice), by its defaults. */
  membershipCoupons: (memberNo: MemberNo | null, category = 'plusfree', usable = true) => [...memberKey(memberNo), 'coupons', 'membership', category, usable] as const,
};
