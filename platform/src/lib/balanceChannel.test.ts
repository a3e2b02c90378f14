import { installFakeBroadcastChannel } from '../testing/fakeBroadcastChannel';
import { announceBalanceChange, subscribeBalanceChange, type BalanceChangeMessage } from './balanceChannel';

describe('balance channel', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeBroadcastChannel();
  });
  afterEach(() => restore());

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
  });
});
