// GET /api/vip/voices — messages to the VIP desk and their answers, page by page.
import { keepPreviousData, useQuery, useQueryMemberNo } from '@hanpan/platform';
import { vipVoicesQuery } from '../api/voiceQueries';

export function useVipVoices(params: { page: number; size: number }) {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...vipVoicesQuery(memberNo, params), enabled: memberNo !== null, placeholderData: keepPreviousData });
}
