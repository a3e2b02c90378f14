// The page-wide QueryClient (one instance: shared is a federation singleton).
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './errors';
import { subscribeMemberChange } from '../store/hanpanStore';
import { subscribeBalanceChange } from '../lib/balanceChannel';

const MAX_RETRIES = 2;
/** A request that waited the whole 3 s (SPEC §7) gets one more try: the error shows after ~7 s, not ~13 s. */
const MAX_TIMEOUT_RETRIES = 1;

/** No retry on 4xx, error pages, 401 or rule refusals; a timeout gets one more try, other transient failures two. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.status >= 400 && error.status < 500) return false;
    if (error.kind === 'html' || error.kind === 'notFound' || error.kind === 'adultOnly') return false;
    if (error.kind === 'timeout') return failureCount < MAX_TIMEOUT_RETRIES;
  }
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      // an action taken offline fails at once (its popup says so) instead of waiting, unseen, to go
      // out by itself when the connection returns (QA: a money transfer sent minutes later)
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient: QueryClient = createQueryClient();

let bound = false;
/**
 * Drops the previous member's cached queries when the member changes (keys carry the member
 * number, so the new member's queries fetch on their own), and refetches the member's data when
 * another window announces a change (payment result, transfer, VIP claim popups) — once per page,
 * so no page or remote subscribes on its own. Idempotent; AreaProviders calls it.
 */
export function bindQueryClientToMember(client: QueryClient = queryClient): void {
  if (bound && client === queryClient) return;
  if (client === queryClient) bound = true;
  subscribeMemberChange((_memberNo, previous) => {
    if (previous) client.removeQueries({ queryKey: ['member', previous] });
  });
  // only the current member's queries are cached (see above), so the whole 'member' prefix is theirs
  subscribeBalanceChange(() => void client.invalidateQueries({ queryKey: ['member'] }));
}
