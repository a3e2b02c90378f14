// GET /api/vip/benefits/avatar-mark — the marks, which the grade allows, which one is worn.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipAvatarMarkQuery } from '../api/avatarMarkQueries';

export function useVipAvatarMark() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...vipAvatarMarkQuery(memberNo),
    enabled: memberNo !== null,
  });
}
