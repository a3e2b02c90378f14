// The mobile home's notice of the games the member may not play now: each one's end (Korea time)
// and the reason given. Nothing when there is none, or while it loads; a failed read is not
// worth an error on the home (the game itself refuses with the same reason).
import { formatKoreanDateTime, GAMES } from '@hanpan/platform';
import { Card } from '../../../ui/mobile';
import { useGameRestrictions } from '@hanpan/platform/restriction';

const gameName = (id: string) => GAMES[id.toLowerCase() as keyof typeof GAMES]?.name ?? id;

export function GameRestrictionNotice() {
  const { data } = useGameRestrictions();
  if (!data || data.length === 0) return null;
  return (
    <Card aria-labelledby="restriction-title" data-testid="mobile-restrictions">
      <h2 id="restriction-title">게임 이용 제한</h2>
      <ul style={{ margin: 0, paddingLeft: 18, display: 'grid', gap: 8 }}>
        {data.map((r) => (
          <li key={`${r.gameId}-${r.expiredDate}`}>
            <strong>{gameName(r.gameId)}</strong> · {formatKoreanDateTime(r.expiredDate)}까지
            {r.reason && (
              <>
                <br />
                <small>{r.reason}</small>
              </>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
