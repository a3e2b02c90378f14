// Try an avatar on: the member's current avatar next to the one being looked at.
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { Button, isLoggedIn, useHanpanStore } from '@hanpan/platform';
import { useLoginHint } from '@hanpan/platform/member-action';
import { useCurrentAvatarId } from '../hooks/useCurrentAvatarId';
import { priceText } from '../lib/productInfo';

const Box = styled.aside`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space.m};
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  figure {
    margin: 0;
    text-align: center;
  }
  img,
  .empty {
    display: block;
    width: 100%;
    max-width: 160px;
    aspect-ratio: 1;
    margin: 0 auto 6px;
    border-radius: ${({ theme }) => theme.radii.l};
    background: #fff;
  }
  .empty {
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${({ theme }) => theme.fontSizes.s};
    border: 1px dashed ${({ theme }) => theme.colors.border};
  }
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  .arrow {
    font-size: 24px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

export interface AvatarPreviewProps {
  /** the avatar being tried on (null: nothing chosen yet) */
  preview: ShopProduct | null;
  /** the catalogue, to find the product of the current avatar */
  catalogue: readonly ShopProduct[];
}

export function AvatarPreview({ preview, catalogue }: AvatarPreviewProps) {
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const nickname = useHanpanStore((s) => s.member.nickname);
  const avatarId = useCurrentAvatarId();
  const loginHint = useLoginHint('내 아바타와 비교할 수 있습니다.');
  const current = avatarId === null ? undefined : catalogue.find((p) => p.avatarId === avatarId);
  return (
    <Box aria-label="아바타 미리보기" data-testid="avatar-preview">
      <figure>
        {current ? <img src={current.imageUrl} alt={`현재 아바타: ${current.name}`} /> : <div className="empty">{loggedIn ? '기본 아바타' : loginHint.step ? '확인 후 표시' : '로그인 전'}</div>}
        <figcaption>{loggedIn ? `${nickname || '내'} 현재 아바타${current ? ` · ${current.name}` : ''}` : loginHint.text}</figcaption>
        {loginHint.step && (
          <Button size="s" variant="secondary" onClick={loginHint.step.run}>
            {loginHint.step.button}
          </Button>
        )}
      </figure>
      <span className="arrow" aria-hidden="true">
        →
      </span>
      <figure>
        {preview ? <img src={preview.imageUrl} alt={`미리보기: ${preview.name}`} /> : <div className="empty">미리보기를 눌러 보세요</div>}
        {/* read out as the preview changes: it sits after the catalogue, away from the button pressed (QA) */}
        <figcaption aria-live="polite">{preview ? `미리보기: ${preview.name} · ${priceText(preview)}` : '입어 볼 아바타'}</figcaption>
      </figure>
    </Box>
  );
}
