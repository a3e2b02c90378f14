import { useHanpanStore } from '../../store/hanpanStore';
import { selectQueryMemberNo } from '../../store/selectors';
import type { MemberNo } from '../../store/types';

/** Member number that keys and enables member-only queries (null: guest or partner not logged in). */
export function useQueryMemberNo(): MemberNo | null {
  return useHanpanStore(selectQueryMemberNo);
}
