// Avatars the member bought most often (members only), to buy again in one click — unless the member
// still owns it ('보유 중': an avatar is bought once, so the empty text promises no rebuy; 착용하기 puts
// it on again).
import { useId } from 'react';
import type { ShopProduct } from '@hanpan/contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@hanpan/platform';
import { useFrequentAvatars } from '../hooks/useFrequentAvatars';
import { useOwnedAvatars } from '../hooks/useOwnedAvatars';
import { priceText } from '../lib/productInfo';
import { AvatarTiles } from './AvatarTiles';
import { buyWord, OwnedAvatarButton, OwnedAvatarReason } from './OwnedAvatar';
import { WearAvatarButton } from './WearAvatarButton';

export function FrequentAvatars({ onBuy, buying }: { onBuy(product: ShopProduct): void; buying?: boolean }) {
  const { data, error, isPending, refetch } = useFrequentAvatars('PC');
  const owned = useOwnedAvatars();
  const reasonId = useId();
  if (isPending) return <Skeleton lines={2} label="자주 구매한 아바타를 불러오는 중" />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState message="아직 상점에서 구매한 아바타가 없습니다. 구매한 아바타는 여기에 많이 산 순서로 모입니다." />;
  return (
    <AvatarTiles $layout="row" aria-label="자주 구매한 아바타" data-testid="frequent-avatars">
      {data.map(({ product, purchaseCount }) => {
        const ownership = owned.ownership(product);
        const word = buyWord(ownership, '다시 구매');
        return (
          <li key={product.code}>
            <img src={product.imageUrl} alt="" width={150} height={150} />
            <p>
              <strong>{product.name}</strong>
              <br />
              {priceText(product)} · {purchaseCount}회 구매
            </p>
            {ownership === 'owned' ? (
              <>
                <OwnedAvatarButton name={product.name} reasonId={`${reasonId}-${product.code}`} />{' '}
                <WearAvatarButton avatar={product} />
                <OwnedAvatarReason id={`${reasonId}-${product.code}`} />
              </>
            ) : (
              <Button size="s" onClick={() => onBuy(product)} busy={buying || ownership === 'checking'} aria-label={`${product.name} ${word}`}>
                {word}
              </Button>
            )}
          </li>
        );
      })}
    </AvatarTiles>
  );
}
