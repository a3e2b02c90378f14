// Derived rules of SPEC §3/§4 as pure functions (tested in selectors.test.ts); the membership
// ones are in membershipSelectors.ts.
import { LOGIN_STATUS, PUBLISHER_PARTNER } from '../constants/business';
import type { GameId } from '../constants/games';
import type { HanpanState } from './hanpanStore';
import type { LoginStatus, Maintenance, MemberNo } from './types';

export interface LoginCheckOptions {
  /** Partner publisher: also count NEED_ACTION as logged in. */
  includeNeedAction?: boolean;
}

/** Default publisher: a member number. Partner: member number and LOGIN (or NEED_ACTION if asked). */
export function isLoggedIn(state: Pick<HanpanState, 'member' | 'global'>, options: LoginCheckOptions = {}): boolean {
  const { memberNo, loginStatus } = state.member;
  if (!memberNo) return false;
  if (state.global.publisher !== PUBLISHER_PARTNER) return true;
  const code = loginStatus?.code;
  return code === LOGIN_STATUS.login || (!!options.includeNeedAction && code === LOGIN_STATUS.needAction);
}

/** Partner account that must do something first (alert + redirect per actionSpec). */
export function needsLoginAction(state: Pick<HanpanState, 'member' | 'global'>): boolean {
  return (
    state.global.publisher === PUBLISHER_PARTNER &&
    !!state.member.memberNo &&
    state.member.loginStatus?.code === LOGIN_STATUS.needAction
  );
}

/** The words of a partner account's step (NEED_ACTION): its message, and its button ('' / '확인하기' when the account names none). */
export function loginActionText(status: LoginStatus | null | undefined): { message: string; button: string } {
  const spec = status?.actionSpec;
  return { message: spec?.displayMessage || status?.message || '', button: spec?.buttonMessage || '확인하기' };
}

/** A failed single sign-on (SPEC §4, login status ERROR: `ssoFailed`): its reason and the way on, one text for the bar and the gate. */
export const loginAgainText = (message: string | null | undefined): string => `${message || '인증 정보를 확인하지 못했습니다.'} 다시 로그인해 주세요.`;

/** Member number to key/enable member-only queries with, or null when they must not run. */
export function selectQueryMemberNo(state: Pick<HanpanState, 'member' | 'global'>): MemberNo | null {
  return isLoggedIn(state) ? state.member.memberNo : null;
}

function entriesFor(maintenances: readonly Maintenance[], gameId: string): Maintenance[] {
  const id = gameId.toLowerCase();
  return maintenances.filter((m) => m.gameIds.some((g) => g.toLowerCase() === id));
}

/** In maintenance when any entry lists the game (case-insensitive). */
export function isGameInMaintenance(maintenances: readonly Maintenance[], gameId: string): boolean {
  return entriesFor(maintenances, gameId).length > 0;
}

/** Start/end of the game's maintenance (first matching entry), or null. */
export function maintenancePeriod(
  maintenances: readonly Maintenance[],
  gameId: string,
): { startDate: string; endDate: string } | null {
  const [entry] = entriesFor(maintenances, gameId);
  return entry ? { startDate: entry.startDate, endDate: entry.endDate } : null;
}

export const selectGameId = (s: Pick<HanpanState, 'game'>): GameId => s.game.gameId;
export const selectPopupState = (s: Pick<HanpanState, 'layer'>) => s.layer.state;
export const selectCurrentPopup = (s: Pick<HanpanState, 'layer'>) => s.layer.current;
export const selectErrorPage = (s: Pick<HanpanState, 'global'>) => s.global.errorPage;
export const selectMemberNo = (s: Pick<HanpanState, 'member'>) => s.member.memberNo;
export const selectMemberKey = (s: Pick<HanpanState, 'member'>) => s.member.memberKey;
