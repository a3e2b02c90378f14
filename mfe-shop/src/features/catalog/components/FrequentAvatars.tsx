// Avatars the member bought most often (members only), to buy again in one click.
import type { ShopProduct } from '@hanpan/contracts';
import { Button, EmptyState, ErrorState, Skeleton } from '@hanpan/platform';
import { useFrequentAvatars } from '../hooks/useFrequentAvatars';
import { priceText } from '../lib/productInfo';
import { AvatarTiles } from './AvatarTiles';

export function FrequentAvatars({ onBuy, buying }: { onBuy(product: ShopProduct): void; buying?: boolean }) {
  const { data, error, isPending, refetch } = useFrequentAvatars('PC');
  if (isPending) return <Skeleton lines={2} label="자주 구매한 아바타를 불러오는 중" />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState message="아직 구매한 아바타가 없습니다. 아바타를 구매하면 여기에서 다시 쉽게 살 수 있습니다." />;
  return (
    <AvatarTiles $layout="row" aria-label="자주 구매한 아바타" data-testid="frequent-avatars">
      {data.map(({ product, purchaseCount }) => (
        <li key={product.code}>
          <img src={product.imageUrl} alt="" width={150} height={150} />
          <p>
            <strong>{product.name}</strong>
            <br />
            {priceText(product)} · {purchaseCount}회 구매
          </p>
          <Button size="s" onClick={() => onBuy(product)} disabled={buying} aria-label={`${product.name} 다시 구매`}>
            다시 구매
          </Button>
        </li>
      ))}
    </AvatarTiles>
  );
}
