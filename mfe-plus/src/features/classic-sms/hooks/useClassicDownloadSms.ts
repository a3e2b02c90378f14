// POST /api/sms/send/classic-download — sends the classic app download SMS (storeType,
// userPhoneNumber). Nothing of the member changes: no member data is refetched (SPEC §2 skips the
// member refresh on /popup/classic-sms).
import type { ClassicDownloadSmsBody, SmsResult } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation } from '@hanpan/platform';

export function useClassicDownloadSms() {
  const action = useIdempotentAction();
  return useMutation({
    mutationFn: (v: ClassicDownloadSmsBody) => apiClient.post<SmsResult>('/api/sms/send/classic-download', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => action.reset(),
  });
}
