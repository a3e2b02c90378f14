// PUT /api/membership/auto-bankbook/reservation/cancel — Cancels the auto-bankbook reservation.
import type { AutoBankbook, AutoBankbookReservationRequest } from '@hanpan/contracts';
import { apiClient, memberKey, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useAutoBankbookCancel() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: AutoBankbookReservationRequest) => apiClient.put<AutoBankbook>('/api/membership/auto-bankbook/reservation/cancel', v),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
