import { formatPhoneInput, phoneDigits, phoneError, phoneInputOf } from './phone';

describe('phone numbers', () => {
  it('formats while typing', () => {
    expect(formatPhoneInput('010')).toBe('010');
    expect(formatPhoneInput('0101234')).toBe('010-1234');
    expect(formatPhoneInput('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneInput('0111234567')).toBe('011-123-4567');
    // an 010 number one digit short stays as typed (it was regrouped into another, valid number: QA)
    expect(formatPhoneInput('010-1234-567')).toBe('010-1234-567');
    expect(formatPhoneInput('010-1234-567a')).toBe('010-1234-567');
    expect(formatPhoneInput('010-1234-5678-999')).toBe('010-1234-5678');
    expect(formatPhoneInput('전화 010 12')).toBe('010-12');
    expect(formatPhoneInput('０１０１２３４５６７８')).toBe('010-1234-5678');
  });
  it('keeps a Seoul 02 number as one (it was regrouped as 021-2345-67: QA), still refused', () => {
    expect(formatPhoneInput('02-123-4567')).toBe('02-123-4567');
    expect(formatPhoneInput('021234567')).toBe('02-123-4567');
    expect(formatPhoneInput('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneInput('02-1234-5678-9')).toBe('02-1234-5678');
    expect(formatPhoneInput('02')).toBe('02');
    expect(formatPhoneInput('0212')).toBe('02-12');
    expect(formatPhoneInput('021234')).toBe('02-123-4');
    expect(phoneError(formatPhoneInput('02-123-4567'))).toBe('휴대폰 번호를 정확히 입력해 주세요. (예: 010-1234-5678)');
  });
  it('phoneDigits: one number however it is written — full-width, or with Korea\'s country code (QA: +82 read 821-0123-4567)', () => {
    expect(phoneDigits('010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('０１０ 1234 5678')).toBe('01012345678');
    expect(phoneDigits('+82 10-1234-5678')).toBe('01012345678');
    expect(phoneDigits('+82 010-1234-5678')).toBe('01012345678');
    expect(phoneDigits('0082-10-1234-5678')).toBe('01012345678');
    expect(phoneDigits('＋８２ １０ １２３４ ５６７８')).toBe('01012345678');
  });
  it('the field as typed: formatted, full-width too; a country code kept until its number starts', () => {
    expect(phoneInputOf('０１０１２３４５６７８')).toBe('010-1234-5678');
    expect(phoneInputOf('+')).toBe('+');
    expect(phoneInputOf('+8')).toBe('+8');
    expect(phoneInputOf('+82 ')).toBe('+82 ');
    expect(phoneInputOf('+82 1')).toBe('01');
    expect(phoneInputOf('+82 10-1234-5678')).toBe('010-1234-5678');
    expect(phoneInputOf('전화')).toBe('전화');
  });
  it('validates like the API', () => {
    expect(phoneError('')).toBe('휴대폰 번호를 입력해 주세요.');
    expect(phoneError('02-123-4567')).toMatch(/정확히/);
    expect(phoneError('010-1234-567')).toMatch(/정확히/);
    expect(phoneError('010-1234-5678')).toBeNull();
    expect(phoneError('01612345678')).toBeNull();
    expect(phoneError('0161234567')).toBeNull();
    expect(phoneError('010-123-4567')).toMatch(/정확히/);
    expect(phoneError('0101234567')).toMatch(/정확히/);
  });
});
