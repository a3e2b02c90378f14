// The mobile home's member state (SPEC §7 mobile): money, hancoin, the rest of this month's
// purchase limit, VIP grade, main membership and beginner — from the platform's mobile member
// state, with the membership named from the mobile catalogue.
import type { MobilePersonalState, Money } from '@hanpan/contracts';
import { isMembershipInProgress, useGlobalMobileMembership, useMobilePersonalState, useQueryMemberNo } from '@hanpan/platform';

export interface MobileMemberView {
  money: Money;
  hancoin: Money;
  limitAmount: Money;
  /** VIP grade name, null when VIP is closed for the member or not a VIP grade */
  vipGradeName: string | null;
  /** main membership name (e.g. V-Plus), null when none */
  membershipName: string | null;
  /** its renewal payment is being processed (SPEC §4: no membership change or bankbook meanwhile) */
  membershipPaymentInProgress: boolean;
  beginner: boolean;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

export function toMobileMemberView(state: MobilePersonalState, catalogueNames: Readonly<Record<string, { name: string }>> = {}): MobileMemberView {
  const code = state.mainMembershipId;
  const grade = state.isOpenedVip ? text(state.vipUser?.gradeName) : null;
  return {
    money: state.money,
    hancoin: state.hancoin,
    limitAmount: state.limitAmount,
    vipGradeName: grade,
    membershipName: code ? (catalogueNames[code]?.name ?? catalogueNames[code.toUpperCase()]?.name ?? code) : null,
    membershipPaymentInProgress: !!code && isMembershipInProgress({ statusDescription: text(state.membershipUser?.statusDescription) }),
    beginner: state.beginner,
  };
}

export function useMobileMemberState() {
  const memberNo = useQueryMemberNo();
  const state = useMobilePersonalState();
  const catalogue = useGlobalMobileMembership();
  return {
    loggedIn: memberNo !== null,
    isPending: memberNo !== null && state.isPending,
    error: state.error,
    refetch: () => void state.refetch(),
    view: state.data ? toMobileMemberView(state.data, catalogue.data?.main) : null,
  };
}
