// GET /api/vip/opened — Whether VIP is opened for the member.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { VipOpenedSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipOpened() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.vipOpened(memberNo),
    queryFn: () => apiClient.get<Static<typeof VipOpenedSchema>>('/api/vip/opened'),
    enabled: memberNo !== null,
  });
}
