// 착용하기 beside '보유 중' on an avatar the member holds (cards, frequent avatars, the product page,
// the mobile catalogue, 보관함); the one worn now reads '착용 중' and does nothing. One button all along,
// aria-disabled rather than disabled: the 착용하기 pressed turns into 착용 중 once the member state is
// read again, and keeps the focus (a disabled or another button would drop it to the page).
import type { ShopProduct } from '@hanpan/contracts';
import { ActionButton, type ButtonSize } from '@hanpan/platform';
import { useAvatarWear } from '../hooks/useAvatarWear';
import { useCurrentAvatarId } from '../hooks/useCurrentAvatarId';

export interface WearAvatarButtonProps {
  avatar: Pick<ShopProduct, 'code' | 'name' | 'avatarId'>;
  size?: ButtonSize;
}

export function WearAvatarButton({ avatar, size = 's' }: WearAvatarButtonProps) {
  const wear = useAvatarWear();
  const worn = useCurrentAvatarId();
  const isWorn = avatar.avatarId !== null && avatar.avatarId === worn;
  return (
    <ActionButton
      size={size}
      variant="secondary"
      action={`shop.avatar.wear.${avatar.code}`}
      onAction={() => (isWorn ? Promise.resolve() : wear(avatar))}
      aria-label={`${avatar.name} ${isWorn ? '착용 중' : '착용하기'}`}
      data-testid={isWorn ? 'avatar-worn' : 'avatar-wear'}
      {...(isWorn && { 'aria-disabled': true })}
    >
      {isWorn ? '착용 중' : '착용하기'}
    </ActionButton>
  );
}
