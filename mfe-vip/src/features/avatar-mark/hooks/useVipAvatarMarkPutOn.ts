// POST /api/vip/benefits/avatar-mark — puts a VIP avatar mark on; the member state and the avatar
// (every member-keyed query, other windows too) refresh without a reload. (Wearing a mark twice is
// the same mark worn: the route needs no Idempotency-Key and ignores it.)
import type { AvatarMark } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';

export function useVipAvatarMarkPutOn() {
  return useMemberAction<string, AvatarMark>((avatarMarkCode) => apiClient.post('/api/vip/benefits/avatar-mark', { avatarMarkCode }), { source: 'vip-avatar-mark' });
}
