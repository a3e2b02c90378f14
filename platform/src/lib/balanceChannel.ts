// Cross-window "member data changed" signal (same origin, BroadcastChannel): a payment or money
// popup announces it, every open portal page refetches its member data (personal zone, My Plus…)
// without a reload. The sandbox's result page posts the same message on the same channel.
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';

export { BALANCE_CHANNEL };

export interface BalanceChangeMessage {
  type: 'balance-changed';
  at: number;
  /** what changed, for logs (e.g. 'plus-join') */
  source?: string;
}

export function announceBalanceChange(source?: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(BALANCE_CHANNEL);
  const message: BalanceChangeMessage = { type: 'balance-changed', at: Date.now(), source };
  channel.postMessage(message);
  channel.close();
}

/** Calls `listener` for every change announced by another window; returns the unsubscribe. */
export function subscribeBalanceChange(listener: (message: BalanceChangeMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(BALANCE_CHANNEL);
  channel.onmessage = (event: MessageEvent<BalanceChangeMessage>) => {
    if (event.data?.type === 'balance-changed') listener(event.data);
  };
  return () => channel.close();
}
