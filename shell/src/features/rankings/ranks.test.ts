import { RANK_KEYS, RANK_NAMES, RANK_QUERY_VALUES } from '@hanpan/platform';
import { rankFromQuery, rankingHref, rankOfMoney } from './ranks';

describe('rank names (SPEC §3)', () => {
  it('map god … commoner to the encoded Korean names', () => {
    expect(RANK_KEYS).toEqual(['god', 'super-human', 'supreme', 'hero', 'expert', 'commoner']);
    for (const k of RANK_KEYS) expect(RANK_QUERY_VALUES[k]).toBe(encodeURIComponent(RANK_NAMES[k]));
    expect(RANK_QUERY_VALUES.god).toBe('%EC%8B%A0');
    for (const k of RANK_KEYS) expect(rankingHref(k)).toBe(`/?rank=${RANK_QUERY_VALUES[k]}`);
    expect(rankingHref('hero')).toBe('/?rank=%EC%98%81%EC%9B%85');
  });

  it('link a rank from a page keeping its game (the home\'s game tab)', () => {
    expect(rankingHref('expert', '/', '?gameId=baduki')).toBe('/?gameId=baduki&rank=%EA%B3%A0%EC%88%98');
    expect(rankingHref('god', '/mirror', '?rank=%EA%B3%A0%EC%88%98&gameId=hoola3')).toBe('/mirror?rank=%EC%8B%A0&gameId=hoola3');
  });

  it('read a rank back from a query value, encoded or decoded', () => {
    expect(rankFromQuery('%EC%B4%88%EC%9D%B8')).toBe('super-human');
    expect(rankFromQuery(new URLSearchParams('rank=%EC%A7%80%EC%A1%B4').get('rank'))).toBe('supreme');
    expect(rankFromQuery('expert')).toBe('expert');
    expect(rankFromQuery('%E0%A4%A')).toBeNull();
    expect(rankFromQuery('king')).toBeNull();
    expect(rankFromQuery(null)).toBeNull();
  });

  it('place money in its rank', () => {
    expect(rankOfMoney('3400000000000')).toBe('god');
    expect(rankOfMoney(999_999_999_999n)).toBe('super-human');
    expect(rankOfMoney('48000000000')).toBe('hero');
    expect(rankOfMoney('1250000000')).toBe('expert');
    expect(rankOfMoney('30000000')).toBe('commoner');
    expect(rankOfMoney('garbage')).toBe('commoner');
  });
});
