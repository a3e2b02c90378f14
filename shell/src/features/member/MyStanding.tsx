// The member's standing at the game the home's channel list shows: their rating and money, to
// compare with each channel's conditions (SPEC §9 tier tables), and that game's restriction in
// force, said before 입장하기 (which would only refuse it; the mobile home says it too). A
// member-only part: guests never download it.
import styled from 'styled-components';
import { formatCount, formatDateTime, formatKoreanMoney, usePersonalZone } from '@hanpan/platform';
import { useGameRestrictions } from '@hanpan/platform/restriction';

const RestrictionNote = styled.p`
  /* its own line under the game's name (the row wraps) */
  flex-basis: 100%;
  margin: 6px 0 0;
  padding: 12px;
  border-radius: 8px;
  background: #fef2f2;
  color: #991b1b;
  font-size: 14px;
`;

export function MyStanding({ game }: { game: { id: string; name: string } }) {
  const me = usePersonalZone().data?.userRat;
  // a failed read says nothing here: 입장하기 refuses with the same reason
  const restriction = useGameRestrictions().data?.find((r) => r.gameId.toLowerCase() === game.id.toLowerCase());
  return (
    <>
      {me && (
        <span data-testid="my-standing" style={{ marginLeft: 'auto', fontSize: 14 }}>
          내 레이팅 <b>{formatCount(me.rating)}</b> · 보유 머니 <b>{formatKoreanMoney(me.money)}</b>
        </span>
      )}
      {restriction && (
        <RestrictionNote role="note" data-testid="game-restriction">
          <b>{game.name} 이용 제한</b> · {formatDateTime(restriction.expiredDate)}까지 입장할 수 없습니다.
          {restriction.reason && (
            <>
              <br />
              {restriction.reason}
            </>
          )}
        </RestrictionNote>
      )}
    </>
  );
}
