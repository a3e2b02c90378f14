// SPEC §7 "after login or member change": PC fetches the PC-room subscription, reloadable member
// state, personal zone and the MILEAGE / MONEY_TRANSFER event status; mobile fetches the mobile
// member state and whether VIP is opened. Same keys as the shared hooks, so pages read the cache.
import type { QueryClient } from '@tanstack/react-query';
import {
  hpcMeQuery,
  mobilePersonalStateQuery,
  ongoingEventStatusQuery,
  pcBangSubscriptionQuery,
  personalZoneQuery,
  reloadableStateQuery,
  selectQueryMemberNo,
  subscribeMemberChange,
  vipOpenedQuery,
  type HanpanStore,
  type MemberNo,
} from '@hanpan/platform';
import type { ReloadableState } from '@hanpan/contracts';

export type SiteKind = 'pc' | 'mobile';

function mainCodeOf(state: ReloadableState): string | null {
  const code = state.membershipUser?.mainCode;
  return typeof code === 'string' && code.trim() !== '' ? code : null;
}

/** Fetches the member data of the site; rejects with the first failure after all settled. */
export async function fetchMemberData(store: HanpanStore, client: QueryClient, site: SiteKind): Promise<void> {
  const memberNo: MemberNo | null = selectQueryMemberNo(store.getState());
  if (!memberNo) return;
  const jobs: Promise<unknown>[] = [];
  if (site === 'mobile') {
    jobs.push(
      client.fetchQuery({ ...mobilePersonalStateQuery(memberNo), staleTime: 0 }).then((s) => store.getState().setMainMembershipId(s.mainMembershipId)),
      client.fetchQuery({ ...vipOpenedQuery(memberNo), staleTime: 0 }),
    );
  } else {
    jobs.push(
      client.fetchQuery({ ...pcBangSubscriptionQuery(memberNo), staleTime: 0 }),
      client.fetchQuery({ ...reloadableStateQuery(memberNo), staleTime: 0 }).then((s) => store.getState().setMainMembershipId(mainCodeOf(s))),
      client.fetchQuery({ ...personalZoneQuery(memberNo), staleTime: 0 }),
      client.fetchQuery({ ...ongoingEventStatusQuery(memberNo), staleTime: 0 }),
    );
  }
  // The member's championship (SPEC §7 "a member hpc fetch occurs at start").
  jobs.push(
    client.fetchQuery(hpcMeQuery(memberNo)).then((hpc) => store.getState().setHpc(hpc ?? null)),
  );
  const results = await Promise.allSettled(jobs);
  const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failure) throw failure.reason;
}

/** Refetches on every member change (login, logout, another member); returns the cleanup. */
export function bindMemberData(
  store: HanpanStore,
  client: QueryClient,
  site: () => SiteKind,
  log: (error: unknown) => void = (e) => console.error('[member-data] 실패', e),
): () => void {
  return subscribeMemberChange((memberNo) => {
    if (memberNo) fetchMemberData(store, client, site()).catch(log);
  });
}
