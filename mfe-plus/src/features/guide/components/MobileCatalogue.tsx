// The mobile membership catalogue (GET /api/contents/global/mobile-membership): the tiers and the
// options offered on the mobile site, for the mobile Plus pages. An option is described in the
// guide's words, as on PC (the catalogue's own lines said 'daily' where the rule is per period).
import type { PlusProduct } from '@hanpan/contracts';
import { Button, ErrorState, formatKoreanMoney, MoneyText, Skeleton, useGlobalMobileMembership } from '@hanpan/platform';
import { Card, Muted, Stack } from '../../../ui/layout';
import { optionSummaryOf, TIER_GUIDE, TIERS, tierOfCode } from '../guideContent';

const descriptionOf = (p: PlusProduct) => (p.type === 'OPTION' ? optionSummaryOf(p.optionKey) : null) ?? p.description;

/** A tier's bankbook as on PC ('통장 2회 × 70억'): uses per month × money per use (monthlyBankbookMoney is per use). */
function bankbookOf(p: PlusProduct): string | null {
  const tier = tierOfCode(p.code) ?? TIERS.find((t) => t === p.tier?.toUpperCase()) ?? null;
  if (p.type !== 'MAIN' || !tier || BigInt(p.monthlyBankbookMoney) <= 0n) return null;
  return `통장 ${TIER_GUIDE[tier].bankbookCount}회 × ${formatKoreanMoney(p.monthlyBankbookMoney)}`;
}

export interface MobileCatalogueProps {
  /** join / buy a product (the mobile site decides how it pays) */
  onSelect?: (code: string) => void;
}

export function MobileCatalogue({ onSelect }: MobileCatalogueProps) {
  const q = useGlobalMobileMembership();
  if (q.isPending) return <Skeleton lines={8} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const mains = Object.values(q.data.main);
  const options = Object.values(q.data.option).flat();
  return (
    <Stack $gap="m" data-testid="plus-mobile-catalogue">
      {[...mains, ...options].map((p) => (
        <Card key={p.code} data-product={p.code}>
          <h3>{p.name}</h3>
          <Muted>{descriptionOf(p)}</Muted>
          <p style={{ margin: '8px 0' }}>
            <MoneyText value={p.price} format="comma" suffix="원" /> / 월
            {bankbookOf(p) && ` · ${bankbookOf(p)}`}
          </p>
          {onSelect && <Button size="s" block onClick={() => onSelect(p.code)}>{p.type === 'MAIN' ? '가입하기' : '추가하기'}</Button>}
        </Card>
      ))}
    </Stack>
  );
}
