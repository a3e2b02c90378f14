// /mobile/guide, /mobile/guide/rule, /mobile/guide/strategy: rules and strategy per game (?gameId=)
// with the channel tiers (SPEC §9).
import { GAMES, Link, useSearchParams, type PortalRoute } from '@hanpan/platform';
import { ChannelTierTable } from '../features/guide/components/ChannelTierTable';
import { GamePicker } from '../features/guide/components/GamePicker';
import { GAME_GUIDES, guideGameOf } from '../features/guide/guideContent';
import { Card, Chips, Links, MobilePage, Stack } from '../ui/mobile';

export function GuideIndexPage({ route }: { route: PortalRoute }) {
  const [search] = useSearchParams();
  const game = guideGameOf(search);
  return (
    <MobilePage route={route}>
      <GamePicker path="/mobile/guide" current={game} />
      <Links
        label={`${GAMES[game].name} 가이드`}
        items={[
          { to: `/mobile/guide/rule?gameId=${game}`, label: `${GAMES[game].name} 게임 규칙` },
          { to: `/mobile/guide/strategy?gameId=${game}`, label: `${GAMES[game].name} 게임 전략` },
        ]}
      />
    </MobilePage>
  );
}

function GuideText({ route, kind }: { route: PortalRoute; kind: 'rule' | 'strategy' }) {
  const [search] = useSearchParams();
  const game = guideGameOf(search);
  const guide = GAME_GUIDES[game];
  return (
    <MobilePage route={route}>
      <GamePicker path={`/mobile/guide/${kind}`} current={game} />
      <Chips aria-label="가이드 메뉴">
        <Link to={`/mobile/guide/rule?gameId=${game}`} aria-current={kind === 'rule' ? 'page' : undefined}>
          게임 규칙
        </Link>
        <Link to={`/mobile/guide/strategy?gameId=${game}`} aria-current={kind === 'strategy' ? 'page' : undefined}>
          게임 전략
        </Link>
      </Chips>
      <Stack>
        <Card aria-labelledby="guide-title" data-testid={`guide-${kind}`}>
          <h2 id="guide-title">
            {GAMES[game].name} {kind === 'rule' ? '규칙' : '전략'}
          </h2>
          <ol style={{ margin: 0, paddingLeft: 20, lineHeight: 1.7 }}>
            {guide[kind].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </Card>
        <Card aria-labelledby="channel-title">
          <h2 id="channel-title">채널 안내</h2>
          <ChannelTierTable gameId={game} />
        </Card>
      </Stack>
    </MobilePage>
  );
}

export const GuideRulePage = ({ route }: { route: PortalRoute }) => <GuideText route={route} kind="rule" />;
export const GuideStrategyPage = ({ route }: { route: PortalRoute }) => <GuideText route={route} kind="strategy" />;
