// The opener page refetches when another window (mileage, transfer, payment popups) announces that
// balances changed (the platform's balance channel).
import { useEffect } from 'react';
import { subscribeBalanceChange } from '@hanpan/platform';

export function useBalanceChange(onChange: () => void): void {
  useEffect(() => subscribeBalanceChange(() => onChange()), [onChange]);
}
