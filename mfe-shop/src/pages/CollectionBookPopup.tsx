// /popup/collectionbook?id=N: one collection in detail — every avatar, owned or not (buy the missing
// ones here), the progress and the reward.
import { Button, EmptyState, ErrorState, formatKoreanMoney, Link, Skeleton, useGlobalShop, usePaymentResultRefresh, useSearchParams, type PortalRoute } from '@hanpan/platform';
import { idOfAddress } from '@hanpan/platform/address';
import { CollectionProgress } from '../features/collection-book/components/CollectionProgress';
import { RewardButton } from '../features/collection-book/components/RewardButton';
import { useCollectionBookMaster } from '../features/collection-book/hooks/useCollectionBookMaster';
import { useCollectionBookMasters } from '../features/collection-book/hooks/useCollectionBookMasters';
import { AvatarTiles } from '../features/catalog/components/AvatarTiles';
import { priceText } from '../features/catalog/lib/productInfo';
import { usePurchase } from '../features/purchase/hooks/usePurchase';
import { currentUrl } from '../features/purchase/lib/shopUrls';
import { PopupPage } from './RestrictPopup';

function Detail({ id }: { id: number }) {
  const book = useCollectionBookMaster(id);
  const shop = useGlobalShop();
  const { buy, pending } = usePurchase();
  if (book.isPending) return <Skeleton lines={6} label="컬렉션을 불러오는 중" />;
  if (book.error) return <ErrorState error={book.error} onRetry={() => void book.refetch()} />;
  const b = book.data;
  const products = [...(shop.data?.shops.AVATAR ?? []), ...(shop.data?.shops.ENDORPHIN ?? [])];
  return (
    <>
      <section aria-label={b.name}>
        <h2>{b.name}</h2>
        <p>{b.description}</p>
        <CollectionProgress owned={b.ownedCount} total={b.totalCount} name={b.name} />
        <p data-testid="collection-progress">
          {b.totalCount}개 중 {b.ownedCount}개 모음 · 완성 보상 게임머니 {formatKoreanMoney(b.rewardMoney)}
        </p>
        <RewardButton book={b} />
      </section>
      <AvatarTiles $layout="grid" aria-label="컬렉션 아바타">
        {b.avatars.map((a) => {
          const product = products.find((p) => p.code === a.code);
          return (
            <li key={a.code} data-owned={a.owned}>
              <img src={a.imageUrl} alt="" />
              <strong>{a.name}</strong>
              <br />
              {a.owned ? (
                '보유 중'
              ) : product ? (
                <Button size="s" onClick={() => void buy({ products: [product], itemType: 'A', returnUrl: currentUrl() })} disabled={pending} aria-label={`${a.name} 구매`}>
                  {priceText(product)} 구매
                </Button>
              ) : (
                '미보유'
              )}
            </li>
          );
        })}
      </AvatarTiles>
    </>
  );
}

function Index() {
  const { data, error, isPending, refetch } = useCollectionBookMasters();
  if (isPending) return <Skeleton lines={4} />;
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState message="아직 열린 컬렉션이 없습니다." />;
  return (
    <ul>
      {data.map((b) => (
        <li key={b.id}>
          <Link to={`/popup/collectionbook?id=${b.id}`}>{b.name}</Link> ({b.ownedCount}/{b.totalCount})
        </li>
      ))}
    </ul>
  );
}

export function CollectionBookPopup({ route }: { route: PortalRoute }) {
  usePaymentResultRefresh();
  const [params] = useSearchParams();
  const id = idOfAddress(params.get('id'));
  return (
    <PopupPage data-page={route.pageInfo.name} data-owner={route.owner}>
      <h1>{route.pageInfo.title}</h1>
      {id > 0 ? <Detail id={id} /> : <Index />}
    </PopupPage>
  );
}
