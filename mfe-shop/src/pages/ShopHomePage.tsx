// /shop: BEST, the sub-stores (SEASON, the Plus members' PLUS), the member's frequent purchases and inventory (/shop#inventory:
// the personal zone's 아이템 count leads there — QA: a newcomer never found it at the bottom).
import { useEffect } from 'react';
import { SHOP_INVENTORY_ID } from '@hanpan/contracts/constants';
import { ErrorState, isLoggedIn, Link, useGlobalShop, useHanpanStore, useLocation, type PortalRoute } from '@hanpan/platform';
import { FrequentAvatars } from '../features/catalog/components/FrequentAvatars';
import { useOwnedAvatars } from '../features/catalog/hooks/useOwnedAvatars';
import { OwnedAvatarsUnknown } from '../features/catalog/components/OwnedAvatar';
import { ProductCard } from '../features/catalog/components/ProductCard';
import { ProductGrid } from '../features/catalog/components/ProductGrid';
import { subStoreName, subStoreNote } from '../features/catalog/lib/productInfo';
import { MyItems } from '../features/inventory/components/MyItems';
import { useProductBuy } from '../features/purchase/hooks/useProductBuy';
import { useShopPageEffects } from '../features/purchase/hooks/useShopPageEffects';
import { ShopFrame } from '../features/shop/components/ShopFrame';
import { ShopSection } from '../features/shop/components/ShopSection';

export function ShopHomePage({ route }: { route: PortalRoute }) {
  useShopPageEffects();
  const shop = useGlobalShop();
  const { buyOne, pending } = useProductBuy();
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const owned = useOwnedAvatars();
  const { hash } = useLocation();
  const shown = shop.data !== undefined;
  useEffect(() => {
    // again once the catalogue above it is in (it pushes the inventory down)
    const section = hash === `#${SHOP_INVENTORY_ID}` ? document.getElementById(SHOP_INVENTORY_ID) : null;
    section?.scrollIntoView({ block: 'start' });
    section?.focus({ preventScroll: true });
  }, [hash, shown, loggedIn]);
  const card = (p: Parameters<typeof buyOne>[0]) => <ProductCard product={p} onBuy={() => void buyOne(p)} buying={pending} ownership={owned.ownership(p)} />;
  return (
    <ShopFrame route={route}>
      {shop.error ? (
        <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <>
          <OwnedAvatarsUnknown owned={owned} />
          <ShopSection title="BEST 상품" note="가장 많이 찾는 상품">
            <ProductGrid products={shop.data?.shops.BEST} label="BEST 상품" renderCard={card} firstOnPage />
          </ShopSection>
          {Object.entries(shop.data?.subStore ?? {}).map(([key, products]) => (
            <ShopSection key={key} title={`${subStoreName(key)} 상품`} note={subStoreNote(key)} testId={`sub-store-${key}`}>
              <ProductGrid products={products} label={`${subStoreName(key)} 상품`} renderCard={card} />
            </ShopSection>
          ))}
        </>
      )}
      {loggedIn && (
        <>
          <ShopSection title="자주 구매한 아바타">
            <FrequentAvatars onBuy={(p) => void buyOne(p)} buying={pending} />
          </ShopSection>
          <ShopSection title="내 보관함" id={SHOP_INVENTORY_ID} note={<Link to="/collectionBook">컬렉션북에서 모은 아바타 보기</Link>}>
            <MyItems />
          </ShopSection>
        </>
      )}
    </ShopFrame>
  );
}
