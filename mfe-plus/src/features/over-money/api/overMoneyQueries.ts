// Query-option factories of the over-money feature (초과 머니 보관함).
import type { OverMoneyHistoryItem, OverMoneyHistoryQuery, OverMoneyState, Page } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

export const overMoneyKeys = {
  overMoney: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'overMoney', 'state'] as const,
  overMoneyHistory: (memberNo: MemberNo | null, params: OverMoneyHistoryQuery) => [...memberKey(memberNo), 'overMoney', 'history', params] as const,
};

/** GET /api/over-money — stored money, room under the holding limit, what can be withdrawn now. */
export const overMoneyQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: overMoneyKeys.overMoney(memberNo), queryFn: () => apiClient.get<OverMoneyState>('/api/over-money') });

/** GET /api/over-money/histories — stored and withdrawn entries (kind, zero-based page, size). */
export const overMoneyHistoryQuery = (memberNo: MemberNo | null, params: OverMoneyHistoryQuery = {}) =>
  queryOptions({ queryKey: overMoneyKeys.overMoneyHistory(memberNo, params), queryFn: () => apiClient.get<Page<OverMoneyHistoryItem>>('/api/over-money/histories', { params, minDelay: true }) });
