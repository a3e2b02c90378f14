// The remaining purchase limit as the shop states it: this month's, and today's beside it when a day
// limit leaves less (a 5,000원 day limit cannot spend the month's 1,000,000원 today).
import type { LimitInfo } from '@hanpan/contracts';
import { MoneyText } from '@hanpan/platform';

export function RemainingLimitAmount({ limit, emphasis = false }: { limit: Pick<LimitInfo, 'remainingMonth' | 'remainingDay'>; emphasis?: boolean }) {
  const today = limit.remainingDay !== null && BigInt(limit.remainingDay) < BigInt(limit.remainingMonth) ? limit.remainingDay : null;
  return (
    <>
      <MoneyText value={limit.remainingMonth} format="comma" suffix="원" emphasis={emphasis} />
      {today !== null && (
        <>
          {' '}
          (오늘 <MoneyText value={today} format="comma" suffix="원" />)
        </>
      )}
    </>
  );
}
