// The answer of a limit change travels to its result page in the navigation state of that very
// history entry: the browser keeps it through a reload of the page, a bookmark or a new tab has none.
// It keeps it through Back/Forward days later too, so the answer carries when it came: past
// RECENT_RESULT_MS the page no longer shows it as the change just made (QA: old results as new).
import type { RestrictionChangeResult, RestrictResultType } from '@hanpan/contracts';
import { isRecord, type MemberNo } from '@hanpan/platform';

/** How long after the answer its result page (reloaded, come back to) still shows it as just made. */
export const RECENT_RESULT_MS = 10 * 60_000;

export interface ChangeResultState {
  resultType: RestrictResultType;
  /** the API's Korean reason */
  message: string;
  /** when the answer came (ms since the epoch, this browser's clock) */
  at: number;
  /** whose change it was: another member logged in in this window is not shown it */
  memberNo: MemberNo | null;
}

export function changeResultState(r: Pick<RestrictionChangeResult, 'resultType' | 'message'>, memberNo: MemberNo | null, now = Date.now()): ChangeResultState {
  return { resultType: r.resultType, message: r.message, at: now, memberNo };
}

/** The reason of the change this page shows the result of, or null when it is no change just made. */
export function recentChangeMessage(state: unknown, type: RestrictResultType, memberNo: MemberNo | null, now = Date.now()): string | null {
  if (!isRecord(state) || state.resultType !== type || typeof state.message !== 'string' || typeof state.at !== 'number') return null;
  if (memberNo === null || state.memberNo !== memberNo) return null;
  // either way: a clock set back must not keep an old answer new
  return Math.abs(now - state.at) <= RECENT_RESULT_MS ? state.message : null;
}
