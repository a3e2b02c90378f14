// PUT /api/vip/benefits/avatar-mark — takes the worn VIP avatar mark off; member state and avatar refresh.
import type { AvatarMark } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useVipAvatarMarkTakeOff() {
  return useMemberAction<string, AvatarMark>((avatarMarkCode) => apiClient.put('/api/vip/benefits/avatar-mark', { avatarMarkCode }), { source: 'vip-avatar-mark' });
}
