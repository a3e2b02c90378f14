// Query keys of member data that more than one area reads. A remote may not import another's
// hooks, so the keys live here: the areas share one answer on a page, and one area's change
// (a championship application) refreshes the other's card. Pure builders, also served as the
// unshared subpath `@hanpan/platform/query-keys` (a remote bundles only what it uses).
import type { MemberNo } from '../store/types';

/** Key part used while there is no member (viewer-scoped public data). */
export const GUEST_KEY = 'guest';

/** Prefix of everything cached for one member: invalidate it after a money or membership change. */
export const memberKey = (memberNo: MemberNo | null) => ['member', memberNo ?? GUEST_KEY] as const;

/** Every GET /api/restriction answer of a member, whatever its gameId (a limit change updates them all). */
export const allRestrictionsKey = (memberNo: MemberNo | null) => [...memberKey(memberNo), 'restriction', 'restriction'] as const;

/** GET /api/restriction (the shop's limits page, the home's and the mobile home's closed games). */
export const restrictionKey = (memberNo: MemberNo | null, gameId?: string) => [...allRestrictionsKey(memberNo), gameId] as const;

/** Public data more than one area reads: GET /api/games (the shell's game cards, the mobile game guide's channels). */
export const sharedPublicKeys = {
  games: () => ['public', 'games', 'games'] as const,
};

export const sharedMemberKeys = {
  /** Every round of GET /api/pc-bang/championship/count (the championship page, the mobile PC-bang card). */
  championshipCounts: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'pcBang', 'championshipCount'] as const,
  championshipCount: (memberNo: MemberNo | null, round?: number) => [...memberKey(memberNo), 'pcBang', 'championshipCount', round ?? 'current'] as const,
};
