// PUT /api/vip/benefits/avatar-mark — Takes the VIP avatar mark off.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { AvatarMarkRequestSchema, AvatarMarkSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useVipAvatarMarkTakeOff() {
  const memberNo = useQueryMemberNo();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: Static<typeof AvatarMarkRequestSchema>) => apiClient.put<Static<typeof AvatarMarkSchema>>('/api/vip/benefits/avatar-mark', v),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.member(memberNo) }),
  });
}
