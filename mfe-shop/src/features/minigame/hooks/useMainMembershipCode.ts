// The member's main Plus code (PM0006 …) for rules like Joker-catch: the reloadable state (fresh
// after a payment) or, until it arrives, what the shell put in the store.
import { isRecord, useHanpanStore, useReloadableState } from '@hanpan/platform';

export function useMainMembershipCode(): string | null {
  const fromStore = useHanpanStore((s) => s.member.mainMembershipId);
  const { data } = useReloadableState();
  const user = data?.membershipUser;
  const code = isRecord(user) && typeof user.mainCode === 'string' ? user.mainCode : null;
  if (data) return code || null;
  return fromStore;
}
