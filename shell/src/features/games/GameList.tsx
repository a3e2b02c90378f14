// The game list of the home page: the seven games as tabs, each game's channels (tiers with
// money / rating ranges and stakes), maintenance per game, and launch through the API. The chosen
// tab is the address's ?gameId= (SPEC §2), replaced in place: a reload or a shared link shows it.
// A member sees their rating and money beside the channels (the personal zone the header loads
// anyway), and the channels they cannot enter are marked instead of refused on click.
import styled from 'styled-components';
import {
  Button,
  ErrorState,
  formatKoreanMoney,
  GAME_IDS,
  hanpanStore,
  isGameInMaintenance,
  isLoggedIn,
  maintenancePeriod,
  MESSAGES,
  SkeletonBlock,
  Tabs,
  useHanpanStore,
  useLocation,
  useNavigate,
  usePersonalZone,
  formatDateTime,
  type GameId,
} from '@hanpan/platform';
import { useGameEntry } from './hooks/useGameEntry';
import { useGames } from './hooks/useGames';
import type { Channel, Game } from '@hanpan/contracts';
import { Badge, Card } from '../common/ui';
import { searchWith } from '../common/searchWith';
import { LazyPart } from '../common/LazyPart';
import { ChannelEnterButton, MyStanding } from '../member';

const Grid = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
  gap: 10px;
`;
const ChannelCard = styled.li<{ $blue: boolean; $green: boolean }>`
  border: 1px solid ${(p) => (p.$blue ? '#bfdbfe' : p.$green ? '#bbf7d0' : '#e5e7eb')};
  background: ${(p) => (p.$blue ? '#eff6ff' : p.$green ? '#f0fdf4' : '#fff')};
  border-radius: 10px;
  padding: 12px;
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 13px;
  h3 {
    font-size: 15px;
    margin: 0;
  }
  p {
    margin: 0;
    color: #4b5563;
  }
  button {
    margin-top: auto;
  }
`;
// While the games load: the tab bar, the game's name and two rows of channel cards (a game has
// six to eight), so the casino card below starts under the fold instead of being pushed there
// when the list arrives (the home page's largest layout shift on a desktop viewport).
const LOADING_CHANNEL_CARDS = 6;
function GameListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label={MESSAGES.loading} data-testid="game-list-skeleton">
      <SkeletonBlock $height="44px" />
      <SkeletonBlock $width="120px" $height="27px" style={{ marginTop: 12 }} />
      <Grid as="div">
        {Array.from({ length: LOADING_CHANNEL_CARDS }, (_, i) => (
          <SkeletonBlock key={i} $height="190px" $radius="10px" />
        ))}
      </Grid>
    </div>
  );
}

const Notice = styled.p`
  margin: 12px 0 0;
  padding: 12px;
  border-radius: 8px;
  background: #fff7ed;
  color: #9a3412;
  font-size: 14px;
`;

const ListCard = styled(Card)`
  min-width: 0;
  [role='tablist'] {
    overflow-x: auto;
    scrollbar-width: thin;
  }
  [role='tab'] {
    white-space: nowrap;
    flex: none;
  }
`;

export function stakesText(channel: Pick<Channel, 'seedMoney'>): string {
  return channel.seedMoney.length ? channel.seedMoney.map((s) => formatKoreanMoney(s)).join(' · ') : '-';
}

function GameChannels({ game, maintenance }: { game: Game; maintenance: { startDate: string; endDate: string } | null }) {
  const entry = useGameEntry();
  // undefined for a guest: the plain list
  const me = usePersonalZone().data?.userRat;
  // from the start for a member (not once their figures came): the button is not swapped under the pointer
  const member = useHanpanStore(isLoggedIn);
  const inMaintenance = game.inMaintenance || maintenance !== null;
  const enterText = inMaintenance ? '점검 중' : '입장하기';

  return (
    <div data-testid={`game-${game.id}`}>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        <strong style={{ fontSize: 18 }}>{game.name}</strong>
        {game.isRemastered && <Badge $tone="blue">리마스터</Badge>}
        {game.hasOneChampionChannel && <Badge $tone="gold">챔피언 채널</Badge>}
        {inMaintenance && <Badge $tone="red" data-testid="maintenance-badge">점검 중</Badge>}
        {me && (
          <LazyPart>
            <MyStanding game={game} />
          </LazyPart>
        )}
      </div>
      {inMaintenance && (
        <Notice role="status">
          {game.name} 게임은 점검 중입니다.
          {maintenance && ` (${formatDateTime(maintenance.startDate)} ~ ${formatDateTime(maintenance.endDate)})`} 점검이 끝난 뒤 이용해 주세요.
        </Notice>
      )}
      <Grid aria-label={`${game.name} 채널`}>
        {game.channels.map((channel) => {
          const enter = () => entry.enter(game, channel.id);
          // a guest's button (and a member's until their part is there): the member's says why a channel is closed to them
          const plain = (
            <Button size="s" disabled={inMaintenance} busy={entry.entering} onClick={enter} aria-label={`${game.name} ${channel.name} ${enterText}`}>
              {enterText}
            </Button>
          );
          return (
            <ChannelCard key={channel.id} $blue={channel.blue} $green={channel.green} data-testid={`channel-${channel.id}`}>
              <h3>{channel.name}</h3>
              <p>{channel.admissionLevel}</p>
              <p>판돈: {stakesText(channel)}</p>
              {member ? (
                <LazyPart loading={plain} failed={plain}>
                  <ChannelEnterButton game={game} channel={channel} inMaintenance={inMaintenance} busy={entry.entering} onEnter={enter} />
                </LazyPart>
              ) : (
                plain
              )}
            </ChannelCard>
          );
        })}
      </Grid>
    </div>
  );
}

export function GameList() {
  const games = useGames();
  const gameId = useHanpanStore((s) => s.game.gameId);
  const maintenances = useHanpanStore((s) => s.game.maintenances);
  const list = (games.data ?? []).filter((g) => (GAME_IDS as readonly string[]).includes(g.id));
  const current = list.find((g) => g.id === gameId) ?? list[0];
  const navigate = useNavigate();
  const { search } = useLocation();

  return (
    <ListCard aria-labelledby="game-list-title" data-testid="game-list">
      <h2 id="game-list-title">게임 바로가기</h2>
      {games.isError ? (
        <ErrorState error={games.error} onRetry={() => void games.refetch()} />
      ) : !games.data ? (
        <GameListSkeleton />
      ) : (
        <Tabs
          aria-label="게임 선택"
          items={list.map((g) => ({
            key: g.id,
            label: (
              <>
                {g.name}
                {(g.inMaintenance || isGameInMaintenance(maintenances, g.id)) && ' (점검)'}
              </>
            ),
          }))}
          value={current?.id ?? gameId}
          onChange={(id) => {
            // the tab at once; the navigation's game step then reads the same id from the address
            hanpanStore.getState().setGameId(id as GameId);
            navigate({ search: searchWith(search, 'gameId', id, ['gameid']) }, { replace: true });
          }}
        >
          {current && <GameChannels game={current} maintenance={maintenancePeriod(maintenances, current.id)} />}
        </Tabs>
      )}
    </ListCard>
  );
}
