// /popup/product/Joker-catch (551x309, no frame): the Joker-catch item for X-Plus / Z-Plus members —
// how many they hold, buy one (payment popup) or use one (the sandbox use page). Anyone else sees
// why not (the partner publisher with the SPEC wording).
import styled from 'styled-components';
import { Button, ErrorState, formatKoreanMoney, isApiError, PUBLISHER_PARTNER, Skeleton, useHanpanStore, useNavigate, usePaymentResultRefresh, type PortalRoute } from '@hanpan/platform';
import { openInPortal } from '@hanpan/platform/address';
import { useItem } from '../features/catalog/hooks/useItem';
import { JOKER_CATCH_CODE, priceText } from '../features/catalog/lib/productInfo';
import { useItemUse } from '../features/inventory/hooks/useItemUse';
import { useMainMembershipCode } from '../features/minigame/hooks/useMainMembershipCode';
import { JOKER_CATCH_GUIDE, jokerCatchAllowed, jokerCatchRefusal } from '../features/minigame/lib/jokerCatch';
import { usePurchase } from '../features/purchase/hooks/usePurchase';
import { currentUrl } from '../features/purchase/lib/shopUrls';

const Box = styled.main`
  box-sizing: border-box;
  min-height: 100vh;
  padding: 16px 20px;
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: 16px;
  align-items: center;
  background: linear-gradient(135deg, #111827, #7f1d1d);
  color: #fff;
  h1 {
    margin: 0 0 6px;
    font-size: 20px;
  }
  p {
    margin: 0 0 8px;
    font-size: 13px;
    line-height: 1.5;
  }
  img {
    width: 120px;
    height: 120px;
    border-radius: 12px;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export function JokerCatchPopup({ route }: { route: PortalRoute }) {
  usePaymentResultRefresh();
  const mainCode = useMainMembershipCode();
  const publisher = useHanpanStore((s) => s.global.publisher);
  const resolved = useHanpanStore((s) => s.global.memberResolved);
  const item = useItem(JOKER_CATCH_CODE);
  const { buy, pending } = usePurchase();
  const use = useItemUse();
  const navigate = useNavigate();
  const allowed = jokerCatchAllowed(mainCode);
  const content = () => {
    if (item.isPending || !resolved) return <Skeleton lines={3} label="조커 잡기를 불러오는 중" />;
    if (item.error) return isApiError(item.error) && item.error.kind === 'notFound' ? null : <ErrorState error={item.error} onRetry={() => void item.refetch()} />;
    const { product, ownedQuantity, miniGame, useUrl, usableItemId } = item.data;
    if (!allowed) {
      // the way on, as the shop's refusal dialog gives it (QA: opened directly, a dead end): the Plus
      // guide in the portal window (the partner channel cannot open /plus), or 닫기
      return (
        <>
          <p role="alert" data-testid="joker-catch-refusal">
            {jokerCatchRefusal(publisher)}
          </p>
          <Row>
            {publisher !== PUBLISHER_PARTNER && (
              <Button onClick={() => openInPortal(JOKER_CATCH_GUIDE, (href) => void navigate(href)) && window.close()}>X-Plus 알아보기</Button>
            )}
            <Button variant="secondary" onClick={() => window.close()}>
              닫기
            </Button>
          </Row>
        </>
      );
    }
    return (
      <>
        <p>
          조커를 잡으면 게임머니 {miniGame ? miniGame.prizes.map((m) => formatKoreanMoney(m)).join(' 또는 ') : ''}에 당첨됩니다. 이용권 한 장으로 한 번 참여합니다.
        </p>
        <p data-testid="joker-catch-owned">
          보유 이용권 <strong>{ownedQuantity}장</strong> · 1장 {priceText(product)}
        </p>
        <Row>
          <Button onClick={() => void buy({ products: [product], returnUrl: currentUrl() })} disabled={pending}>
            이용권 구매
          </Button>
          {useUrl && usableItemId !== null && (
            <Button variant="secondary" onClick={() => void use({ id: usableItemId, name: product.name, useUrl, useType: 'ITEM' })}>
              조커 잡기 시작
            </Button>
          )}
        </Row>
      </>
    );
  };
  return (
    <Box data-page={route.pageInfo.name} data-owner={route.owner}>
      <img src={`/api/images/product/${JOKER_CATCH_CODE}.svg`} alt="" />
      <div>
        <h1>{route.pageInfo.title}</h1>
        {content()}
      </div>
    </Box>
  );
}
