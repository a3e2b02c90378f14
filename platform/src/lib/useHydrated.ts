// Browser-only values (localStorage, window) must not change the first render of a
// server-rendered page: React hydrates with the server snapshot (false) and re-renders with the
// client's (true). A page rendered on the client alone gets true at once.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, () => true, () => false);
}
