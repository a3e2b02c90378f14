import { idOfAddress, pageInAddress, pageOfAddress, searchWith } from './index';

describe('address state', () => {
  it('reads a page counted from 1 as zero-based; anything else is the first page; past the last, the last', () => {
    expect(pageOfAddress(null)).toBe(0);
    expect(pageOfAddress('1')).toBe(0);
    expect(pageOfAddress('3')).toBe(2);
    for (const odd of ['', 'abc', '0', '-2', '2.5', '1e3', ' 2', '9999999999']) expect(pageOfAddress(odd)).toBe(0);
    expect(pageOfAddress('999', 9)).toBe(9);
  });

  it("reads a record's number: a positive whole number, else none", () => {
    expect(idOfAddress('12')).toBe(12);
    for (const odd of [null, '', '0', '1.5', '-1', 'abc', '01', '1e3', '9999999999']) expect(idOfAddress(odd)).toBe(0);
  });

  it('writes a page back as it reads it: the first left out', () => {
    expect(pageInAddress(0)).toBeUndefined();
    expect(pageInAddress(2)).toBe('3');
    expect(pageOfAddress(pageInAddress(4) ?? null)).toBe(4);
  });

  it('sets values, drops undefined and empty ones, keeps other keys, leaves the given params alone', () => {
    const params = new URLSearchParams('gclid=x&page=3&kind=STORE');
    const next = searchWith(params, { kind: undefined, page: pageInAddress(0), from: '2026-01-01', id: 7, word: '' });
    expect(next.toString()).toBe('gclid=x&from=2026-01-01&id=7');
    expect(params.toString()).toBe('gclid=x&page=3&kind=STORE');
  });
});
