// /shop/plus: the Plus products of the global membership content (main tiers, options, items),
// each with its price in 원 and what it gives; joining happens on the Plus pages. What the member
// holds is marked 이용 중, and each card's link says what the Plus pages offer them (plusCardOffer).
import styled from 'styled-components';
import type { GlobalMembership, PlusProduct } from '@hanpan/contracts';
import { EmptyState, ErrorState, formatKoreanMoney, formatMoney, Link, useGlobalMembership, type PortalRoute } from '@hanpan/platform';
import { useHeldPlus } from '../features/plus/hooks/useHeldPlus';
import { isHeldOffer, PLUS_CARD_LINK_TEXT, plusCardHref, plusCardOffers, type HeldPlus, type PlusCardOffer } from '../features/plus/lib/plusCardOffer';
import { ProductGridSkeleton } from '../features/catalog/components/ProductGrid';
import { ShopFrame } from '../features/shop/components/ShopFrame';
import { ShopSection } from '../features/shop/components/ShopSection';
import { Card } from '../features/catalog/components/ProductCard';
import { OwnedBadge } from '../features/catalog/components/OwnedAvatar';
import { productImageLoading } from '../features/catalog/lib/imageLoading';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(200px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.l};
  list-style: none;
  margin: 0;
  padding: 0;
  div {
    padding: ${({ theme }) => theme.space.m};
    display: grid;
    gap: 6px;
  }
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.s};
  }
  .price {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.money};
    font-size: ${({ theme }) => theme.fontSizes.m};
  }
`;

interface PlusCardsProps {
  products: readonly PlusProduct[];
  label: string;
  offerOf: (p: PlusProduct) => PlusCardOffer;
  firstOnPage?: boolean;
}

function PlusCards({ products, label, offerOf, firstOnPage = false }: PlusCardsProps) {
  if (products.length === 0) return <EmptyState message="지금 판매 중인 상품이 없습니다." />;
  return (
    <Grid aria-label={label}>
      {products.map((p, i) => {
        const offer = offerOf(p);
        return (
          <li key={p.code}>
            <Card>
              <img src={p.imageUrl} alt="" width={200} height={200} {...productImageLoading(i, firstOnPage)} />
              <div>
                <h3>
                  {p.name} {isHeldOffer(offer) && <OwnedBadge>이용 중</OwnedBadge>}
                </h3>
                {/* tiers and options are monthly; an item is bought once (its description says for how long) */}
                <p className="price">{p.type === 'ITEM' ? '' : '월 '}{formatMoney(p.price)}원</p>
                <p>{p.description}</p>
                {BigInt(p.monthlyBankbookMoney) > 0n && <p>통장 게임머니 {formatKoreanMoney(p.monthlyBankbookMoney)}</p>}
                {offer.kind === 'refused' && <p>같은 종류의 {offer.heldName} 옵션을 이용 중입니다.</p>}
                <Link to={plusCardHref(p, offer)} aria-label={`${p.name} ${PLUS_CARD_LINK_TEXT[offer.kind]}`}>
                  {PLUS_CARD_LINK_TEXT[offer.kind]}
                </Link>
              </div>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}

/** The three sections, each card saying what it offers a member holding `held`. */
function PlusCatalogue({ catalogue, held }: { catalogue: GlobalMembership; held: HeldPlus }) {
  const offerOf = plusCardOffers(catalogue, held);
  return (
    <>
      <ShopSection title="메인 멤버십">
        <PlusCards products={Object.values(catalogue.main).filter((p) => !p.code.startsWith('PM1'))} label="메인 멤버십" offerOf={offerOf} firstOnPage />
      </ShopSection>
      <ShopSection title="옵션 멤버십" note="메인 멤버십에 더해 가입합니다">
        <PlusCards products={Object.values(catalogue.option).flat()} label="옵션 멤버십" offerOf={offerOf} />
      </ShopSection>
      <ShopSection title="멤버십 아이템">
        <PlusCards products={catalogue.item} label="멤버십 아이템" offerOf={offerOf} />
      </ShopSection>
    </>
  );
}

export function ShopPlusPage({ route }: { route: PortalRoute }) {
  const { data, error, isPending, refetch } = useGlobalMembership();
  const held = useHeldPlus();
  return (
    <ShopFrame route={route}>
      {isPending ? (
        <ProductGridSkeleton count={4} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <PlusCatalogue catalogue={data} held={held} />
      )}
    </ShopFrame>
  );
}
