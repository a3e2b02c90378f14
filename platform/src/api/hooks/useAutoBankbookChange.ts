// PUT /api/membership/auto-bankbook/reservation/change — Changes the auto-bankbook reservation.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AutoBankbook, AutoBankbookReservationRequest } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useAutoBankbookChange() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: AutoBankbookReservationRequest) => apiClient.put<AutoBankbook>('/api/membership/auto-bankbook/reservation/change', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
