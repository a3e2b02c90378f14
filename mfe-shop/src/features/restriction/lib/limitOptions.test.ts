import { dayLimitOptions, monthLimitOptions } from './limitOptions';

describe('limit options', () => {
  it('monthly limits stop at the legal 1,000,000원', () => {
    expect(monthLimitOptions('1000000')).toEqual(['100000', '200000', '300000', '500000', '700000', '1000000']);
    expect(monthLimitOptions('600000')).toEqual(['100000', '200000', '300000', '500000', '600000']);
  });
  it('daily limits stay below the monthly one, with no daily limit first', () => {
    expect(dayLimitOptions('100000')).toEqual(['', '10000', '30000', '50000']);
    expect(dayLimitOptions('')).toEqual(['']);
  });
});
