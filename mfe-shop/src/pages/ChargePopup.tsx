// /popup/charge (550x840): free recharge, hancoin and game-money products — the paid ones through
// the payment sandbox with the remaining monthly limit. Results refresh this window without reload.
import styled from 'styled-components';
import type { ShopProduct } from '@hanpan/contracts';
import { Button, ErrorState, Skeleton, useGlobalShop, type PortalRoute } from '@hanpan/platform';
import { priceText, productGives } from '../features/catalog/lib/productInfo';
import { FreeChargePanel } from '../features/charge/components/FreeChargePanel';
import { HancoinChargePanel } from '../features/charge/components/HancoinChargePanel';
import { useFreeChargeStatus } from '../features/charge/hooks/useFreeChargeStatus';
import { usePaymentCompletedTooltip } from '../features/purchase/hooks/usePaymentCompletedTooltip';
import { usePurchase } from '../features/purchase/hooks/usePurchase';
import { currentUrl } from '../features/purchase/lib/shopUrls';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.l};
  padding-top: ${({ theme }) => theme.space.l};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  > section,
  > div > section {
    padding: ${({ theme }) => theme.space.l};
    border-radius: ${({ theme }) => theme.radii.l};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.s};
    font-size: ${({ theme }) => theme.fontSizes.l};
  }
`;
const MoneyList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.s};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.s};
  }
`;

function MoneyProducts() {
  const shop = useGlobalShop();
  const { buy, pending } = usePurchase();
  if (shop.isPending) return <Skeleton lines={3} />;
  if (shop.error) return <ErrorState error={shop.error} onRetry={() => void shop.refetch()} />;
  const products: ShopProduct[] = shop.data.shops.MONEY ?? [];
  return (
    <MoneyList aria-label="게임머니 상품">
      {products.map((p) => (
        <li key={p.code}>
          <span>
            <strong>{p.name}</strong>
            {productGives(p).join(', ') !== p.name && ` · ${productGives(p).join(', ')}`}
          </span>
          <Button size="s" onClick={() => void buy({ products: [p], returnUrl: currentUrl() })} disabled={pending} aria-label={`${p.name} ${priceText(p)} 구매`}>
            {priceText(p)}
          </Button>
        </li>
      ))}
    </MoneyList>
  );
}

export function ChargePopup({ route }: { route: PortalRoute }) {
  // the shop pages' words and duration: a hancoin charge says 충전, a money product 결제
  usePaymentCompletedTooltip();
  const status = useFreeChargeStatus();
  return (
    <Page data-page={route.pageInfo.name} data-owner={route.owner}>
      <h1>{route.pageInfo.title}</h1>
      <section>
        <h2>무료 충전</h2>
        <FreeChargePanel />
      </section>
      <section>
        <h2>한코인 충전</h2>
        {status.data ? <HancoinChargePanel amounts={status.data.hancoinAmounts} hancoin={status.data.hancoin} /> : status.error ? <ErrorState error={status.error} onRetry={() => void status.refetch()} /> : <Skeleton lines={3} />}
      </section>
      <section>
        <h2>게임머니 충전</h2>
        <MoneyProducts />
      </section>
    </Page>
  );
}
