// Window popups (mileage, transfer) tell the opener page that balances changed, so its personal
// zone refetches without a reload. Same-origin BroadcastChannel; a no-op where unsupported.
import { useEffect } from 'react';

const CHANNEL = 'hanpan:balance';

export function announceBalanceChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'balance-changed', at: Date.now() });
  channel.close();
}

export function useBalanceChange(onChange: () => void): void {
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => onChange();
    return () => channel.close();
  }, [onChange]);
}
