// One tier of the guide (/plus/guide/main/:id): price, bankbook, free charges, its benefits with
// their layers, and how to join or change to it.
import { openPlusLayer } from '../../../lib/openPlusLayer';
import { Button, ErrorState, formatKoreanMoney, MoneyText, Skeleton, useGlobalMembership, type MainTier } from '@hanpan/platform';
import { Card, Fields, Row, Stack } from '../../../ui/layout';
import { HeldBadge } from './HeldBadge';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { useTierAction } from '../hooks/useTierAction';
import { includesBenefit, TIER_BENEFITS, TIER_CODE, TIER_GUIDE, tierOffer, tierOfferLabel } from '../guideContent';

export function TierDetail({ tier }: { tier: MainTier }) {
  const catalogue = useGlobalMembership();
  const me = useMembershipMe();
  const act = useTierAction();
  const guide = TIER_GUIDE[tier];
  const code = TIER_CODE[tier];
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  if (catalogue.isPending) return <Card aria-busy="true"><Skeleton lines={6} /></Card>;
  const product = catalogue.data.main[code];
  const offer = tierOffer(tier, me.data?.mainCode);
  return (
    <Card data-testid="tier-detail" data-tier={tier} aria-label={`${guide.name} 안내`}>
      <Stack $gap="m">
        <h2 style={{ margin: 0 }}>
          {product?.name ?? guide.name} {offer === 'held' && <HeldBadge />}
        </h2>
        <p style={{ margin: 0 }}>{product?.description ?? guide.tagline}</p>
        <Fields>
          <dt>월 이용료</dt>
          <dd>{product ? <MoneyText value={product.price} format="comma" suffix="원" /> : '-'}</dd>
          <dt>출금 통장</dt>
          <dd>월 {guide.bankbookCount}회 · 1회 {product ? formatKoreanMoney(product.monthlyBankbookMoney) : '-'}</dd>
          <dt>무료 충전</dt>
          <dd>하루 {guide.freeChargesPerDay}회</dd>
        </Fields>
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 6 }}>
          {TIER_BENEFITS.filter((b) => includesBenefit(tier, b)).map((b) => (
            <li key={b.layerKey}>
              <span aria-hidden="true">✓</span> {b.label}{' '}
              <Button size="s" variant="text" onClick={() => void openPlusLayer(b.layerKey)} aria-label={`${b.label} 안내 보기`}>
                안내
              </Button>
            </li>
          ))}
        </ul>
        {offer !== 'held' && (
          <Row>
            <Button onClick={() => act(tier, offer)}>{tierOfferLabel(guide.name, offer)}</Button>
          </Row>
        )}
      </Stack>
    </Card>
  );
}
