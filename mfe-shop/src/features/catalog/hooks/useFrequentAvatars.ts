// GET /api/avatar/payment/frequent — The avatars this member bought most often (members only).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { frequentAvatarsQuery } from '../api/catalogQueries';

export function useFrequentAvatars(platform?: 'PC' | 'MOBILE') {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...frequentAvatarsQuery(memberNo, platform),
    enabled: memberNo !== null,
  });
}
