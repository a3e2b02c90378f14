// POST /api/sms/send/classic-download — Sends the classic app download SMS.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassicDownloadSmsBody, SmsResult } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useClassicDownloadSms() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: ClassicDownloadSmsBody) => apiClient.post<SmsResult>('/api/sms/send/classic-download', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
