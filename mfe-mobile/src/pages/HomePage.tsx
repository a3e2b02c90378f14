// /mobile: the member's state in Korean units, the games they may not play now, each game's rules (the chips open the rule page, not
// the game: they say so), the main menus and the shortcut app.
import { GAMES, Link, type PortalRoute } from '@hanpan/platform';
import { GameRestrictionNotice } from '../features/member/components/GameRestrictionNotice';
import { MemberStateCard } from '../features/member/components/MemberStateCard';
import { ShortcutAppCard } from '../features/shortcut/components/ShortcutAppCard';
import { GAME_IDS } from '../features/guide/guideContent';
import { Card, Chips, Links, MobilePage, Stack } from '../ui/mobile';

const MENUS = [
  { to: '/mobile/shop', label: '모바일 상점' },
  { to: '/mobile/plus', label: '플러스 멤버십' },
  { to: '/mobile/vip', label: 'VIP 클럽' },
  { to: '/mobile/pc-bang', label: 'PC방 혜택' },
  { to: '/mobile/guide', label: '게임 가이드' },
];

export function HomePage({ route }: { route: PortalRoute }) {
  return (
    <MobilePage route={route} testId="mobile-home">
      <Stack>
        <MemberStateCard />
        <GameRestrictionNotice />
        <Card aria-labelledby="games-title">
          <h2 id="games-title">게임별 규칙 보기</h2>
          <Chips aria-label="게임별 규칙">
            {GAME_IDS.map((id) => (
              <Link key={id} to={`/mobile/guide/rule?gameId=${id}`} aria-label={`${GAMES[id].name} 게임 규칙`}>
                {GAMES[id].name}
              </Link>
            ))}
          </Chips>
        </Card>
        <Links items={MENUS} label="모바일 메뉴 바로가기" />
        <ShortcutAppCard />
      </Stack>
    </MobilePage>
  );
}
