// GET /api/vip/benefits/avatar-mark — VIP avatar mark state.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { AvatarMarkSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipAvatarMark() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipAvatarMark(memberNo),
    queryFn: () => apiClient.get<Static<typeof AvatarMarkSchema>>('/api/vip/benefits/avatar-mark'),
    enabled: memberNo !== null,
  });
}
