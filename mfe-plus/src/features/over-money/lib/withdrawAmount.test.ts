import { checkWithdrawAmount, EOK } from './withdrawAmount';

describe('checkWithdrawAmount', () => {
  const ten = 10n * EOK + 5n; // 10억 and a little: at most 10억 can be asked

  it('accepts a whole number of 억 from 1 up to what can be withdrawn', () => {
    expect(checkWithdrawAmount('1', ten)).toEqual({ kind: 'ok', amount: EOK });
    expect(checkWithdrawAmount(' 10 ', ten)).toEqual({ kind: 'ok', amount: 10n * EOK });
    expect(checkWithdrawAmount('', ten)).toEqual({ kind: 'empty' });
    // full-width digits of a Korean IME are digits, as in the mileage and transfer amounts
    expect(checkWithdrawAmount('１０', ten)).toEqual({ kind: 'ok', amount: 10n * EOK });
  });

  it.each(['0.5', '-5', '1.5', '1e3', '5억', '0', '11', '123456789012345678901234567890'])('refuses %s with a Korean message', (typed) => {
    const r = checkWithdrawAmount(typed, ten);
    expect(r.kind).toBe('invalid');
    expect(r.kind === 'invalid' && r.error).toMatch(/[가-힣]/);
  });

  it('with less than 1억 to withdraw no amount can be asked', () => {
    expect(checkWithdrawAmount('1', EOK - 1n)).toMatchObject({ kind: 'invalid', error: expect.stringContaining('1억보다 적어') });
  });
});
