// Money sent by another member, or spent in the game client, changes no window of ours (the
// balance channel covers our own popups only): a member coming back to the tab gets their member
// data that is stale (older than the client's staleTime) read again — the header money, the
// personal zone, an area's member page. Coming back to the window from another one (a payment
// popup the result page of which never showed: Back pressed while paying) reads again what was
// read before leaving, and a control that update removed or disabled hands the focus to its area.
// Away for longer than a flicker, who is logged in is read first: a logout (or another login) in
// another tab opens the page again for whoever is there now — the header's 로그인, a member-only
// page's login alert — instead of member data shown until a click, or a 401 alert on a public page.
// Mounted once per page, with the header's member corner (PC) or the account link (mobile site).
import { useEffect, useRef } from 'react';
import {
  applyGlobalMemberState,
  globalMemberStateQuery,
  hanpanStore,
  queryClient as portalQueryClient,
  settleLostFocus,
  useNavigate,
  type HanpanStore,
} from '@hanpan/platform';
import type { QueryClient } from '@tanstack/react-query';
import type { GlobalState } from '@hanpan/contracts';
import { markReadMade } from '../../middleware/readsMade';

/** Shorter absences (a flicker of the window focus) read nothing again. */
export const AWAY_MIN_MS = 1_000;
/** The tab's and the window's return within this share one member check (focus may come a moment after the tab's read has ended). */
const ONE_RETURN_MS = 1_000;

/**
 * Reads who is logged in now and applies it: 'same' member, 'changed', or null when the other
 * return (a tab switch fires both the tab's and the window's) already applied the change.
 */
async function memberOnReturn(client: QueryClient, store: HanpanStore): Promise<'same' | 'changed' | null> {
  const shown = store.getState().member.memberKey;
  let state: GlobalState;
  try {
    state = await client.fetchQuery(globalMemberStateQuery());
  } catch {
    // not known: the member data reads say what they find
    return 'same';
  }
  if (store.getState().member.memberKey !== shown) return null;
  applyGlobalMemberState(state, store);
  return store.getState().member.memberKey === shown ? 'same' : 'changed';
}

export function useMemberDataOnReturn(client: QueryClient = portalQueryClient, store: HanpanStore = hanpanStore): void {
  const navigate = useNavigate();
  // (kept across the listeners' renewal: `navigate` changes with every navigation)
  const away = useRef({ hiddenAt: 0, leftAt: 0 });
  // the member check of the last return: the tab's and the window's come together, but the window's
  // up to a moment after the tab's read has ended (QA: two reads when focus came 100 ms later)
  const lastCheck = useRef<{ at: number; found: Promise<'same' | 'changed' | null> } | null>(null);
  useEffect(() => {
    /** One read for both returns: the second gets 'same' (it reads its own data) or null (opened again already). */
    const memberCheck = () => {
      const at = Date.now();
      const last = lastCheck.current;
      if (last && at - last.at < ONE_RETURN_MS) return last.found.then((found) => (found === 'changed' ? null : found));
      const found = memberOnReturn(client, store);
      lastCheck.current = { at, found };
      return found;
    };
    /**
     * Then `readAgain`, or, when the member changed, the page opened again (the navigation's member
     * state and login rules) — once: a second navigation would close the first one's login alert
     * and leave for the login page unasked.
     */
    const afterMemberCheck = (readAgain: () => Promise<unknown>) =>
      memberCheck().then((found) => {
        if (found === 'same') return readAgain();
        if (found === null) return;
        // (the navigation's member state is what was just read and applied: not read again)
        markReadMade('memberState');
        const { pathname, search, hash } = window.location;
        navigate(`${pathname}${search}${hash}`, { replace: true });
      });
    // (a read under way is the one read: the tab's and the window's return do not read twice)
    const readStale = () => client.refetchQueries({ queryKey: ['member'], type: 'active', stale: true }, { cancelRefetch: false });

    const times = away.current;
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') {
        times.hiddenAt = Date.now();
        return;
      }
      const long = times.hiddenAt !== 0 && Date.now() - times.hiddenAt >= AWAY_MIN_MS;
      times.hiddenAt = 0;
      void (long ? afterMemberCheck(readStale) : readStale());
    };
    const onBlur = () => {
      times.leftAt = Date.now();
    };
    const onFocus = () => {
      const since = times.leftAt;
      times.leftAt = 0;
      if (!since || Date.now() - since < AWAY_MIN_MS) return;
      void afterMemberCheck(() =>
        client
          .refetchQueries({ queryKey: ['member'], type: 'active', predicate: (q) => q.state.dataUpdatedAt < since }, { cancelRefetch: false })
          // (after React drew the answers)
          .then(() => setTimeout(settleLostFocus, 0)),
      );
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, [client, store, navigate]);
}

/** The hook as a component, for ReturnWatch (where no member view of its own is drawn). */
export function MemberDataOnReturn(): null {
  useMemberDataOnReturn();
  return null;
}
