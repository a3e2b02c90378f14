// The member's benefits: the counters of SPEC §3 (daily free charges, monthly bankbooks, saved
// mileage, 'dont otl' uses), one row per benefit and option with its state, and the tier benefits
// — each opens its keyed benefit layer.
import { openPlusLayer } from '../../../lib/openPlusLayer';
import styled from 'styled-components';
import { Button, buttonStyle, EmptyState, ErrorState, formatDate, Link, MoneyText, Skeleton } from '@hanpan/platform';
import { Badge, Card, Columns, Figure, Muted, Stack } from '../../../ui/layout';
import { includesBenefit, optionSummaryOf, optionTitleOf, TIER_BENEFITS, tierAudience } from '../../guide/guideContent';
import { useMembershipBenefits } from '../hooks/useMembershipBenefits';
import { useMembershipMe } from '../hooks/useMembershipMe';
import { membershipView } from '../lib/membershipView';

/** Benefit entry key (API) → its layer. */
/** An entry's kind: its key up to the first ':' ('bankbook:V' → 'bankbook', 'otl' → 'otl'). */
const kindOf = (key: string) => key.split(':')[0] ?? key;

export function layerOfBenefit(key: string): string | null {
  switch (kindOf(key)) {
    case 'bankbook':
      return 'plus-bankbook';
    case 'free-charging':
      return 'plus-free-charging';
    case 'continuous':
      return 'plus-continuous';
    case 'pet':
      return 'plus-pet-shop';
    case 'limit':
      return 'plus-holding-limit-increase';
    case 'discount':
      return 'plus-dealer-discount';
    case 'lucky-flip':
      return 'plus-lucky-flip';
    default:
      return null;
  }
}

/** What an entry gives: an option's is the guide's text, as on every Plus page (the API sends the catalogue's line). */
export function benefitDescription(entry: { key: string; description: string }): string {
  return optionSummaryOf(kindOf(entry.key)) ?? entry.description;
}

const openLayer = (key: string) => void openPlusLayer(key);

/**
 * An entry's state: a benefit of the membership held, or not. The free charge is everyone's (1 a day
 * without Plus): without Plus it is the basic one, not '미이용' beside '오늘 1회 남음' (QA).
 */
const badgeOf = (e: { key: string; active: boolean }) => (e.active ? '이용 중' : kindOf(e.key) === 'free-charging' ? '기본 제공' : '미이용');

/** An option without a benefit layer (좌절 방지): its 자세히 is a link to the option's guide, looking like the other rows' buttons. */
const GuideLink = styled(Link)`
  ${buttonStyle('s', 'secondary')}
`;

/** `optionGuideHref`: where an option's guide is on this site (the mobile site has its own pages). */
export function BenefitList({ optionGuideHref = (key: string) => `/plus/guide/option/${key}` }: { optionGuideHref?: (key: string) => string }) {
  const benefits = useMembershipBenefits();
  const me = useMembershipMe();
  if (benefits.isPending) return <Card aria-busy="true"><Skeleton lines={8} /></Card>;
  if (benefits.isError) return <Card><ErrorState error={benefits.error} onRetry={() => void benefits.refetch()} /></Card>;
  const { benefits: counts, entries } = benefits.data;
  const tier = membershipView(me.data).tier;
  // the 좌절 방지 count is the option's: without it the card says '미이용', as its row below does
  const holdsOtl = entries.some((e) => kindOf(e.key) === 'otl' && e.active);
  return (
    <Stack data-testid="benefit-list">
      <Columns $min="150px">
        <Card>
          <Muted>오늘 남은 무료 충전</Muted>
          <Figure data-testid="benefit-daily">{counts.dailyRemainCount}회</Figure>
        </Card>
        <Card>
          <Muted>이번 달 남은 통장</Muted>
          <Figure data-testid="benefit-monthly">{counts.monthlyRemainCount}회</Figure>
        </Card>
        <Card>
          <Muted>이번 달 적립 마일리지</Muted>
          <Figure><MoneyText value={counts.savedMileage} format="comma" /></Figure>
        </Card>
        <Card>
          <Muted>좌절 방지 남은 횟수</Muted>
          <Figure data-testid="benefit-otl">{holdsOtl ? `${counts.dontOtlRemainCount}회` : '미이용'}</Figure>
        </Card>
      </Columns>
      <Card aria-label="멤버십과 옵션 혜택">
        <h2>멤버십과 옵션 혜택</h2>
        {entries.length === 0 ? (
          <EmptyState message="받을 수 있는 혜택이 없습니다. 플러스에 가입하면 혜택이 여기에 표시됩니다." />
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {entries.map((e) => {
              // the pet shop's layer is the member's own pet: a tier not held opens its guide instead
              const layer = e.active || kindOf(e.key) !== 'pet' ? layerOfBenefit(e.key) : null;
              return (
                <li key={e.key} data-benefit={e.key} style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', borderBottom: '1px solid #e5e7eb', paddingBottom: 8 }}>
                  <span>
                    <strong>{e.name}</strong> <Badge $tone={e.active ? 'success' : 'gray'}>{badgeOf(e)}</Badge>
                    <br />
                    <Muted>
                      {benefitDescription(e)}
                      {e.active && e.endDateTime ? ` · ${formatDate(e.endDateTime)}까지` : ''}
                    </Muted>
                  </span>
                  {layer ? (
                    <Button size="s" variant="secondary" onClick={() => openLayer(layer)} aria-label={`${e.name} 자세히 보기`}>
                      자세히
                    </Button>
                  ) : (
                    optionTitleOf(kindOf(e.key)) && (
                      <GuideLink to={optionGuideHref(kindOf(e.key))} aria-label={`${e.name} 자세히 보기`}>
                        자세히
                      </GuideLink>
                    )
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card aria-label="등급별 혜택">
        <h2>등급별 혜택</h2>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {TIER_BENEFITS.map((b) => {
            const has = tier !== null && includesBenefit(tier, b);
            return (
              <li key={b.layerKey} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
                <span>
                  {b.label} <Badge $tone={has ? 'success' : 'gray'}>{has ? '이용 가능' : tierAudience(b.fromTier)}</Badge>
                </span>
                <Button size="s" variant="text" onClick={() => openLayer(b.layerKey)} aria-label={`${b.label} 안내`}>
                  안내
                </Button>
              </li>
            );
          })}
        </ul>
      </Card>
    </Stack>
  );
}
