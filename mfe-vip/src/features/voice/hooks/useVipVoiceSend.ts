// POST /api/vip/voices — sends a message to the VIP desk (a double click sends it once).
import type { VipVoice, VipVoiceRequest } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useVipVoiceSend() {
  return useMemberAction<VipVoiceRequest, VipVoice>((v, idempotencyKey) => apiClient.post('/api/vip/voices', v, { idempotencyKey }), { source: 'vip-voice' });
}
