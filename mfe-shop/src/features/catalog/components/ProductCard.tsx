// One product of the shop: image, Korean name, price in 원 and what it gives; the buy button (and,
// for avatars, choosing it for a multi-avatar order and previewing it on the member's avatar). An
// avatar the member owns shows '보유 중' instead of the buy button, with the reason, and 착용하기 (착용 중
// on the one worn now).
import { useId } from 'react';
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { Button, Link } from '@hanpan/platform';
import { useImageLoading } from '../lib/imageLoading';
import { isAvatar, isJokerCatch, isMiniGame, priceText, productGives, subStoreName } from '../lib/productInfo';
import { productPath } from '../../purchase/lib/shopUrls';
import type { Ownership } from '../hooks/useOwnedAvatars';
import { buyWord, OwnedAvatarButton, OwnedAvatarReason, OwnedBadge } from './OwnedAvatar';
import { WearAvatarButton } from './WearAvatarButton';

export const Card = styled.article<{ $selected?: boolean }>`
  display: flex;
  flex-direction: column;
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.l};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;
const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: ${({ theme }) => theme.space.m};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.l};
  }
  h3 a {
    color: inherit;
    text-decoration: none;
  }
`;
const Price = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.money};
`;
const Gives = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    padding: 2px 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
`;
const Badges = styled.div`
  display: flex;
  gap: 4px;
  span {
    font-size: 11px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    padding: 1px 6px;
    border-radius: ${({ theme }) => theme.radii.s};
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.onDanger};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: auto;
  padding-top: 6px;
`;

export interface ProductCardProps {
  product: ShopProduct;
  onBuy(product: ShopProduct): void;
  buying?: boolean;
  /** avatar shops: the product is part of the multi-avatar order */
  selected?: boolean;
  onToggleSelect?(product: ShopProduct): void;
  onPreview?(product: ShopProduct): void;
  /** custom label of the main button (e.g. '조커 잡기 열기') */
  buyLabel?: string;
  /** an avatar the member owns for good ('보유 중', not for sale again), or still being checked (the buy button waits) */
  ownership?: Ownership;
}

export function ProductCard({ product: p, onBuy, buying, selected, onToggleSelect, onPreview, buyLabel, ownership = 'for-sale' }: ProductCardProps) {
  const avatar = isAvatar(p);
  const ownedAvatar = ownership === 'owned';
  const word = buyWord(ownership, buyLabel ?? '구매');
  const reasonId = useId();
  const { loading, fetchPriority } = useImageLoading();
  return (
    <Card $selected={selected} data-testid={`product-${p.code}`} aria-label={p.name}>
      <img src={p.imageUrl} alt="" width={240} height={240} loading={loading} fetchPriority={fetchPriority} />
      <Body>
        {(p.best || p.subStore || ownedAvatar) && (
          <Badges>
            {ownedAvatar && <OwnedBadge data-testid="owned-badge">보유 중</OwnedBadge>}
            {p.best && <span>BEST</span>}
            {p.subStore && <span>{subStoreName(p.subStore)}</span>}
          </Badges>
        )}
        <h3>
          <Link to={productPath(p)}>{p.name}</Link>
        </h3>
        <Price>{priceText(p)}</Price>
        <Gives aria-label="구매 시 지급">
          {productGives(p).map((g) => (
            <li key={g}>{g}</li>
          ))}
        </Gives>
        <Actions>
          {ownedAvatar ? (
            <>
              <OwnedAvatarButton name={p.name} reasonId={reasonId} />
              <WearAvatarButton avatar={p} />
            </>
          ) : (
            <Button size="s" onClick={() => onBuy(p)} busy={buying || ownership === 'checking'} aria-label={word.includes(p.name) ? word : `${p.name} ${word}`}>
              {word}
            </Button>
          )}
          {isMiniGame(p) && !isJokerCatch(p) && (
            <Link to={productPath(p)} aria-label={`${p.name} 이벤트 안내`} style={{ alignSelf: 'center', fontSize: 13 }}>
              이벤트 안내
            </Link>
          )}
          {avatar && onPreview && (
            <Button size="s" variant="secondary" onClick={() => onPreview(p)} aria-label={`${p.name} 미리보기`}>
              미리보기
            </Button>
          )}
          {avatar && onToggleSelect && !ownedAvatar && (
            <Button size="s" variant="secondary" aria-pressed={!!selected} onClick={() => onToggleSelect(p)} aria-label={`${p.name} 선택`}>
              {/* the name stays '… 선택' (one pressed toggle, QA); the words shown are in it (WCAG 2.5.3), the mark is not read */}
              {selected && <span aria-hidden="true">✓ </span>}선택
            </Button>
          )}
          {ownedAvatar && <OwnedAvatarReason id={reasonId} />}
        </Actions>
      </Body>
    </Card>
  );
}
