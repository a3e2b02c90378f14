// The member key prefix and the restriction keys, which the platform's own queries use; with the
// areas' shared keys (sharedKeys.ts) served as the unshared subpath `@hanpan/platform/query-keys`.
import type { MemberNo } from '../store/types';

/** Key part used while there is no member (viewer-scoped public data). */
export const GUEST_KEY = 'guest';

/** Prefix of everything cached for one member: invalidate it after a money or membership change. */
export const memberKey = (memberNo: MemberNo | null) => ['member', memberNo ?? GUEST_KEY] as const;

/** Every GET /api/restriction answer of a member, whatever its gameId (a limit change updates them all). */
export const allRestrictionsKey = (memberNo: MemberNo | null) => [...memberKey(memberNo), 'restriction', 'restriction'] as const;

/** GET /api/restriction (the shop's limits page, the home's and the mobile home's closed games). */
export const restrictionKey = (memberNo: MemberNo | null, gameId?: string) => [...allRestrictionsKey(memberNo), gameId] as const;
