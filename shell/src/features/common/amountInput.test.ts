import { amountInputMessage, readAmountInput } from './amountInput';

describe('readAmountInput', () => {
  it('reads digits with commas and spaces as an exact BigInt', () => {
    expect(readAmountInput('1,000')).toEqual({ ok: true, amount: 1000n });
    expect(readAmountInput(' 2 000 ')).toEqual({ ok: true, amount: 2000n });
    expect(readAmountInput('0')).toEqual({ ok: true, amount: 0n });
    expect(readAmountInput('99999999999999999999')).toEqual({ ok: true, amount: 99_999_999_999_999_999_999n });
    expect(readAmountInput('1234567890123456789012345678901234567890')).toEqual({ ok: true, amount: 1234567890123456789012345678901234567890n });
  });

  it('full-width digits, commas and minus (a Korean IME in full-width mode) are read as the same', () => {
    expect(readAmountInput('１억')).toEqual({ ok: true, amount: 100_000_000n });
    expect(readAmountInput('１，５００만　원')).toEqual({ ok: true, amount: 15_000_000n });
    expect(readAmountInput('－５억')).toEqual({ ok: false, reason: 'notPositive' });
  });

  it('a negative number is not positive, not "not a number"; -0 is 0', () => {
    expect(readAmountInput('-1000')).toEqual({ ok: false, reason: 'notPositive' });
    expect(readAmountInput('-1,000')).toEqual({ ok: false, reason: 'notPositive' });
    expect(readAmountInput('-0')).toEqual({ ok: true, amount: 0n });
  });

  it('empty and not an amount', () => {
    expect(readAmountInput(' ')).toEqual({ ok: false, reason: 'empty' });
    expect(readAmountInput('1a')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('1.5')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('--1')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('1e21')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('-')).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('원')).toEqual({ ok: false, reason: 'notDigits' });
  });

  it('Korean units as a player writes them (the placeholder says "1억 이상"), exactly', () => {
    const amount = (text: string) => {
      const read = readAmountInput(text);
      return read.ok ? read.amount : read.reason;
    };
    expect(amount('1억')).toBe(100_000_000n);
    expect(amount('1억 5000만')).toBe(150_000_000n);
    expect(amount('1억5천만')).toBe(150_000_000n);
    expect(amount('1,000만')).toBe(10_000_000n);
    expect(amount('5천만')).toBe(50_000_000n);
    expect(amount('천만')).toBe(10_000_000n);
    expect(amount('3조 2,500억')).toBe(3_250_000_000_000n);
    expect(amount('1조 2억 3만 4천5백6십7')).toBe(1_000_200_034_567n);
    expect(amount('2억 3456만')).toBe(234_560_000n);
    expect(amount('2억 0')).toBe(200_000_000n);
    expect(amount('억')).toBe(100_000_000n);
    expect(amount('10만원')).toBe(100_000n);
    expect(amount('1억 원')).toBe(100_000_000n);
    expect(amount('10,000원')).toBe(10_000n);
    expect(amount('0억')).toBe(0n);
    // a decimal before a large unit, only when it comes out whole
    expect(amount('1.5억')).toBe(150_000_000n);
    expect(amount('2.5만')).toBe(25_000n);
    expect(amount('0.0001만')).toBe(1n);
    expect(amount('1.00001만')).toBe('notDigits');
    // far beyond a float's exact range, still exact
    expect(amount('9007199254740993조')).toBe(9_007_199_254_740_993_000_000_000_000n);
    expect(amount('-1억')).toBe('notPositive');
  });

  it("what follows 억 or 조 without 만 is unclear ('1억5천' is said for 1억 5천만): refused, not read as 1억 5천", () => {
    for (const text of ['1억5천', '1억 5000', '2억 3456', '1조 5천', '3조 2억 1', '1.5억 500']) {
      expect([text, readAmountInput(text)]).toEqual([text, { ok: false, reason: 'unclear' }]);
    }
    // with 만, or digits only, the amount is exact
    expect(readAmountInput('1억 5천만 5천')).toEqual({ ok: true, amount: 150_005_000n });
    expect(readAmountInput('100,005,000')).toEqual({ ok: true, amount: 100_005_000n });
    expect(readAmountInput('1만 5천')).toEqual({ ok: true, amount: 15_000n });
  });

  it('refuses what is not one amount: units out of order or twice, a unit with nothing it counts, words', () => {
    for (const text of ['1만 1억', '1억 2억', '12천', '5백천', '1.5', '1.5천', '1억 0.5', '일억', '1억원원', '원1억', '1 억 x', '1.억', '.5억', '1조.5억']) {
      expect([text, readAmountInput(text)]).toEqual([text, { ok: false, reason: 'notDigits' }]);
    }
  });

  it('a very long text is read (or refused) at once', () => {
    const started = Date.now();
    expect(readAmountInput(`${'9'.repeat(5000)}x`)).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput(`${'9'.repeat(3000)}.${'9'.repeat(3000)}억 x`)).toEqual({ ok: false, reason: 'notDigits' });
    expect(readAmountInput('9'.repeat(5000))).toEqual({ ok: true, amount: BigInt('9'.repeat(5000)) });
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('amountInputMessage', () => {
  it('names the field as given, with its particles', () => {
    const send = { object: '보낼 금액을', topic: '보낼 금액은' };
    expect(amountInputMessage('empty', send)).toBe('보낼 금액을 입력해 주세요.');
    expect(amountInputMessage('notDigits', send, ' (예: 1억)')).toBe('보낼 금액을 숫자로 입력해 주세요. (예: 1억)');
    expect(amountInputMessage('notPositive', { object: '전환할 마일리지를', topic: '전환할 마일리지는' })).toBe('전환할 마일리지는 0보다 커야 합니다.');
    expect(amountInputMessage('unclear', send)).toBe("억·조 다음 금액에 '만'이 없어 금액이 분명하지 않습니다. '1억 5천만'처럼 만까지 쓰거나 숫자로만 입력해 주세요.");
  });
});
