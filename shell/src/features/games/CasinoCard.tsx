// Home: the casino games, baccarat and slot (SPEC §3 casino ids, channel 0090) — adult only. The API refuses a member
// without adult verification with a 403 whose message carries 'over19', which the HTTP client
// turns into the adult-only error page (SPEC §8).
import styled from 'styled-components';
import { Button, ErrorState, formatDateTime, maintenancePeriod, Skeleton } from '@hanpan/platform';
import type { Game } from '@hanpan/contracts';
import { useCasinoMaintenance } from './hooks/useCasinoMaintenance';
import { useGameEntry } from './hooks/useGameEntry';
import { useGames } from './hooks/useGames';
import { Badge, Card } from '../common/ui';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  flex-wrap: wrap;
  padding: 10px 0;
  border-top: 1px solid #f3f4f6;
  p {
    margin: 2px 0 0;
    font-size: 13px;
    color: #6b7280;
  }
`;

export function CasinoCard() {
  const games = useGames();
  const maintenance = useCasinoMaintenance();
  const entry = useGameEntry();
  const casino = (games.data ?? []).filter((g) => g.isCasino);
  const allDown = maintenance.data?.isAllMaintenance === true;

  const enter = (game: Game) => entry.enter(game, maintenance.data?.channelId ?? game.channels[0]?.id ?? '0090');

  if (games.isSuccess && casino.length === 0) return null;
  return (
    <Card aria-labelledby="casino-title" data-testid="casino-card">
      <h2 id="casino-title">
        카지노 <Badge $tone="red">19세 이상</Badge>
      </h2>
      {games.isError ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : !games.data ? (
        <Skeleton lines={2} />
      ) : (
        casino.map((g) => {
          const down = allDown || g.inMaintenance;
          // the game's own window: the two games need not be down together
          const window_ = maintenancePeriod(maintenance.data?.maintenances ?? [], g.id);
          const enterText = down ? '점검 중' : '입장하기';
          return (
            <Row key={g.id} data-testid={`casino-${g.id}`}>
              <div>
                <strong>{g.name}</strong>
                <p>
                  {down
                    ? `점검 중입니다.${window_ ? ` (${formatDateTime(window_.startDate)} ~ ${formatDateTime(window_.endDate)})` : ''}`
                    : // the channel's condition too, as the game cards say theirs (QA: told only in the game window)
                      `성인 인증을 마친 회원만 입장할 수 있습니다.${g.channels[0] ? ` (${g.channels[0].admissionLevel})` : ''}`}
                </p>
              </div>
              <Button size="s" disabled={down} busy={entry.entering} onClick={() => enter(g)} aria-label={`${g.name} ${enterText}`}>
                {enterText}
              </Button>
            </Row>
          );
        })
      )}
    </Card>
  );
}
