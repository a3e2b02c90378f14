// Query-option factories of the transfer feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { Static, TransferHistoryPageSchema, TransferStatus } from '@hanpan/contracts';
import { apiClient, memberKey, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const transferKeys = {
  moneyTransferHistories: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'transfer', 'moneyTransferHistories', params] as const,
  moneyTransferStatus: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'transfer', 'moneyTransferStatus'] as const,
};

/** GET /api/money-transfer/histories — Transfer history (zero-based page). */
export const moneyTransferHistoriesQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: transferKeys.moneyTransferHistories(memberNo, params), queryFn: () => apiClient.get<Static<typeof TransferHistoryPageSchema>>('/api/money-transfer/histories', { params, minDelay: true }) });

/** GET /api/money-transfer/status — Transfer limits, today usage, receive permissions. */
export const moneyTransferStatusQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: transferKeys.moneyTransferStatus(memberNo), queryFn: () => apiClient.get<TransferStatus>('/api/money-transfer/status') });
