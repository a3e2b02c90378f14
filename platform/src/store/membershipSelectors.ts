// Membership rules of SPEC §3/§4 as pure functions (tested in selectors.test.ts): read by member
// parts and remotes only, so they stay out of the module the shell's first load needs.
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
import { serverNow } from '../lib/date';
import { CONTINUOUS_DISCOUNT_TEXT, NO_VALUE_TEXT, REGULAR_PAYMENT_IN_PROGRESS_TEXT } from '../constants/messages';

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
export function isBenefitActive(benefit: { endDateTime?: string | null } | null | undefined, now: Date | number = serverNow()): boolean {
  if (!benefit?.endDateTime) return false;
  const end = new Date(benefit.endDateTime).getTime();
  return Number.isFinite(end) && end > +now;
}
