// Links to the ranking of a game rank, and the rank a member's money puts them in (the home
// page's ranking card and the personal zone). The mapping itself is the platform's (RANK_*).
import { RANK_KEYS, RANK_NAMES, RANK_QUERY_PARAM, type RankKey, type RankOf } from '@hanpan/platform';
import { searchWith } from '../common/searchWith';

/** Money a member must hold for each rank (decimal strings, as the API counts). */
export const RANK_MINIMUM_MONEY: { readonly [K in RankKey]: RankOf<K>['minimumMoney'] } = {
  god: '1000000000000',
  'super-human': '500000000000',
  supreme: '100000000000',
  hero: '10000000000',
  expert: '1000000000',
  commoner: '0',
};

/** The rank of a query value (encoded, or already decoded by URLSearchParams), or null. */
export function rankFromQuery(value: string | null | undefined): RankKey | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  return RANK_KEYS.find((k) => RANK_NAMES[k] === decoded || k === decoded) ?? null;
}

/** The rank a member holding `money` belongs to. */
export function rankOfMoney(money: string | bigint): RankKey {
  const n = typeof money === 'bigint' ? money : /^-?\d+$/.test(money) ? BigInt(money) : 0n;
  return RANK_KEYS.find((k) => n >= BigInt(RANK_MINIMUM_MONEY[k])) ?? 'commoner';
}

/** A link to the ranking of one rank (the home page's ranking by default), keeping the page's `search` (its game). */
export function rankingHref(rank: RankKey, path = '/', search = ''): string {
  return path + searchWith(search, RANK_QUERY_PARAM, RANK_NAMES[rank]);
}
