// The shop catalogue for the mobile site: one category (or BEST) as a compact list with price in
// 원, what each gives and a buy button running the same purchase gate as the PC shop (login,
// partner macOS, avatar choice, remaining limit, the payment page). An avatar the member owns shows
// '보유 중' instead of the buy button, with the reason, and 착용하기 (착용 중 on the one worn now). A
// payment completed in the popup says so.
import { useId } from 'react';
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { Button, EmptyState, ErrorState, Link, Skeleton, useGlobalShop } from '@hanpan/platform';
import { buyWord, OwnedAvatarButton, OwnedAvatarReason, OwnedAvatarsUnknown } from '../features/catalog/components/OwnedAvatar';
import { WearAvatarButton } from '../features/catalog/components/WearAvatarButton';
import { useOwnedAvatars } from '../features/catalog/hooks/useOwnedAvatars';
import { isAvatar, priceText, productGives, subStoreName } from '../features/catalog/lib/productInfo';
import { usePaymentCompletedTooltip } from '../features/purchase/hooks/usePaymentCompletedTooltip';
import { useProductBuy } from '../features/purchase/hooks/useProductBuy';
import { productImageLoading } from '../features/catalog/lib/imageLoading';

export interface MobileShopCatalogueProps {
  /** global shop key: BEST (default), AVATAR, ITEM, MONEY, ENDORPHIN, MINIGAME */
  category?: string;
  /** at most this many products (default all) */
  limit?: number;
  /** called after the payment page opened for a product */
  onPurchaseStarted?: (product: ShopProduct) => void;
  /** where a product's name links (e.g. its detail page); none: plain text */
  productHref?: (product: ShopProduct) => string;
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  /* the text keeps at least 8rem: on a phone zoomed to 150–200% the button (then the text) goes to
     the next line instead (QA: a grid left the text 11 px, one character a line) */
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    align-items: center;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div {
    flex: 1 1 8rem;
    min-width: 0;
  }
  img {
    flex: none;
    width: 64px;
    height: 64px;
    border-radius: ${({ theme }) => theme.radii.m};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: inherit;
  }
  .price {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.money};
  }
  .store {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function MobileShopCatalogue({ category = 'BEST', limit, onPurchaseStarted, productHref }: MobileShopCatalogueProps) {
  usePaymentCompletedTooltip();
  const shop = useGlobalShop();
  const { buyOne, pending } = useProductBuy();
  const owned = useOwnedAvatars();
  const reasonId = useId();
  if (shop.isPending) return <Skeleton lines={4} label="상품을 불러오는 중" />;
  if (shop.error) return <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />;
  const products = (shop.data.shops[category.toUpperCase()] ?? []).slice(0, limit);
  if (products.length === 0) return <EmptyState message="지금 판매 중인 상품이 없습니다. 다른 분류를 둘러보세요." />;
  const buy = async (p: ShopProduct) => {
    const outcome = await buyOne(p);
    if (outcome === 'opened' || outcome === 'redirected') onPurchaseStarted?.(p);
  };
  return (
    <>
      {products.some(isAvatar) && <OwnedAvatarsUnknown owned={owned} />}
      {/* the mobile site has no 보관함 (SPEC's mobile pages): said where what goes there is used (QA: a phone-only player could not find it) */}
      {products.some((p) => p.kind === 'I') && (
        <p data-testid="mobile-shop-inventory-note">보관함에 들어가는 아이템과 이용권은 PC 버전 상점의 ‘내 보관함’에서 사용할 수 있습니다.</p>
      )}
      <List aria-label="모바일 상점 상품" data-testid="mobile-shop-catalogue">
        {products.map((p, i) => {
          const ownership = owned.ownership(p);
          const ownedId = ownership === 'owned' ? `${reasonId}-${p.code}` : null;
          const word = buyWord(ownership, '구매');
          return (
            <li key={p.code}>
              {/* the page's list: its first items are in the first screen */}
              <img src={p.imageUrl} alt="" width={64} height={64} {...productImageLoading(i, true)} />
              <div>
                <p>
                  <strong>{productHref ? <Link to={productHref(p)}>{p.name}</Link> : p.name}</strong>
                </p>
                {/* '플러스 전용': sold to Plus members only, as on PC */}
                {p.subStore && <p className="store">{subStoreName(p.subStore)}</p>}
                <p className="price">{priceText(p)}</p>
                <p>{productGives(p).join(' · ')}</p>
                {ownedId && <OwnedAvatarReason id={ownedId} />}
              </div>
              {ownedId ? (
                <>
                  <OwnedAvatarButton name={p.name} reasonId={ownedId} />
                  <WearAvatarButton avatar={p} />
                </>
              ) : (
                <Button size="s" onClick={() => void buy(p)} disabled={pending} busy={ownership === 'checking'} aria-label={`${p.name} ${word}`}>
                  {word}
                </Button>
              )}
            </li>
          );
        })}
      </List>
    </>
  );
}
