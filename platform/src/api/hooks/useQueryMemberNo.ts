import { useHanpanStore, selectQueryMemberNo, type MemberNo } from '@hanpan/platform';

/** Member number that keys and enables member-only queries (null: guest or partner not logged in). */
export function useQueryMemberNo(): MemberNo | null {
  return useHanpanStore(selectQueryMemberNo);
}
