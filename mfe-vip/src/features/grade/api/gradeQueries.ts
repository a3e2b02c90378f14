// Query-option factories of the grade feature: hooks and anyone prefetching use the same keys.
import type { AchievableGrade, FirstAchievement, VipExpectation, VipGrades } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]; the public grade table: ['public', …]). */
export const gradeKeys = {
  vipGrades: () => ['public', 'vip', 'vipGrades'] as const,
  vipExpectation: (memberNo: MemberNo | null, isExtendedTarget: boolean) => [...memberKey(memberNo), 'vip', 'vipExpectation', isExtendedTarget] as const,
  vipAchievableGrade: (memberNo: MemberNo | null, category: 'PAYMENT' | 'ALL') => [...memberKey(memberNo), 'vip', 'vipAchievableGrade', category] as const,
  vipFirstAchievement: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'vip', 'vipFirstAchievement'] as const,
};

/** GET /api/vip/grades — thresholds and what each grade gives (public, rarely changes). */
export const vipGradesQuery = () =>
  queryOptions({ queryKey: gradeKeys.vipGrades(), queryFn: () => apiClient.get<VipGrades>('/api/vip/grades'), staleTime: 10 * 60_000 });

/** GET /api/vip/grades/expectation — next month's expected grade (target: next grade, or the top grade). */
export const vipExpectationQuery = (memberNo: MemberNo | null, isExtendedTarget = false) =>
  queryOptions({
    queryKey: gradeKeys.vipExpectation(memberNo, isExtendedTarget),
    queryFn: () => apiClient.get<VipExpectation>('/api/vip/grades/expectation', { params: isExtendedTarget ? { isExtendedTarget: true } : {} }),
  });

/** GET /api/vip/grades/achievable-grade — the highest grade this month's purchase limit still allows. */
export const vipAchievableGradeQuery = (memberNo: MemberNo | null, category: 'PAYMENT' | 'ALL' = 'PAYMENT') =>
  queryOptions({ queryKey: gradeKeys.vipAchievableGrade(memberNo, category), queryFn: () => apiClient.get<AchievableGrade>('/api/vip/grades/achievable-grade', { params: { category } }) });

/** GET /api/vip/first-achievement — the first VIP month. */
export const vipFirstAchievementQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: gradeKeys.vipFirstAchievement(memberNo), queryFn: () => apiClient.get<FirstAchievement>('/api/vip/first-achievement') });
