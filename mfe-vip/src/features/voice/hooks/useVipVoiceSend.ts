// POST /api/vip/voices — sends a message to the VIP desk (a double click sends it once).
import type { VipVoice, VipVoiceRequest } from '@hanpan/contracts';
import { apiClient, useIdempotentAction, useMutation } from '@hanpan/platform';
import { useVipChangeDone } from '../../../common/useVipChangeDone';

export function useVipVoiceSend() {
  const action = useIdempotentAction();
  const done = useVipChangeDone();
  return useMutation({
    mutationFn: (v: VipVoiceRequest) => apiClient.post<VipVoice>('/api/vip/voices', v, { idempotencyKey: action.keyFor(v) }),
    onSuccess: () => {
      action.reset();
      return done('voice');
    },
  });
}
