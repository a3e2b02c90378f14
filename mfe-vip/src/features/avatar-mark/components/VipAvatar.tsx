// The member's avatar with the worn VIP mark, read from the member state (reloadable-state vipUser):
// after a mark change the state is refetched and the avatar follows without a reload. The drawing is
// the platform's MemberAvatar, the same one the personal zone shows.
import { MemberAvatar, useHanpanStore, useReloadableState } from '@hanpan/platform';

export function VipAvatar({ size = 64 }: { size?: number }) {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const state = useReloadableState();
  const code = state.data?.vipUser?.avatarMarkCode;
  return <MemberAvatar nickname={nickname} markCode={typeof code === 'string' ? code : null} size={size} testId="vip-avatar" />;
}
