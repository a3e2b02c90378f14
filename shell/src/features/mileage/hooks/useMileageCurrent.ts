// GET /api/mileage/current — Current mileage.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { mileageCurrentQuery } from '../api/mileageQueries';

export function useMileageCurrent() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...mileageCurrentQuery(memberNo),
    enabled: memberNo !== null,
  });
}
