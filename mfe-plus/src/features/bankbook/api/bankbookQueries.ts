// Query-option factories of the bankbook feature: hooks and anyone prefetching use the same keys.
import type { BankbookState, Page, MembershipMoneyHistoryItem } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const bankbookKeys = {
  /** every plusAction's state (a prefix, for invalidation) */
  bankbookStates: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'bankbook'] as const,
  bankbook: (memberNo: MemberNo | null, plusAction?: 'VIEW' | 'USE' | 'CHANGE') => [...memberKey(memberNo), 'membership', 'bankbook', plusAction] as const,
  bankbookMoneyHistory: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'membership', 'bankbookMoneyHistory', params] as const,
};

/** GET /api/membership/bankbook — Bankbook state; errorCode is the refusal a use would get now (SPEC §8). */
export const bankbookQuery = (memberNo: MemberNo | null, plusAction?: 'VIEW' | 'USE' | 'CHANGE') =>
  queryOptions({ queryKey: bankbookKeys.bankbook(memberNo, plusAction), queryFn: () => apiClient.get<BankbookState>('/api/membership/bankbook', { params: { plusAction } }) });

/** GET /api/membership/bankbook-money-history — Bankbook money history (zero-based page). */
export const bankbookMoneyHistoryQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: bankbookKeys.bankbookMoneyHistory(memberNo, params), queryFn: () => apiClient.get<Page<MembershipMoneyHistoryItem>>('/api/membership/bankbook-money-history', { params, minDelay: true }) });
