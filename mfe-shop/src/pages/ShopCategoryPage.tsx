// /shop/avatar, /shop/endorphin, /shop/item, /shop/money: one category of the global shop (the
// avatars by sub-store too: /shop/avatar?store=PLUS).
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { ErrorState, formatKoreanMoney, isLoggedIn, useGlobalShop, useHanpanStore, useSearchParams, NewWindowButton, type PortalRoute } from '@hanpan/platform';
import { AvatarShop } from '../features/catalog/components/AvatarShop';
import { FrequentAvatars } from '../features/catalog/components/FrequentAvatars';
import { ProductCard } from '../features/catalog/components/ProductCard';
import { ProductGrid } from '../features/catalog/components/ProductGrid';
import { chosenStore, STORE_PARAM, SubStoreFilter } from '../features/catalog/components/SubStoreFilter';
import { isJokerCatch } from '../features/catalog/lib/productInfo';
import { useProductBuy } from '../features/purchase/hooks/useProductBuy';
import { useShopPageEffects } from '../features/purchase/hooks/useShopPageEffects';
import { openShopPopup } from '../features/shop/components/ShopToolbar';
import { ShopFrame } from '../features/shop/components/ShopFrame';
import { ShopSection } from '../features/shop/components/ShopSection';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.l};
  padding: ${({ theme }) => theme.space.m};
  border-radius: ${({ theme }) => theme.radii.m};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.s};
`;

type Category = 'avatar' | 'endorphin' | 'item' | 'money';
const CATEGORY_OF_PATH: Record<string, Category> = { '/shop/avatar': 'avatar', '/shop/endorphin': 'endorphin', '/shop/item': 'item', '/shop/money': 'money' };

export function ShopCategoryPage({ route }: { route: PortalRoute }) {
  useShopPageEffects();
  const category = CATEGORY_OF_PATH[route.path] ?? 'avatar';
  const shop = useGlobalShop();
  const { buyOne, buyAvatars, pending } = useProductBuy();
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const shops = shop.data?.shops;
  const avatars = [...(shops?.AVATAR ?? []), ...(shops?.ENDORPHIN ?? [])];
  const [params] = useSearchParams();
  const store = category === 'avatar' ? chosenStore(shops?.AVATAR ?? [], params.get(STORE_PARAM)) : null;
  const avatarsShown = store ? shops?.AVATAR?.filter((p) => p.subStore === store) : shops?.AVATAR;
  const card = (p: ShopProduct) => (
    <ProductCard product={p} onBuy={() => void buyOne(p)} buying={pending} buyLabel={isJokerCatch(p) ? '조커 잡기 열기' : undefined} />
  );
  if (shop.error) {
    return (
      <ShopFrame route={route}>
        <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />
      </ShopFrame>
    );
  }
  return (
    <ShopFrame route={route}>
      {(category === 'avatar' || category === 'endorphin') && (
        <>
          {category === 'endorphin' && (
            <Note data-testid="endorphin-note">
              엔돌핀 아바타는 다른 아바타처럼 원화로 구매하며, 구매하면 표시된 만큼 엔돌핀을 드립니다.
              {shop.data && ` 엔돌핀 1은 게임머니 ${formatKoreanMoney(shop.data.endorphinUnitMoney)}의 가치가 있습니다.`}
            </Note>
          )}
          {category === 'avatar' && <SubStoreFilter avatars={shops?.AVATAR ?? []} store={store} path={route.path} />}
          <AvatarShop
            products={category === 'avatar' ? avatarsShown : shops?.ENDORPHIN}
            catalogue={avatars}
            label={route.pageInfo.title}
            onBuyOne={(p) => void buyOne(p)}
            onBuyChosen={(chosen) => void buyAvatars(chosen)}
            buying={pending}
          />
          {category === 'avatar' && loggedIn && (
            <ShopSection title="자주 구매한 아바타">
              <FrequentAvatars onBuy={(p) => void buyOne(p)} buying={pending} />
            </ShopSection>
          )}
        </>
      )}
      {category === 'item' && (
        <>
          <ProductGrid products={shops?.ITEM} label="기능성 아이템" renderCard={card} firstOnPage heading />
          <ShopSection title="미니게임" note="상품을 누르면 이벤트 안내와 당첨 머니를 볼 수 있습니다" testId="minigames">
            <ProductGrid products={shops?.MINIGAME} label="미니게임" renderCard={card} />
          </ShopSection>
        </>
      )}
      {category === 'money' && (
        <>
          {loggedIn && (
            <Note>
              한코인 충전과 하루 무료 충전은 충전 창에서 할 수 있습니다.{' '}
              <NewWindowButton size="s" variant="secondary" onClick={() => openShopPopup('charge')}>
                충전 창 열기
              </NewWindowButton>
            </Note>
          )}
          <ProductGrid products={shops?.MONEY} label="머니 상품" renderCard={card} firstOnPage heading />
        </>
      )}
    </ShopFrame>
  );
}
