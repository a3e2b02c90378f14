// GET /api/events/targeting-product — Product targeted at the member.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { EventTargetingProductSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useTargetingProduct() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.targetingProduct(memberNo),
    queryFn: () => apiClient.get<Static<typeof EventTargetingProductSchema>>('/api/events/targeting-product'),
    enabled: memberNo !== null,
  });
}
