// PUT /api/avatar/worn — 착용하기: the member puts on an avatar they hold. A member action (one
// Idempotency-Key per click, the member's data read again after it — the worn avatar of the reloadable
// state, here and in the other windows); done, the page says '…을(를) 착용했습니다.' in a tooltip. A refusal
// (not held any more, 422) or a lost answer is said as the shop's other actions say theirs.
import type { AvatarWearRequest, AvatarWearResult, ShopProduct } from '@hanpan/contracts';
import { withParticle } from '@hanpan/contracts/korean';
import { apiClient, hanpanStore } from '@hanpan/platform';
import { useMemberAction } from '@hanpan/platform/member-action';
import { alertShopActionError } from '../../../lib/alertShopActionError';

/** What the page says once it is worn. */
export const wornText = (name: string) => `${withParticle(name, '을')} 착용했습니다.`;

export function useAvatarWear(): (avatar: Pick<ShopProduct, 'code' | 'name'>) => Promise<void> {
  const action = useMemberAction<AvatarWearRequest, AvatarWearResult>(
    (body, idempotencyKey) => apiClient.put<AvatarWearResult>('/api/avatar/worn', body, { idempotencyKey }),
    { source: 'avatar-wear' },
  );
  return async (avatar) => {
    try {
      const r = await action.mutateAsync({ avatarCode: avatar.code });
      hanpanStore.getState().showTooltip(wornText(r.name));
    } catch (e) {
      await alertShopActionError(e, {
        header: '아바타 착용',
        lost: { unsure: `${withParticle(avatar.name, '을')} 착용했는지`, check: '착용 중인 아바타를' },
        failed: '아바타를 착용하지 못했습니다. 잠시 후 다시 시도해 주세요.',
      });
    }
  };
}
