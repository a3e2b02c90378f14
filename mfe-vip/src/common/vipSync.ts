// VIP changes made in a window popup (avatar mark, benefit claims) reach the page that opened it:
// every VIP page listens on one BroadcastChannel and refreshes the member's data (member state,
// avatar, personal zone) without a reload.
const CHANNEL = 'hanpan-vip';

export interface VipChange {
  type: 'avatar-mark' | 'benefit' | 'power-chief' | 'voice';
}

function channel(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

export function announceVipChange(change: VipChange): void {
  const c = channel();
  if (!c) return;
  c.postMessage(change);
  c.close();
}

export function listenVipChanges(onChange: (change: VipChange) => void): () => void {
  const c = channel();
  if (!c) return () => undefined;
  c.onmessage = (e: MessageEvent<VipChange>) => onChange(e.data);
  return () => c.close();
}
