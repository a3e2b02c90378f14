import { installFakeBroadcastChannel, otherWindowOn } from '../testing/fakeBroadcastChannel';
import { BALANCE_CHANNEL } from '@hanpan/contracts/constants';
import { announceBalanceChange, subscribeBalanceChange, type BalanceChangeMessage } from './balanceChannel';

describe('balance channel', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installFakeBroadcastChannel();
  });
  afterEach(() => restore());

  it("delivers another window's announcement (another page, the sandbox's result page) to subscribers until they unsubscribe", () => {
    const got: BalanceChangeMessage[] = [];
    const stop = subscribeBalanceChange((m) => got.push(m));
    const other = otherWindowOn<BalanceChangeMessage>(BALANCE_CHANNEL);
    other.post({ type: 'balance-changed', at: 1, source: 'plus-join', page: 2 });
    other.post({ type: 'balance-changed', at: 2 });
    expect(got.map((m) => m.source)).toEqual(['plus-join', undefined]);
    stop();
    other.post({ type: 'balance-changed', at: 3 });
    expect(got).toHaveLength(2);
    other.close();
  });

  it("this page's own announcement reaches the other windows, not its own listeners (it read what it changed: QA saw every action read the member twice)", () => {
    const got: BalanceChangeMessage[] = [];
    const stop = subscribeBalanceChange((m) => got.push(m));
    const other = otherWindowOn<BalanceChangeMessage>(BALANCE_CHANNEL);
    announceBalanceChange('coupon-use');
    expect(got).toEqual([]);
    expect(other.heard).toEqual([expect.objectContaining({ type: 'balance-changed', source: 'coupon-use' })]);
    stop();
    other.close();
  });

  it('does nothing where BroadcastChannel is missing', () => {
    (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = undefined;
    expect(() => announceBalanceChange()).not.toThrow();
    expect(subscribeBalanceChange(() => undefined)).toEqual(expect.any(Function));
  });
});
