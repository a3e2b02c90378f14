// GET /api/contents/main — Home page contents.
import { useQuery } from '@tanstack/react-query';
import type { MainContents } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useMainContents() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.mainContents(memberNo),
    queryFn: () => apiClient.get<MainContents>('/api/contents/main'),
  });
}
