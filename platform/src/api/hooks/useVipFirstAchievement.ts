// GET /api/vip/first-achievement — First VIP achievement.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { FirstAchievementSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipFirstAchievement() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipFirstAchievement(memberNo),
    queryFn: () => apiClient.get<Static<typeof FirstAchievementSchema>>('/api/vip/first-achievement'),
    enabled: memberNo !== null,
  });
}
