// Query-option factories of the membership feature: hooks and anyone prefetching use the same keys.
import type { Static, MembershipUser, MembershipMyBenefitsSchema, MembershipPayment, Page, MembershipPaymentHistoryQuerySchema, MembershipItemSchema, EventTargetingProductSchema } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const membershipKeys = {
  membershipMe: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'membershipMe'] as const,
  membershipBenefits: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'membershipBenefits'] as const,
  membershipPayments: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'membershipPayments'] as const,
  membershipPaymentHistory: (memberNo: MemberNo | null, params: Static<typeof MembershipPaymentHistoryQuerySchema>) => [...memberKey(memberNo), 'membership', 'membershipPaymentHistory', params] as const,
  membershipItems: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'membershipItems'] as const,
  targetingProduct: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'events', 'targetingProduct'] as const,
};

/** GET /api/membership/me — The member's Plus membership. */
export const membershipMeQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: membershipKeys.membershipMe(memberNo), queryFn: () => apiClient.get<MembershipUser>('/api/membership/me') });

/** GET /api/membership/me/benefits — Benefit counters and entries. */
export const membershipBenefitsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: membershipKeys.membershipBenefits(memberNo), queryFn: () => apiClient.get<Static<typeof MembershipMyBenefitsSchema>>('/api/membership/me/benefits') });

/** GET /api/membership/payments — Recent membership payments. */
export const membershipPaymentsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: membershipKeys.membershipPayments(memberNo), queryFn: () => apiClient.get<MembershipPayment[]>('/api/membership/payments') });

/** GET /api/membership/payment-history-page — Payment history (from, to, withoutCancellation, zero-based page, size). */
export const membershipPaymentHistoryQuery = (memberNo: MemberNo | null, params: Static<typeof MembershipPaymentHistoryQuerySchema> = {}) =>
  queryOptions({ queryKey: membershipKeys.membershipPaymentHistory(memberNo, params), queryFn: () => apiClient.get<Page<MembershipPayment>>('/api/membership/payment-history-page', { params, minDelay: true }) });

/** GET /api/membership/items — Membership items the member holds. */
export const membershipItemsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: membershipKeys.membershipItems(memberNo), queryFn: () => apiClient.get<Static<typeof MembershipItemSchema>[]>('/api/membership/items') });

/** GET /api/events/targeting-product — Product targeted at the member. */
export const targetingProductQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: membershipKeys.targetingProduct(memberNo), queryFn: () => apiClient.get<Static<typeof EventTargetingProductSchema>>('/api/events/targeting-product') });
