// GET /api/vip/power-chief — the member's power-chief status and bonus.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { powerChiefQuery } from '../api/powerChiefQueries';

export function usePowerChief() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...powerChiefQuery(memberNo), enabled: memberNo !== null });
}
