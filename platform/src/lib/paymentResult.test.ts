import { PAYMENT_RESULT_HANDLER } from '@hanpan/contracts/constants';
import { subscribePaymentResults } from './paymentResult';

type W = Window & Record<string, unknown>;
const handler = () => (window as unknown as W)[PAYMENT_RESULT_HANDLER] as ((r: unknown) => boolean) | undefined;

describe('payment results from the sandbox popup', () => {
  it('defines the opener handler only while someone listens, and passes valid results on', () => {
    expect(handler()).toBeUndefined();
    const a = jest.fn();
    const b = jest.fn();
    const offA = subscribePaymentResults(a);
    const offB = subscribePaymentResults(b);
    const result = { status: 'COMPLETED', kind: 'shop', orderNo: 'O123' };
    expect(handler()!(result)).toBe(true);
    expect(a).toHaveBeenCalledWith(result);
    expect(b).toHaveBeenCalledWith(result);
    // junk is refused: the sandbox then reloads the opener instead
    expect(handler()!({ status: 'WHATEVER' })).toBe(false);
    offA();
    expect(handler()).toBeDefined();
    offB();
    expect(handler()).toBeUndefined();
  });

  it('a listener that throws does not stop the others', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ok = jest.fn();
    const off1 = subscribePaymentResults(() => {
      throw new Error('boom');
    });
    const off2 = subscribePaymentResults(ok);
    expect(handler()!({ status: 'CANCELLED', kind: 'charge', orderNo: 'O9' })).toBe(true);
    expect(ok).toHaveBeenCalled();
    off1();
    off2();
    warn.mockRestore();
  });
});
