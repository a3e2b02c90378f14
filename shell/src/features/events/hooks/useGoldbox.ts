// GET /api/events/goldbox — Goldbox event status.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { goldboxQuery } from '../api/eventsQueries';

export function useGoldbox() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...goldboxQuery(memberNo),
    enabled: memberNo !== null,
  });
}
