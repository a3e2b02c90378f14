// The member's rating and money beside the home's channel list, to compare with each channel's
// conditions (SPEC §9 tier tables). A member-only part: guests never download it.
import { formatCount, formatKoreanMoney, usePersonalZone } from '@hanpan/platform';

export function MyStanding() {
  const me = usePersonalZone().data?.userRat;
  if (!me) return null;
  return (
    <span data-testid="my-standing" style={{ marginLeft: 'auto', fontSize: 14 }}>
      내 레이팅 <b>{formatCount(me.rating)}</b> · 보유 머니 <b>{formatKoreanMoney(me.money)}</b>
    </span>
  );
}
