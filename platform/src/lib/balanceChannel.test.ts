import { announceBalanceChange, subscribeBalanceChange, type BalanceChangeMessage } from './balanceChannel';

// jsdom has no BroadcastChannel: a tiny in-process one (what browsers do across windows).
class FakeChannel {
  static all = new Set<FakeChannel>();
  onmessage: ((e: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    FakeChannel.all.add(this);
  }
  postMessage(data: unknown) {
    for (const c of FakeChannel.all) if (c !== this && c.name === this.name) c.onmessage?.({ data } as MessageEvent);
  }
  close() {
    FakeChannel.all.delete(this);
  }
}

describe('balance channel', () => {
  const original = (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  beforeAll(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = FakeChannel;
  });
  afterAll(() => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = original;
  });

  it('delivers an announcement to subscribers until they unsubscribe', () => {
    const got: BalanceChangeMessage[] = [];
    const stop = subscribeBalanceChange((m) => got.push(m));
    announceBalanceChange('plus-join');
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ type: 'balance-changed', source: 'plus-join' });
    stop();
    announceBalanceChange();
    expect(got).toHaveLength(1);
  });

  it('does nothing where BroadcastChannel is missing', () => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    expect(() => announceBalanceChange()).not.toThrow();
    expect(subscribeBalanceChange(() => undefined)).toEqual(expect.any(Function));
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = FakeChannel;
  });
});
