// SPEC §7's global contents, read on every navigation (banners, shop and Plus catalogues). The
// server reads the same for its first screen, so the browser's first navigation finds them fresh.
import type { QueryClient } from '@tanstack/react-query';
import { globalBannersQuery, globalMembershipQuery, globalMobileMembershipQuery, globalShopQuery } from '@hanpan/platform';

export function fetchGlobalContents(client: QueryClient, isMobileSite: boolean): Promise<PromiseSettledResult<unknown>[]> {
  return Promise.allSettled([
    client.fetchQuery(globalBannersQuery()),
    client.fetchQuery(globalShopQuery()),
    isMobileSite ? client.fetchQuery(globalMobileMembershipQuery()) : client.fetchQuery(globalMembershipQuery()),
  ]);
}
