// GET /api/contents/members/personal-zone — Personal zone: userRat, mileage, inventory counts, currency.
import { useQuery } from '@tanstack/react-query';
import type { PersonalZone } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function usePersonalZone() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.personalZone(memberNo),
    queryFn: () => apiClient.get<PersonalZone>('/api/contents/members/personal-zone'),
    enabled: memberNo !== null,
  });
}
