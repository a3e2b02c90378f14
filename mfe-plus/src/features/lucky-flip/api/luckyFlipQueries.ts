// Query-option factories of the lucky-flip feature: hooks and anyone prefetching use the same keys.
import type { Static, LuckyFlipHistoryPageSchema, ProbabilityTable } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const luckyFlipKeys = {
  luckyFlipMoneyHistory: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'membership', 'luckyFlipMoneyHistory', params] as const,
  probabilityTable: (kind: ProbabilityTable['kind']) => ['public', 'membership', 'probabilityTable', kind] as const,
};

/** GET /api/membership/lucky-flip-money-history — Lucky-flip money history. */
export const luckyFlipMoneyHistoryQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: luckyFlipKeys.luckyFlipMoneyHistory(memberNo, params), queryFn: () => apiClient.get<Static<typeof LuckyFlipHistoryPageSchema>>('/api/membership/lucky-flip-money-history', { params, minDelay: true }) });

/** GET /api/membership/probabilities/{kind} — Random-draw probability table (lucky-flip or dealer-discount). */
export const probabilityTableQuery = (kind: ProbabilityTable['kind']) =>
  queryOptions({ queryKey: luckyFlipKeys.probabilityTable(kind), queryFn: () => apiClient.get<ProbabilityTable>(`/api/membership/probabilities/${encodeURIComponent(kind)}`) });
