// /product/:id — one product: what it is and gives, its price in 원, how many the member owns, and
// buying it (what is left of the monthly limit stands in the shop's header, as on every shop page). Mini-game items show their event (what one use
// can pay out) and can be used from here; Joker-catch opens its own popup for X/Z-Plus members.
// An unknown id is the 404 page (the API's 404 envelope shows it); without an id the page offers the
// BEST products to pick from.
import { useId } from 'react';
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  formatKoreanMoney,
  isApiError,
  isLoggedIn,
  matchRoutePath,
  Skeleton,
  upTo,
  useDocumentTitle,
  useGlobalShop,
  useHanpanStore,
  useLocation,
  useNavigate,
  useNotFoundPage,
  type PortalRoute,
} from '@hanpan/platform';
import { AvatarPreview } from '../features/catalog/components/AvatarPreview';
import { buyWord, OwnedAvatarButton, OwnedAvatarReason, OwnedAvatarsUnknown, OwnedBadge } from '../features/catalog/components/OwnedAvatar';
import { ProductCard } from '../features/catalog/components/ProductCard';
import { ProductGrid } from '../features/catalog/components/ProductGrid';
import { WearAvatarButton } from '../features/catalog/components/WearAvatarButton';
import { useItem } from '../features/catalog/hooks/useItem';
import { useOwnedAvatars } from '../features/catalog/hooks/useOwnedAvatars';
import { CATEGORY_NAMES, isAvatar, isJokerCatch, MEMBER_ONLY_AVATAR_RULE, priceText, productGives, subStoreName } from '../features/catalog/lib/productInfo';
import { PLUS_MEMBER_SUB_STORE } from '@hanpan/contracts/constants';
import { useItemUse } from '../features/inventory/hooks/useItemUse';
import { useProductBuy } from '../features/purchase/hooks/useProductBuy';
import { useShopPageEffects } from '../features/purchase/hooks/useShopPageEffects';
import { ShopFrame } from '../features/shop/components/ShopFrame';
import { ShopSection } from '../features/shop/components/ShopSection';

/** Product codes as the catalogue writes them: anything else cannot be a product. */
const PRODUCT_CODE = /^[A-Za-z0-9]{2,20}$/;

