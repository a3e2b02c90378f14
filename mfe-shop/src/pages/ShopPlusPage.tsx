// /shop/plus: the Plus products of the global membership content (main tiers, options, items),
// each with its price in 원 and what it gives; joining happens on the Plus pages.
import styled from 'styled-components';
import type { PlusProduct } from '@hanpan/contracts';
import { EmptyState, ErrorState, formatKoreanMoney, formatMoney, Link, useGlobalMembership, type PortalRoute } from '@hanpan/platform';
import { ProductGridSkeleton } from '../features/catalog/components/ProductGrid';
import { ShopFrame } from '../features/shop/components/ShopFrame';
import { ShopSection } from '../features/shop/components/ShopSection';
import { Card } from '../features/catalog/components/ProductCard';
import { productImageLoading } from '../features/catalog/lib/imageLoading';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
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

function guidePath(p: PlusProduct): string {
  if (p.type === 'MAIN' && p.tier) return `/plus/guide/main/${p.tier}`;
  if (p.type === 'OPTION' && p.optionKey) return `/plus/guide/option/${p.optionKey}`;
  return '/plus/shop';
}

function PlusCards({ products, label, firstOnPage = false }: { products: readonly PlusProduct[]; label: string; firstOnPage?: boolean }) {
  if (products.length === 0) return <EmptyState message="지금 판매 중인 상품이 없습니다." />;
  return (
    <Grid aria-label={label}>
      {products.map((p, i) => (
        <li key={p.code}>
          <Card>
            <img src={p.imageUrl} alt="" width={200} height={200} {...productImageLoading(i, firstOnPage)} />
            <div>
              <h3>{p.name}</h3>
              <p className="price">월 {formatMoney(p.price)}원</p>
              <p>{p.description}</p>
              {BigInt(p.monthlyBankbookMoney) > 0n && <p>통장 게임머니 {formatKoreanMoney(p.monthlyBankbookMoney)}</p>}
              <Link to={guidePath(p)}>가입 안내 보기</Link>
            </div>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

export function ShopPlusPage({ route }: { route: PortalRoute }) {
  const { data, error, isPending, refetch } = useGlobalMembership();
  return (
    <ShopFrame route={route}>
      {isPending ? (
        <ProductGridSkeleton count={4} />
      ) : error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          <ShopSection title="메인 멤버십">
            <PlusCards products={Object.values(data.main).filter((p) => !p.code.startsWith('PM1'))} label="메인 멤버십" firstOnPage />
          </ShopSection>
          <ShopSection title="옵션 멤버십" note="메인 멤버십에 더해 가입합니다">
            <PlusCards products={Object.values(data.option).flat()} label="옵션 멤버십" />
          </ShopSection>
          <ShopSection title="멤버십 아이템">
            <PlusCards products={data.item} label="멤버십 아이템" />
          </ShopSection>
        </>
      )}
    </ShopFrame>
  );
}
