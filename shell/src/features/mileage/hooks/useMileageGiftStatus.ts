// GET /api/mileage/gift/status — Gift limits and what was given today.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { mileageGiftStatusQuery } from '../api/mileageQueries';

export function useMileageGiftStatus() {
  const memberNo = useQueryMemberNo();
  return useQuery({ ...mileageGiftStatusQuery(memberNo), enabled: memberNo !== null });
}
