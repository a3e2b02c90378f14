// Query-option factories of the benefits feature: hooks and anyone prefetching use the same keys.
import type { SavedCoinHistoryPage, VipBenefit, VipBenefitDetail, VipBenefitType } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

export const VIP_BENEFIT_TYPES: readonly VipBenefitType[] = ['coupon', 'grade-up', 'hancoin'];

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const benefitsKeys = {
  vipBenefits: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'vip', 'vipBenefits'] as const,
  vipBenefitDetail: (memberNo: MemberNo | null, type: VipBenefitType) => [...memberKey(memberNo), 'vip', 'vipBenefitDetail', type] as const,
  vipSavedCoinHistories: (memberNo: MemberNo | null, month: string, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'vip', 'vipSavedCoinHistories', month, params] as const,
};

/** GET /api/vip/benefits — this and last month's VIP user, saved coin, this month's claims. */
export const vipBenefitsQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: benefitsKeys.vipBenefits(memberNo), queryFn: () => apiClient.get<VipBenefit>('/api/vip/benefits') });

/** GET /api/vip/benefits/{type} — one monthly benefit (coupon, grade-up, hancoin) and whether it was received. */
export const vipBenefitDetailQuery = (memberNo: MemberNo | null, type: VipBenefitType) =>
  queryOptions({ queryKey: benefitsKeys.vipBenefitDetail(memberNo, type), queryFn: () => apiClient.get<VipBenefitDetail>(`/api/vip/benefits/${encodeURIComponent(type)}`) });

/** GET /api/vip/{month}/saved-coin-histories — saved coins of a VIP month (YYYY-MM). */
export const vipSavedCoinHistoriesQuery = (memberNo: MemberNo | null, month: string, params: { page?: number; size?: number } = {}) =>
  queryOptions({
    queryKey: benefitsKeys.vipSavedCoinHistories(memberNo, month, params),
    queryFn: () => apiClient.get<SavedCoinHistoryPage>(`/api/vip/${encodeURIComponent(month)}/saved-coin-histories`, { params, minDelay: true }),
  });
