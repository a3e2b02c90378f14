// /mobile: the member's state in Korean units, the games they may not play now, the events running, each game's rules (the chips open the rule page, not
// the game: they say so, and where games are played), the main menus and the shortcut app.
import { GAMES, Link, type PortalRoute } from '@hanpan/platform';
import { EventBanners } from '../features/events/components/EventBanners';
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
        <EventBanners />
        <Card aria-labelledby="games-title">
          <h2 id="games-title">게임별 규칙 보기</h2>
          {/* where the games are played: not here (QA: the mobile site said it nowhere) */}
          <p data-testid="mobile-games-where">게임은 PC 버전 한판 홈의 게임 목록에서 채널을 골라 입장합니다. 화면 맨 아래 [PC 버전]으로 갈 수 있습니다.</p>
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
