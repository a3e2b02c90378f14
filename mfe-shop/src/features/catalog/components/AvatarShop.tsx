// Avatar shops (avatars, endorphin avatars): try one on over the member's current avatar, choose
// several and buy them in one order — an order with none chosen says '아바타를 선택해 주세요.'.
// Avatars the member owns show '보유 중' and cannot be chosen or bought again.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { Button, formatMoney, upTo } from '@hanpan/platform';
import { totalPrice } from '../../purchase/lib/purchaseGate';
import { useOwnedAvatars } from '../hooks/useOwnedAvatars';
import { AvatarPreview } from './AvatarPreview';
import { OwnedAvatarsUnknown } from './OwnedAvatar';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${upTo.narrow} {
    grid-template-columns: 1fr;
  }
`;
const Side = styled.div`
  position: sticky;
  top: 12px;
  display: grid;
  gap: ${({ theme }) => theme.space.m};
  ${upTo.narrow} {
    position: static;
    order: -1;
  }
`;
const OrderBar = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.l};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.l};
  p {
    margin: 0;
  }
`;

export interface AvatarShopProps {
  products: readonly ShopProduct[] | undefined;
  /** every avatar of the catalogue (to find the one the member wears) */
  catalogue: readonly ShopProduct[];
  label: string;
  onBuyOne(product: ShopProduct): void;
  onBuyChosen(products: readonly ShopProduct[]): void;
  buying?: boolean;
}

export function AvatarShop({ products, catalogue, label, onBuyOne, onBuyChosen, buying }: AvatarShopProps) {
  const [chosen, setChosen] = useState<string[]>([]);
  const [preview, setPreview] = useState<ShopProduct | null>(null);
  const buyChosen = useRef<HTMLButtonElement>(null);
  const owned = useOwnedAvatars();
  // one chosen before the inventory arrived (or bought in another window since) leaves the order
  const chosenProducts = (products ?? []).filter((p) => chosen.includes(p.code) && owned.ownership(p) !== 'owned');
  const toggle = (p: ShopProduct) => setChosen((c) => (c.includes(p.code) ? c.filter((x) => x !== p.code) : [...c, p.code]));
  return (
    <>
      <OwnedAvatarsUnknown owned={owned} />
      <Layout>
        <ProductGrid
          products={products}
          label={label}
          firstOnPage
          heading
          renderCard={(p) => (
            <ProductCard
              product={p}
              onBuy={onBuyOne}
              buying={buying}
              ownership={owned.ownership(p)}
              selected={chosenProducts.includes(p)}
              onToggleSelect={(x) => {
                toggle(x);
                setPreview(x);
              }}
              onPreview={setPreview}
            />
          )}
        />
        <Side>
          <AvatarPreview preview={preview} catalogue={catalogue} />
          <OrderBar aria-label="선택한 아바타">
            {/* read out as the choice changes */}
            <p aria-live="polite">
              선택한 아바타 <strong data-testid="chosen-count">{chosenProducts.length}개</strong> · 합계{' '}
              <strong>{formatMoney(totalPrice(chosenProducts))}원</strong>
            </p>
            <Button ref={buyChosen} block onClick={() => onBuyChosen(chosenProducts)} busy={buying || owned.checking}>
              선택한 아바타 구매
            </Button>
            {chosenProducts.length > 0 && (
              <Button
                block
                size="s"
                variant="text"
                onClick={() => {
                  setChosen([]);
                  // this button leaves with the choice: the focus stays in the order bar
                  buyChosen.current?.focus();
                }}
              >
                선택 모두 해제
              </Button>
            )}
          </OrderBar>
        </Side>
      </Layout>
    </>
  );
}
