// Re-reads the remotes manifest (at most once per TTL) when the player goes to another page, or
// clicks the link of the page already open. A step inside one page — a tab, a list's page, a
// search the page keeps in its address, Back between them — does not (the same rule as the
// scroll's): a new build found then would remount the remote in the middle of the page, dropping
// what the player typed and where they had scrolled. The next page takes the new build.
import { useEffect, useRef } from 'react';
import { useLocation, type Location } from '@hanpan/platform';
import { changesQueryOnly } from '../middleware/rules';
import { refreshRemotes } from './registry';

export function useRemotesRefresh(): void {
  const location = useLocation();
  const shown = useRef<Location | null>(null);
  useEffect(() => {
    if (!changesQueryOnly(shown.current, location)) void refreshRemotes();
    shown.current = location;
    // every navigation has a new key (a click on the link of the page already open included)
  }, [location.key]);
}
