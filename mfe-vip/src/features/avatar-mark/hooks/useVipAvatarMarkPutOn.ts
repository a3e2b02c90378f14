// POST /api/vip/benefits/avatar-mark — puts a VIP avatar mark on; the member state and the avatar
// (every member-keyed query, other windows too) refresh without a reload.
import type { AvatarMark } from '@hanpan/contracts';
import { apiClient, useMutation } from '@hanpan/platform';
import { useVipChangeDone } from '../../../common/useVipChangeDone';

export function useVipAvatarMarkPutOn() {
  const done = useVipChangeDone();
  return useMutation({
    mutationFn: (avatarMarkCode: string) => apiClient.post<AvatarMark>('/api/vip/benefits/avatar-mark', { avatarMarkCode }),
    onSuccess: () => done('avatar-mark'),
  });
}
