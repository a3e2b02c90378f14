// The member's avatar with the worn VIP mark, read from the member state (reloadable-state vipUser):
// after a mark change the state is refetched and the avatar follows without a reload.
import styled from 'styled-components';
import type { VipGrade } from '@hanpan/contracts';
import { useHanpanStore, useReloadableState } from '@hanpan/platform';
import { GRADE_COLORS } from '../../../common/styles';

const MARK_GRADES: Readonly<Record<string, VipGrade>> = { VIP_MINIMUM: 'MINIMUM', VIP_BUSINESS: 'BUSINESS', VIP_FIRST: 'FIRST', VIP_PREMIUM: 'PREMIUM' };
export const MARK_LABELS: Readonly<Record<string, string>> = {
  VIP_MINIMUM: '미니멈 VIP 마크',
  VIP_BUSINESS: '비즈니스 VIP 마크',
  VIP_FIRST: '퍼스트 VIP 마크',
  VIP_PREMIUM: '프리미엄 VIP 마크',
};

const Frame = styled.div<{ $size: number }>`
  position: relative;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: linear-gradient(135deg, #dbeafe, #c7d2fe);
  color: #1e3a8a;
  display: grid;
  place-items: center;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 700;
`;
export const MarkEmblem = styled.span<{ $color: string; $size?: number }>`
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size ?? 26}px;
  height: ${({ $size }) => $size ?? 26}px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  font-size: ${({ $size }) => Math.round(($size ?? 26) * 0.55)}px;
  border: 2px solid #fff;
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3);
`;
const Corner = styled.span`
  position: absolute;
  right: -4px;
  bottom: -4px;
  line-height: 0;
`;

export function markColor(code: string): string {
  return GRADE_COLORS[MARK_GRADES[code] ?? 'NONE'];
}

export function VipAvatar({ size = 64 }: { size?: number }) {
  const nickname = useHanpanStore((s) => s.member.nickname);
  const state = useReloadableState();
  const vipUser = state.data?.vipUser;
  const mark = typeof vipUser?.avatarMarkCode === 'string' ? vipUser.avatarMarkCode : null;
  const label = mark ? `${nickname}님의 아바타 (${MARK_LABELS[mark] ?? 'VIP 마크'} 착용)` : `${nickname}님의 아바타 (마크 없음)`;
  return (
    <Frame $size={size} role="img" aria-label={label} data-testid="vip-avatar" data-mark={mark ?? ''}>
      <span aria-hidden="true">{nickname.slice(0, 1) || '한'}</span>
      {mark && (
        <Corner aria-hidden="true">
          <MarkEmblem $color={markColor(mark)}>♛</MarkEmblem>
        </Corner>
      )}
    </Frame>
  );
}
