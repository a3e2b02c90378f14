// POST /api/membership/auto-bankbook/reservation — Reserves the auto bankbook.
import type { AutoBankbook, AutoBankbookReservationRequest } from '@hanpan/contracts';
import { apiClient, memberKey, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useAutoBankbookReserve() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: AutoBankbookReservationRequest) => apiClient.post<AutoBankbook>('/api/membership/auto-bankbook/reservation', v),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
