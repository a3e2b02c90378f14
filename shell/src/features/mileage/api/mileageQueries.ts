// Query-option factories of the mileage feature: hooks and anyone prefetching use the same keys.
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { Static, MileageCurrent, Page, MileageDailyQuerySchema, MileageHistoryItem, MileageMonthly, MileageBenefit, MileageGiftStatus } from '@hanpan/contracts';
import { apiClient, memberKey, platformKeys, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const mileageKeys = {
  mileageCurrent: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'mileage', 'mileageCurrent'] as const,
  mileageDailyHistory: (memberNo: MemberNo | null, params: Static<typeof MileageDailyQuerySchema>) => [...memberKey(memberNo), 'mileage', 'mileageDailyHistory', params] as const,
  mileageMonthlyHistory: (memberNo: MemberNo | null, year: number) => [...memberKey(memberNo), 'mileage', 'mileageMonthlyHistory', year] as const,
  mileageBenefit: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'mileage', 'mileageBenefit'] as const,
  mileageGiftStatus: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'mileage', 'mileageGiftStatus'] as const,
  /** Prefixes: every range and page of the daily history, every year of the monthly one. */
  mileageDailyHistories: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'mileage', 'mileageDailyHistory'] as const,
  mileageMonthlyHistories: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'mileage', 'mileageMonthlyHistory'] as const,
};

/** What a gift can have changed: my mileage here (its summary, the gift status, the histories) and
 *  in the personal zone (not the accrual benefit). */
export const changedByMileageGift = (memberNo: MemberNo | null): QueryKey[] => [
  mileageKeys.mileageCurrent(memberNo),
  mileageKeys.mileageGiftStatus(memberNo),
  mileageKeys.mileageDailyHistories(memberNo),
  mileageKeys.mileageMonthlyHistories(memberNo),
  platformKeys.personalZone(memberNo),
];

/** An exchange changes my money as well: the mobile member state's too. */
export const changedByMileageExchange = (memberNo: MemberNo | null): QueryKey[] => [...changedByMileageGift(memberNo), platformKeys.mobilePersonalState(memberNo)];

/** GET /api/mileage/current — Current mileage. */
export const mileageCurrentQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: mileageKeys.mileageCurrent(memberNo), queryFn: () => apiClient.get<MileageCurrent>('/api/mileage/current') });

/** GET /api/mileage/histories/daily — Daily mileage history (startDate, endDate YYYY-MM-DD, zero-based page). */
export const mileageDailyHistoryQuery = (memberNo: MemberNo | null, params: Static<typeof MileageDailyQuerySchema>) =>
  queryOptions({ queryKey: mileageKeys.mileageDailyHistory(memberNo, params), queryFn: () => apiClient.get<Page<MileageHistoryItem>>('/api/mileage/histories/daily', { params, minDelay: true }) });

/** GET /api/mileage/histories/monthly — Monthly mileage summary of a year. */
export const mileageMonthlyHistoryQuery = (memberNo: MemberNo | null, year: number) =>
  queryOptions({ queryKey: mileageKeys.mileageMonthlyHistory(memberNo, year), queryFn: () => apiClient.get<MileageMonthly>('/api/mileage/histories/monthly', { params: { year } }) });

/** GET /api/mileage/benefit — Mileage accrual benefit. */
export const mileageBenefitQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: mileageKeys.mileageBenefit(memberNo), queryFn: () => apiClient.get<MileageBenefit>('/api/mileage/benefit') });

/** GET /api/mileage/gift/status — Gift limits and what was given today. */
export const mileageGiftStatusQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: mileageKeys.mileageGiftStatus(memberNo), queryFn: () => apiClient.get<MileageGiftStatus>('/api/mileage/gift/status') });
