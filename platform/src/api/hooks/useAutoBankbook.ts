// GET /api/membership/auto-bankbook — Auto-bankbook reservation state.
import { useQuery } from '@tanstack/react-query';
import type { AutoBankbook } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useAutoBankbook() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.autoBankbook(memberNo),
    queryFn: () => apiClient.get<AutoBankbook>('/api/membership/auto-bankbook'),
    enabled: memberNo !== null,
  });
}
