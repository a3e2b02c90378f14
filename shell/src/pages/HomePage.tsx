// Home (and mirror): personal zone, banners, the game list with channels and launch, events.
import styled from 'styled-components';
import { isLoggedIn, upTo, useHanpanStore, type PortalRoute } from '@hanpan/platform';
import { FloatingBanner, LnbBanners, MainBanners } from '../features/banners/Banners';
import { CasinoCard } from '../features/games/CasinoCard';
import { GameList } from '../features/games/GameList';
import { RankingCard } from '../features/rankings/RankingCard';
import { PlusBenefitLinks } from '../features/home/PlusBenefitLinks';
import { PersonalZone } from '../features/personal/PersonalZone';
import { LazyPart } from '../features/common/LazyPart';
import { retryableLazy } from '../features/common/retryableLazy';

// only members can be the goldbox event's targets
const GoldboxLayerOpener = retryableLazy(() =>
  import(/* webpackChunkName: "goldbox-opener" */ '../features/events/GoldboxLayerOpener').then((m) => m.GoldboxLayerOpener),
);

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
  ${upTo.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export function HomeContent({ route }: { route: PortalRoute }) {
  const loggedIn = useHanpanStore((s) => isLoggedIn(s));
  return (
    <Columns data-page={route.pageInfo.name}>
      <h1 style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{route.pageInfo.title}</h1>
      <aside>
        <PersonalZone />
        <RankingCard />
        <PlusBenefitLinks />
        <LnbBanners />
        <FloatingBanner />
      </aside>
      <div>
        <MainBanners />
        <GameList />
        <CasinoCard />
      </div>
      {loggedIn && (
        <LazyPart failed={null}>
          <GoldboxLayerOpener />
        </LazyPart>
      )}
    </Columns>
  );
}

export function HomePage({ route }: { route: PortalRoute }) {
  return <HomeContent route={route} />;
}
