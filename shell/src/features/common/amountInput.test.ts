import { readAmountInput } from './amountInput';

describe('readAmountInput', () => {
  it('reads digits with commas and spaces as an exact BigInt', () => {
    expect(readAmountInput('1,000')).toEqual({ ok: true, amount: 1000n });
    expect(readAmountInput(' 2 000 ')).toEqual({ ok: true, amount: 2000n });
    expect(readAmountInput('0')).toEqual({ ok: true, amount: 0n });
    expect(readAmountInput('99999999999999999999')).toEqual({ ok: true, amount: 99_999_999_999_999_999_999n });
    expect(readAmountInput('1234567890123456789012345678901234567890')).toEqual({ ok: true, amount: 1234567890123456789012345678901234567890n });
  });

  it('a negative number is not positive, not "not a number"; -0 is 0', () => {
    expect(readAmountInput('-1000')).toEqual({ ok: false, reason: 'notPositive' });
    expect(readAmountInput('-1,000')).toEqual({ ok: false, reason: 'notPositive' });
    expect(readAmountInput('-0')).toEqual({ ok: true, amount: 0n });
  });

  it('empty and non-digits', () => {
    expect(readAmountInput(' ')).toEqual({ ok: false, reason: 'empty' });
    expect(readAmountInput('1a')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('1억')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('1.5')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('--1')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('1e21')).toEqual({ ok: false, reason: 'notDigits' });
  });
});
