// Derived rules of SPEC §3/§4 as pure functions (tested in selectors.test.ts).
import {
  CONTINUOUS_BENEFIT_MIN_USAGE,
  CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE,
  MEMBERSHIP_CLASS_LEVEL,
  MEMBERSHIP_CLASS_NAMES,
  MEMBERSHIP_CLASS_RANK,
  MEMBERSHIP_CLASSES,
  SUBSCRIPTION_TYPE,
  type MembershipClass,
} from '../constants/membership';
import { CONTINUOUS_DISCOUNT_TEXT, NO_VALUE_TEXT, REGULAR_PAYMENT_IN_PROGRESS_TEXT } from '../constants/messages';
import { LOGIN_STATUS, PUBLISHER_PARTNER } from '../constants/business';
import type { GameId } from '../constants/games';
import type { HanpanState } from './hanpanStore';
import type { Maintenance, MemberNo } from './types';

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

/** Member number to key/enable member-only queries with, or null when they must not run. */
export function selectQueryMemberNo(state: Pick<HanpanState, 'member' | 'global'>): MemberNo | null {
  return isLoggedIn(state) ? state.member.memberNo : null;
}

export interface MembershipLike {
  mainCode?: string | null;
  statusDescription?: string | null;
  subscriptionType?: string | null;
  continuousUsageCount?: number | null;
  continuousGroupUsageCount?: number | null;
}

export function isMainMembershipJoined(m: MembershipLike | null | undefined): boolean {
  return !!m?.mainCode && m.mainCode.trim() !== '';
}

export function isMembershipInProgress(m: MembershipLike | null | undefined): boolean {
  return !!m?.statusDescription && m.statusDescription.includes(REGULAR_PAYMENT_IN_PROGRESS_TEXT);
}

export function hasContinuousBenefits(m: MembershipLike | null | undefined): boolean {
  return m?.subscriptionType === SUBSCRIPTION_TYPE && (m.continuousUsageCount ?? 0) >= CONTINUOUS_BENEFIT_MIN_USAGE;
}

export function continuousDiscountText(m: MembershipLike | null | undefined): string {
  return (m?.continuousGroupUsageCount ?? 0) >= CONTINUOUS_DISCOUNT_MIN_GROUP_USAGE ? CONTINUOUS_DISCOUNT_TEXT : NO_VALUE_TEXT;
}

export function toMembershipClass(value: string | null | undefined): MembershipClass {
  const v = (value ?? '').toLowerCase();
  return (MEMBERSHIP_CLASSES as readonly string[]).includes(v) ? (v as MembershipClass) : 'none';
}

/** 'none' (and anything unknown) shows as 일반 회원. */
export function membershipClassName(value: string | null | undefined): string {
  return MEMBERSHIP_CLASS_NAMES[toMembershipClass(value)];
}
/** premium 4, first 3, business 2, else 0. */
export function membershipClassRank(value: string | null | undefined): number {
  return MEMBERSHIP_CLASS_RANK[toMembershipClass(value)];
}
/** premium 3, first 2, business 1, else 0. */
export function membershipClassLevel(value: string | null | undefined): number {
  return MEMBERSHIP_CLASS_LEVEL[toMembershipClass(value)];
}

/** A benefit with an end time is active while the end is later than now. */
export function isBenefitActive(benefit: { endDateTime?: string | null } | null | undefined, now: Date = new Date()): boolean {
  if (!benefit?.endDateTime) return false;
  const end = new Date(benefit.endDateTime).getTime();
  return Number.isFinite(end) && end > now.getTime();
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
