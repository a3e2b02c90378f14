// Query-option factories of the transfer feature: hooks and anyone prefetching use the same keys.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Static, TransferHistoryPageSchema, TransferStatus } from '@hanpan/contracts';
import { apiClient, memberKey, platformKeys, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const transferKeys = {
  /** Every query of the feature (a prefix): its status and each history page. */
  all: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'transfer'] as const,
  moneyTransferHistories: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'transfer', 'moneyTransferHistories', params] as const,
  moneyTransferStatus: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'transfer', 'moneyTransferStatus'] as const,
};

/** What a send or a request can have changed: the feature's status (my money, today's use), its
 *  history, and my money in the member's data (personal zone, mobile member state). */
export const changedByTransfer = (memberNo: MemberNo | null): QueryKey[] => [transferKeys.all(memberNo), platformKeys.personalZone(memberNo), platformKeys.mobilePersonalState(memberNo)];

/** GET /api/money-transfer/histories — Transfer history (zero-based page). */
export const moneyTransferHistoriesQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: transferKeys.moneyTransferHistories(memberNo, params), queryFn: () => apiClient.get<Static<typeof TransferHistoryPageSchema>>('/api/money-transfer/histories', { params, minDelay: true }) });

/** GET /api/money-transfer/status — Transfer limits, today usage, receive permissions. */
export const moneyTransferStatusQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: transferKeys.moneyTransferStatus(memberNo), queryFn: () => apiClient.get<TransferStatus>('/api/money-transfer/status') });
