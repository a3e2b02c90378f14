// PUT /api/vip/benefits/avatar-mark — takes the worn VIP avatar mark off; member state and avatar refresh.
import type { AvatarMark } from '@hanpan/contracts';
import { apiClient, useMutation } from '@hanpan/platform';
import { useVipChangeDone } from '../../../common/useVipChangeDone';

export function useVipAvatarMarkTakeOff() {
  const done = useVipChangeDone();
  return useMutation({
    mutationFn: (avatarMarkCode: string) => apiClient.put<AvatarMark>('/api/vip/benefits/avatar-mark', { avatarMarkCode }),
    onSuccess: () => done('avatar-mark'),
  });
}
