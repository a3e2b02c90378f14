// The member's avatar as every area draws it (personal zone, VIP pages): the nickname's first
// letter, and the worn VIP mark (vipUser.avatarMarkCode, SPEC §6) in the corner in its grade colour.
import styled from 'styled-components';
import type { VipGrade } from '@hanpan/contracts';

/** VIP grade colours: text on white and white on them both keep a 4.5:1 contrast. */
export const VIP_GRADE_COLORS: Readonly<Record<VipGrade, string>> = {
  NONE: '#4b5563',
  MINIMUM: '#0f766e',
  BUSINESS: '#1d4ed8',
  FIRST: '#6d28d9',
  PREMIUM: '#92400e',
};

const MARK_GRADES: Readonly<Record<string, VipGrade>> = { VIP_MINIMUM: 'MINIMUM', VIP_BUSINESS: 'BUSINESS', VIP_FIRST: 'FIRST', VIP_PREMIUM: 'PREMIUM' };

export const VIP_MARK_LABELS: Readonly<Record<string, string>> = {
  VIP_MINIMUM: '미니멈 VIP 마크',
  VIP_BUSINESS: '비즈니스 VIP 마크',
  VIP_FIRST: '퍼스트 VIP 마크',
  VIP_PREMIUM: '프리미엄 VIP 마크',
};

export function vipMarkColor(code: string): string {
  return VIP_GRADE_COLORS[MARK_GRADES[code] ?? 'NONE'];
}

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
export const VipMarkEmblem = styled.span<{ $color: string; $size?: number }>`
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

export interface MemberAvatarProps {
  nickname: string;
  /** vipUser.avatarMarkCode; null or empty: no mark worn */
  markCode?: string | null;
  size?: number;
  testId?: string;
}

// the mark is ★ (Pretendard draws it); ♛ is in no font the pages load: a box, or a system font's
export function MemberAvatar({ nickname, markCode, size = 64, testId = 'member-avatar' }: MemberAvatarProps) {
  const mark = markCode ? markCode : null;
  const label = mark ? `${nickname}님의 아바타 (${VIP_MARK_LABELS[mark] ?? 'VIP 마크'} 착용)` : `${nickname}님의 아바타 (마크 없음)`;
  return (
    <Frame $size={size} role="img" aria-label={label} data-testid={testId} data-mark={mark ?? ''}>
      {/* the first character as seen, not half of one (an emoji is two UTF-16 units: QA saw a broken box) */}
      <span aria-hidden="true">{Array.from(nickname)[0] ?? '한'}</span>
      {mark && (
        <Corner aria-hidden="true">
          <VipMarkEmblem $color={vipMarkColor(mark)} $size={Math.max(18, Math.round(size * 0.4))}>★</VipMarkEmblem>
        </Corner>
      )}
    </Frame>
  );
}
