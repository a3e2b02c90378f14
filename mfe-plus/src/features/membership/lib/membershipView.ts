// SPEC §3–4 rules applied to the member's Plus membership, for display. The rules themselves are
// the platform's selectors (one place, shared with the shell's personal zone).
import type { MembershipSubscriptionType, MembershipUser } from '@hanpan/contracts';
import {
  continuousDiscountText,
  hasContinuousBenefits,
  isMainMembershipJoined,
  isMembershipInProgress,
  membershipClassLevel,
  membershipClassName,
  membershipClassRank,
  toMembershipClass,
  type MainTier,
  type MembershipClass,
} from '@hanpan/platform';
import { tierOfCode } from '../../guide/guideContent';

export const SUBSCRIPTION_LABELS: Readonly<Record<MembershipSubscriptionType, string>> = {
  SUBSCRIPTION: '정기결제',
  ONE_TIME: '1회 결제',
  VOUCHER: '이용권',
};

export interface MembershipView {
  joined: boolean;
  /** 'payment in progress' (SPEC §4): the status text carries the shared constant */
  inProgress: boolean;
  tier: MainTier | null;
  statusLabel: string;
  subscriptionLabel: string;
  continuousBenefit: boolean;
  continuousDiscount: string;
}

export function membershipView(u: MembershipUser | null | undefined): MembershipView {
  const joined = isMainMembershipJoined(u);
  const inProgress = joined && isMembershipInProgress(u);
  return {
    joined,
    inProgress,
    tier: tierOfCode(u?.mainCode),
    statusLabel: !joined ? '미가입' : inProgress ? '정기결제 처리 중' : (u?.statusDescription ?? '이용 중'),
    subscriptionLabel: u?.subscriptionType ? SUBSCRIPTION_LABELS[u.subscriptionType] : '-',
    continuousBenefit: hasContinuousBenefits(u),
    continuousDiscount: continuousDiscountText(u),
  };
}

export interface MembershipClassView {
  value: MembershipClass;
  name: string;
  /** the two rank mappings of SPEC §3 */
  rank: number;
  level: number;
}

/** The member's class (premium / first / business, else 일반 회원) from the VIP grade. */
export function membershipClassOf(vipUser: Record<string, unknown> | null | undefined): MembershipClassView {
  const grade = typeof vipUser?.grade === 'string' ? vipUser.grade : null;
  return { value: toMembershipClass(grade), name: membershipClassName(grade), rank: membershipClassRank(grade), level: membershipClassLevel(grade) };
}
