// Whether the member's money and rating fit a channel (SPEC §9 tier tables), checked in the API's
// order so the card says what the API would answer. The API still decides: this only marks cards.
import type { Channel, UserRat } from '@hanpan/contracts';

type Ranges = Pick<Channel, 'minimumGameMoney' | 'maximumGameMoney' | 'minimumRating' | 'maximumRating'>;

const outside = (value: bigint, min: string | number | null, max: string | number | null) =>
  min !== null && value < BigInt(min) ? '부족' : max !== null && value > BigInt(max) ? '초과' : null;

/** Why the member cannot enter the channel ('보유 머니 부족', '레이팅 초과'…), or null when they can. */
export function admissionRefusal(c: Ranges, me: Pick<UserRat, 'money' | 'rating'>): string | null {
  const money = outside(BigInt(me.money), c.minimumGameMoney, c.maximumGameMoney);
  const rating = outside(BigInt(me.rating), c.minimumRating, c.maximumRating);
  return money ? `보유 머니 ${money}` : rating && `레이팅 ${rating}`;
}
