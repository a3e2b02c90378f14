// The avatar the member wears now: the reloadable state (refreshed after a purchase) or, until it
// arrives, the member meta of the store. null for guests.
import { useHanpanStore, useReloadableState } from '@hanpan/platform';

export function useCurrentAvatarId(): number | null {
  const fromStore = useHanpanStore((s) => s.member.avatarId);
  const { data } = useReloadableState();
  if (data) return data.avatarId;
  return fromStore === null ? null : Number(fromStore);
}
