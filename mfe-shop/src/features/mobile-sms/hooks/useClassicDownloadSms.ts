// POST /api/sms/send/classic-download — Sends the classic mobile download link.
import type { ClassicDownloadSmsBody, SmsResult } from '@hanpan/contracts';
import { apiClient, useMutation } from '@hanpan/platform';

export function useClassicDownloadSms() {
  return useMutation({
    mutationFn: (v: ClassicDownloadSmsBody) => apiClient.post<SmsResult>('/api/sms/send/classic-download', v),
  });
}
