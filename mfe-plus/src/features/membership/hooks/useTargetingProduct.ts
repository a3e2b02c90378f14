// GET /api/events/targeting-product — Product targeted at the member.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { targetingProductQuery } from '../api/membershipQueries';

export function useTargetingProduct() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...targetingProductQuery(memberNo),
    enabled: memberNo !== null,
  });
}
