// PUT /api/membership/auto-bankbook/reservation/change — Changes the auto-bankbook reservation.
import type { AutoBankbook, AutoBankbookReservationRequest } from '@hanpan/contracts';
import { apiClient, memberKey, useMutation, useQueryClient, useQueryMemberNo } from '@hanpan/platform';

export function useAutoBankbookChange() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: AutoBankbookReservationRequest) => apiClient.put<AutoBankbook>('/api/membership/auto-bankbook/reservation/change', v),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKey(memberNo) }),
  });
}
