// Tiers V / W / X / Z side by side: price, bankbook, free charges and the tier benefits (SPEC §1–3).
// Prices, names and bankbook money come from the API's catalogue. A member sees the tier held as
// 이용 중 and the others as a change (useTierAction: straight to the change popup).
import type { PlusProduct } from '@hanpan/contracts';
import { ErrorState, formatKoreanMoney, Link, MoneyText, SkeletonBlock, touchTarget, upTo, useGlobalMembership, VisuallyHidden } from '@hanpan/platform';
import styled from 'styled-components';
import { Badge } from '../../../ui/layout';
import { HeldBadge } from './HeldBadge';
import { useMembershipMe } from '../../membership/hooks/useMembershipMe';
import { includesBenefit, TIER_BENEFITS, TIER_CODE, TIER_GUIDE, TIERS, tierOffer } from '../guideContent';
import { useTierAction } from '../hooks/useTierAction';
import { TierOfferButton } from './TierOfferButton';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.m};
  ${upTo.narrow} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${upTo.smallPhone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
const TierCard = styled.article<{ $top?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.s};
  padding: ${({ theme }) => theme.space.l};
  border-radius: ${({ theme }) => theme.radii.l};
  border: 2px solid ${({ $top }) => ($top ? '#b45309' : '#d1d5db')};
  background: #fff;
  h3 {
    margin: 0;
    font-size: 20px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
    font-size: 13px;
  }
  li[data-included='false'] {
    color: #6b7280;
    text-decoration: line-through;
  }
`;
/** '… 자세히 보기': a finger-sized row on a touch screen (a 20 px line of text on a phone), as before with a mouse. */
const DetailLink = styled(Link)`
  font-size: 13px;
  text-align: center;
  @media (pointer: coarse) {
    display: flex;
    align-items: center;
    justify-content: center;
  }
  ${touchTarget}
`;
const Price = styled.p`
  margin: 0;
  font-size: 18px;
  font-weight: 700;
`;

export interface TierComparisonProps {
  /** where a tier's detail lives (PC: /plus/guide/main/:id) */
  detailHref?: (tier: string) => string;
  /** hide the join buttons (e.g. inside a payment popup) */
  hideJoin?: boolean;
}

export function TierComparison({ detailHref = (t) => `/plus/guide/main/${t}`, hideJoin = false }: TierComparisonProps) {
  const catalogue = useGlobalMembership();
  const act = useTierAction();
  const me = useMembershipMe();
  const mainCode = me.data?.mainCode;
  // the member's own tier is unknown: no offers (a paying member would read 가입하기), the reason and 다시 시도 instead
  const offersKnown = !me.isError;
  if (catalogue.isError) return <ErrorState error={catalogue.error} onRetry={() => void catalogue.refetch()} />;
  return (
    <>
      {!offersKnown && !hideJoin && <ErrorState error={me.error} onRetry={() => void me.refetch()} />}
      <Grid data-testid="tier-comparison" aria-label="플러스 등급 비교">
        {TIERS.map((tier) => {
          const guide = TIER_GUIDE[tier];
          const product: PlusProduct | undefined = catalogue.data?.main[TIER_CODE[tier]];
          const offer = tierOffer(tier, mainCode);
          return (
            <TierCard key={tier} $top={tier === 'Z'} data-tier={tier} data-offer={offer} aria-labelledby={`tier-${tier}`}>
              <h3 id={`tier-${tier}`}>
                {product?.name ?? guide.name} {tier === 'Z' && <Badge $tone="gold">최고 등급</Badge>} {offer === 'held' && <HeldBadge />}
              </h3>
              <small>{guide.tagline}</small>
              <Price>{product ? <MoneyText value={product.price} format="comma" suffix="원" /> : <SkeletonBlock $width="60%" />}<small> / 월</small></Price>
              <ul>
                <li>출금 통장 월 {guide.bankbookCount}회 {product && `(1회 ${formatKoreanMoney(product.monthlyBankbookMoney)})`}</li>
                <li>무료 충전 하루 {guide.freeChargesPerDay}회</li>
                {TIER_BENEFITS.map((b) => {
                  const inc = includesBenefit(tier, b);
                  return (
                    <li key={b.layerKey} data-included={inc}>
                      {/* the mark is for the eye; a screen reader hears 포함 / 미포함 */}
                      <span aria-hidden="true">{inc ? '✓' : '–'}</span> {b.label}
                      <VisuallyHidden>{inc ? ' 포함' : ' 미포함'}</VisuallyHidden>
                    </li>
                  );
                })}
              </ul>
              <div style={{ display: 'grid', gap: 6, marginTop: 'auto' }}>
                {!hideJoin && offersKnown && <TierOfferButton name={guide.name} offer={offer} onClick={() => act(tier, offer)} />}
                <DetailLink to={detailHref(tier)}>{guide.name} 자세히 보기</DetailLink>
              </div>
            </TierCard>
          );
        })}
      </Grid>
    </>
  );
}
