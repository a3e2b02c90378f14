// Home (and mirror): personal zone, banners, the game list with channels and launch, events.
import styled from 'styled-components';
import { detectSite, type PortalRoute } from '@hanpan/platform';
import { FloatingBanner, LnbBanners, MainBanners } from '../features/banners/Banners';
import { useGoldboxLayer } from '../features/events/useGoldboxLayer';
import { GameList } from '../features/games/GameList';
import { PersonalZone } from '../features/personal/PersonalZone';
import { ShortcutAppCard } from '../features/shortcut/ShortcutAppCard';
import { portalConfig } from '../federation/portalConfig';

const Columns = styled.div`
  display: grid;
  grid-template-columns: 280px minmax(0, 1fr);
  gap: 20px;
  padding-top: 20px;
  align-items: start;
  > aside,
  > div {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
    min-width: 0;
  }
  @media (max-width: 820px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function HomeContent({ route }: { route: PortalRoute }) {
  useGoldboxLayer();
  const isMobileSite = typeof window !== 'undefined' && detectSite(window.location.hostname, portalConfig().site).isMobileSite;
  return (
    <Columns data-page={route.pageInfo.name}>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{route.pageInfo.title}</h1>
      <aside>
        <PersonalZone />
        {isMobileSite && <ShortcutAppCard />}
        <LnbBanners />
      </aside>
      <div>
        <MainBanners />
        <GameList />
      </div>
      <FloatingBanner />
    </Columns>
  );
}

export function HomePage({ route }: { route: PortalRoute }) {
  return <HomeContent route={route} />;
}
