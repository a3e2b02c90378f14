import { floorToUnit, formatCount, formatKoreanMoney, formatMoney, parseMoney, percentCeil, toBigInt } from './money';
import { DISCOUNT_TOTAL_MONEY, HOLDING_MONEY_BASE } from '../constants/business';

describe('toBigInt', () => {
  it('parses decimal strings exactly beyond 2^53', () => {
    expect(toBigInt('400000000000000123')).toBe(400000000000000123n);
    expect(toBigInt('-15')).toBe(-15n);
    expect(toBigInt('1,234')).toBe(1234n);
    expect(toBigInt(12.9)).toBe(12n);
    expect(toBigInt(null)).toBe(0n);
  });
  it('rejects non-integers', () => {
    expect(() => toBigInt('12.5')).toThrow(TypeError);
    expect(() => toBigInt('abc')).toThrow(TypeError);
    expect(parseMoney('abc')).toBeNull();
  });
});

describe('formatCount', () => {
  it("writes a count as toLocaleString('ko-KR') does", () => {
    for (const n of [0, 7, 999, 1000, 1234567, -4321]) expect(formatCount(n)).toBe(n.toLocaleString('ko-KR'));
    expect(formatCount(12_345n)).toBe('12,345');
    expect(formatCount(Number.NaN)).toBe('NaN');
  });
});

describe('formatMoney', () => {
  it('adds thousands separators', () => {
    expect(formatMoney('1234567')).toBe('1,234,567');
    expect(formatMoney(-1234n)).toBe('-1,234');
    expect(formatMoney('0')).toBe('0');
  });
});

describe('formatKoreanMoney', () => {
  it('uses 만/억/조 and drops empty groups', () => {
    expect(formatKoreanMoney('400000000000')).toBe('4,000억');
    expect(formatKoreanMoney('1234500000000')).toBe('1조 2,345억');
    expect(formatKoreanMoney('123456789')).toBe('1억 2,345만 6,789');
    expect(formatKoreanMoney('10000')).toBe('1만');
    expect(formatKoreanMoney('9999')).toBe('9,999');
    expect(formatKoreanMoney('0')).toBe('0');
  });
  it('is exact for 4e14, 1e12 and larger amounts', () => {
    expect(formatKoreanMoney(DISCOUNT_TOTAL_MONEY)).toBe('400조');
    expect(formatKoreanMoney(HOLDING_MONEY_BASE)).toBe('1조');
    expect(formatKoreanMoney('400000000000001')).toBe('400조 1');
    expect(formatKoreanMoney('12345678901234567')).toBe('1경 2,345조 6,789억 123만 4,567');
    expect(formatKoreanMoney(10n ** 20n)).toBe('1해');
    expect(formatKoreanMoney(10n ** 24n)).toBe('10,000해');
  });
  it('handles negatives, suffix and maxUnits', () => {
    expect(formatKoreanMoney('-50000')).toBe('-5만');
    expect(formatKoreanMoney('1234500000000', { suffix: '원' })).toBe('1조 2,345억원');
    expect(formatKoreanMoney('123456789', { maxUnits: 2 })).toBe('1억 2,345만');
  });
});

describe('floorToUnit', () => {
  it('rounds down to a multiple of the unit', () => {
    expect(floorToUnit(12345, 1000)).toBe(12000);
    expect(floorToUnit('400000000000999', 1000n)).toBe(400000000000000n);
    expect(floorToUnit(-1500n, 1000n)).toBe(-2000n);
    expect(floorToUnit(5000n, 1000n)).toBe(5000n);
    expect(floorToUnit(123, 0)).toBe(123);
  });
});

describe('percentCeil', () => {
  it('ceil(value / total * 100), 0 for a non-positive total', () => {
    expect(percentCeil(1, 3)).toBe(34);
    expect(percentCeil(50, 100)).toBe(50);
    expect(percentCeil(5, 0)).toBe(0);
    expect(percentCeil(5, -10)).toBe(0);
    expect(percentCeil('100000000000001', '400000000000000')).toBe(26);
    expect(percentCeil(0n, 10n)).toBe(0);
    expect(percentCeil('400000000000000', DISCOUNT_TOTAL_MONEY)).toBe(100);
  });
});
