// The member's main Plus code (PM0006 …) for rules like Joker-catch: the reloadable state (fresh
// after a payment) or, until it arrives, what the shell put in the store.
import { heldOptionsOf } from '@hanpan/contracts/option-groups';
import { useHanpanStore, useReloadableState } from '@hanpan/platform';

export function useMainMembershipCode(): string | null {
  const fromStore = useHanpanStore((s) => s.member.mainMembershipId);
  const { data } = useReloadableState();
  if (data) return heldOptionsOf(data.membershipUser)?.mainCode ?? null;
  return fromStore;
}
