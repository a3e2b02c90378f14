// GET /api/membership/bankbook — Bankbook state; errorCode is the refusal a use would get now (SPEC §8).
import { useQuery } from '@tanstack/react-query';
import type { BankbookState } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useBankbook(plusAction?: 'VIEW' | 'USE' | 'CHANGE') {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.bankbook(memberNo, plusAction),
    queryFn: () => apiClient.get<BankbookState>('/api/membership/bankbook', { params: { plusAction } }),
    enabled: memberNo !== null,
  });
}
