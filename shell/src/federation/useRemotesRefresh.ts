// Re-reads the remotes manifest (at most once per TTL) when the player goes to another page. A step
// inside one page — a tab, a list's page, a search the page keeps in its address, Back between
// them — does not: a new build found then would remount the remote in the middle of the page,
// dropping what the player typed and where they had scrolled. The next page takes the new build.
import { useEffect } from 'react';
import { refreshRemotes } from './registry';

export function useRemotesRefresh(pathname: string): void {
  useEffect(() => void refreshRemotes(), [pathname]);
}
