// Re-reads the remotes manifest (at most once per TTL) when the player goes to another page, or
// clicks the link of the page already open. A step inside one page — a tab, a list's page, a
// search the page keeps in its address, Back between them — does not: a new build found then
// would remount the remote in the middle of the page, dropping what the player typed and where
// they had scrolled. The next page takes the new build.
import { useEffect, useRef } from 'react';
import { useLocation } from '@hanpan/platform';
import { refreshRemotes } from './registry';

export function useRemotesRefresh(): void {
  const { pathname, search, hash, key } = useLocation();
  // the address last seen: [pathname, search + hash]
  const last = useRef<readonly [string, string] | null>(null);
  useEffect(() => {
    const prev = last.current;
    const query = search + hash;
    // another page, or the same address again (a click on the open page's link)
    if (!prev || prev[0] !== pathname || prev[1] === query) void refreshRemotes();
    last.current = [pathname, query];
    // every navigation has a new key (a click on the link of the page already open included)
  }, [key]);
}
