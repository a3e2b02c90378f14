// A list of products with its loading skeleton and an empty state that says what to do.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { EmptyState, SkeletonBlock, upTo, VisuallyHidden } from '@hanpan/platform';
import { productImageLoading, ImageLoadingProvider } from '../lib/imageLoading';

export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(180px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.l};
  list-style: none;
  margin: 0;
  padding: 0;
  ${upTo.smallPhone} {
    grid-template-columns: repeat(2, 1fr);
    gap: ${({ theme }) => theme.space.s};
  }
`;

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid role="status" aria-busy="true">
      <VisuallyHidden>상품을 불러오는 중</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} aria-hidden="true">
          <SkeletonBlock $height="180px" $radius="12px" />
          <SkeletonBlock $height="16px" $width="70%" style={{ marginTop: 8 }} />
          <SkeletonBlock $height="14px" $width="40%" style={{ marginTop: 6 }} />
        </li>
      ))}
    </Grid>
  );
}

export interface ProductGridProps {
  products: readonly ShopProduct[] | undefined;
  label: string;
  renderCard(product: ShopProduct): ReactNode;
  emptyMessage?: ReactNode;
  /** the first grid of the page: its first row's images are not lazy */
  firstOnPage?: boolean;
  /** a grid right under the page's h1: `label` as a (visually hidden) h2, so the cards' h3 follow an h2 */
  heading?: boolean;
}

export function ProductGrid({ products, label, renderCard, emptyMessage, firstOnPage = false, heading = false }: ProductGridProps) {
  if (!products) return <ProductGridSkeleton />;
  if (products.length === 0) return <EmptyState message={emptyMessage ?? '지금 판매 중인 상품이 없습니다. 다른 분류를 둘러보세요.'} />;
  return (
    <>
      {heading && <VisuallyHidden as="h2">{label}</VisuallyHidden>}
      <Grid aria-label={label}>
        {products.map((p, i) => (
          <li key={p.code}>
            <ImageLoadingProvider value={productImageLoading(i, firstOnPage)}>{renderCard(p)}</ImageLoadingProvider>
          </li>
        ))}
      </Grid>
    </>
  );
}