const Detail = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 340px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${upTo.mobile} {
    grid-template-columns: 1fr;
  }
  > img {
    width: 100%;
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.l};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  h2 {
    margin: 0 0 6px;
    font-size: 24px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 8px 16px;
    margin: ${({ theme }) => `${theme.space.l} 0`};
  }
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s};
`;
const Prizes = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.s};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 8px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: #fef3c7;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export function ProductPage({ route }: { route: PortalRoute }) {
  const location = useLocation();
  const navigate = useNavigate();
  const id = matchRoutePath(route.path, location.pathname)?.id ?? '';
  const valid = PRODUCT_CODE.test(id);
  const item = useItem(valid ? id : '');
  // the shop's layers wait for the product: never offered over the not-found page
  useShopPageEffects(id === '' || item.isSuccess);
  const shop = useGlobalShop();
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  const { buyOne, pending } = useProductBuy();
  const use = useItemUse();
  const ownedAvatars = useOwnedAvatars();
  const reasonId = useId();
  // every product had the title '상품 상세 | 한판': the product's name once it is known
  useDocumentTitle(valid && !item.error ? item.data?.product.name : null);

  useNotFoundPage(id !== '' && !valid);

  const body = () => {
    if (id === '') {
      return (
        <>
          <p>상품을 골라 주세요. 자세한 정보와 보유 수량을 보여 드립니다.</p>
          <ProductGrid
            products={shop.data?.shops.BEST}
            label="BEST 상품"
            renderCard={(p) => <ProductCard product={p} onBuy={() => navigate(`/product/${encodeURIComponent(p.code)}`)} buyLabel="자세히" />}
          />
        </>
      );
    }
    if (!valid) return <Skeleton lines={6} />;
    if (item.isPending) return <Skeleton lines={8} label="상품 정보를 불러오는 중" />;
    // A 404 shows the 404 page by itself; anything else can be retried here.
    if (item.error) return isApiError(item.error) && item.error.kind === 'notFound' ? null : <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
    const { product: p, ownedQuantity, miniGame, useUrl, usableItemId } = item.data;
    const catalogue = [...(shop.data?.shops.AVATAR ?? []), ...(shop.data?.shops.ENDORPHIN ?? [])];
    const ownership = ownedAvatars.ownership(p);
    const owned = ownership === 'owned';
    return (
      <>
        <Detail data-testid="product-detail">
          {isAvatar(p) ? <AvatarPreview preview={p} catalogue={catalogue} /> : <img src={p.imageUrl} alt="" width={340} height={340} />}
          <div>
            <h2>
              {p.name} {owned && <OwnedBadge data-testid="owned-badge">보유 중</OwnedBadge>}
            </h2>
            <p>{p.description}</p>
            <dl>
              <dt>분류</dt>
              <dd>{CATEGORY_NAMES[p.category]}</dd>
              <dt>가격</dt>
              <dd data-testid="product-price">{priceText(p)}</dd>
              <dt>구매하면</dt>
              <dd>{productGives(p).join(', ')}</dd>
              {loggedIn && (
                <>
                  <dt>보유</dt>
                  <dd data-testid="owned-quantity">{ownedQuantity}개</dd>
                </>
              )}
            </dl>
            {isJokerCatch(p) && <p>조커 잡기는 X-Plus 이상 플러스 가입자만 구매하고 이용할 수 있습니다.</p>}
            {/* said before 구매, as the cards' badge does (QA: only the refusal said it) */}
            {p.subStore === PLUS_MEMBER_SUB_STORE && (
              <p data-testid="member-only-note">
                <strong>{subStoreName(p.subStore)}</strong> · {MEMBER_ONLY_AVATAR_RULE}
              </p>
            )}
            <Actions>
              {owned ? (
                <>
                  <OwnedAvatarButton name={p.name} reasonId={reasonId} size="l" />
                  <WearAvatarButton avatar={p} size="l" />
                </>
              ) : (
                <Button size="l" onClick={() => void buyOne(p)} busy={pending || ownership === 'checking'}>
                  {buyWord(ownership, isJokerCatch(p) ? '조커 잡기 열기' : `${priceText(p)} 구매`)}
                </Button>
              )}
              {useUrl && usableItemId !== null && !isJokerCatch(p) && (
                <Button size="l" variant="secondary" onClick={() => void use({ id: usableItemId, name: p.name, useUrl, useType: useUrl.includes('/membership') ? 'MEMBERSHIP' : 'ITEM' })}>
                  보유 아이템 사용
                </Button>
              )}
              {owned && <OwnedAvatarReason id={reasonId} />}
              {isAvatar(p) && <OwnedAvatarsUnknown owned={ownedAvatars} />}
            </Actions>
          </div>
        </Detail>
        {miniGame && (
          <ShopSection title={`${miniGame.eventName} 이벤트`} note="이용권 1개로 한 번 참여합니다" testId="minigame-event">
            <p>보관함의 이용권을 사용하면 아래 게임머니 중 하나에 당첨됩니다. 당첨 머니는 바로 보유 머니에 들어가며, 보유 한도를 넘는 만큼은 초과 머니 보관함에 보관됩니다.</p>
            <Prizes aria-label="당첨 가능 머니">
              {miniGame.prizes.map((m, i) => (
                <li key={`${m}-${i}`}>게임머니 {formatKoreanMoney(m)}</li>
              ))}
            </Prizes>
          </ShopSection>
        )}
      </>
    );
  };
  return <ShopFrame route={route}>{body()}</ShopFrame>;
}
