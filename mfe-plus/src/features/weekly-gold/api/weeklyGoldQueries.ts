// Query-option factories of the weekly-gold feature: hooks and anyone prefetching use the same keys.
import type { Static, WeeklyGoldStateSchema, AccumulateAllGoldSchema, WeeklyGoldPrevMonthResultSchema } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const weeklyGoldKeys = {
  weeklyGold: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'weeklyGold'] as const,
  accumulateAllGold: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'accumulateAllGold'] as const,
  weeklyGoldPrevMonthResults: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'events', 'weeklyGoldPrevMonthResults'] as const,
};

/** GET /api/membership/me/weekly-gold — Weekly gold membership and round. */
export const weeklyGoldQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: weeklyGoldKeys.weeklyGold(memberNo), queryFn: () => apiClient.get<Static<typeof WeeklyGoldStateSchema>>('/api/membership/me/weekly-gold') });

/** GET /api/weekly-gold/accumulate-all-gold — Gold accumulated over all weekly-gold rounds. */
export const accumulateAllGoldQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: weeklyGoldKeys.accumulateAllGold(memberNo), queryFn: () => apiClient.get<Static<typeof AccumulateAllGoldSchema>>('/api/weekly-gold/accumulate-all-gold') });

/** GET /api/events/weekly-gold/prev-month-results — Last month's weekly-gold results. */
export const weeklyGoldPrevMonthResultsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: weeklyGoldKeys.weeklyGoldPrevMonthResults(memberNo), queryFn: () => apiClient.get<Static<typeof WeeklyGoldPrevMonthResultSchema>>('/api/events/weekly-gold/prev-month-results') });
