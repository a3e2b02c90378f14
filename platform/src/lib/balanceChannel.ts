// Cross-window "member data changed" signal (same origin, BroadcastChannel): a payment or money
// popup announces it, every open portal page refetches its member data (personal zone, My Plus…)
// without a reload. The sandbox's result page posts the same message on the same channel.
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';

export interface BalanceChangeMessage {
  type: 'balance-changed';
  /** when (the sandbox's result page says it; a portal page's announcement does not) */
  at?: number;
  /** what changed, for logs (e.g. 'plus-join') */
  source?: string;
  /** the page that announced it (absent: the sandbox's result page) */
  page?: number;
}

// A channel reaches every other channel of its name, this page's own listeners too: the page that
// announces has read what it changed itself (QA: each action read the member twice, the result waited)
const THIS_PAGE = Math.random();

export function announceBalanceChange(source?: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(BALANCE_CHANNEL);
  channel.postMessage({ type: 'balance-changed', source, page: THIS_PAGE } satisfies BalanceChangeMessage);
  channel.close();
}

/** Calls `listener` for every change announced by another window; returns the unsubscribe. */
export function subscribeBalanceChange(listener: (message: BalanceChangeMessage) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(BALANCE_CHANNEL);
  // (only these announcements are posted on this channel)
  channel.onmessage = (event: MessageEvent<BalanceChangeMessage>) => event.data.page !== THIS_PAGE && listener(event.data);
  return () => channel.close();
}
