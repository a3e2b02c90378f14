// /hpc: the current and next championship with live countdowns, the coming-soon text, last
// championship's top 5 and the main media. No member refresh here (SPEC §2): actions refetch what they change.
import styled from 'styled-components';
import type { PortalRoute } from '@hanpan/platform';
import { ComingSoon } from '../features/championship/components/ComingSoon';
import { ScheduleCards } from '../features/championship/components/ScheduleCards';
import { MediaGrid } from '../features/media/components/MediaGrid';
import { useChampionshipLayerPrompt } from '../features/pc-bang/hooks/useChampionshipLayerPrompt';
import { Top5 } from '../features/rankings/components/Top5';
import { Grid, HpcPageHead } from '../ui/hpcUi';

const Column = styled.div`
  display: grid;
  gap: 16px;
  align-content: start;
  min-width: 0;
`;

export function HpcHomePage({ route }: { route: PortalRoute }) {
  useChampionshipLayerPrompt();
  return (
    <>
      <HpcPageHead route={route} />
      <Grid>
        <Column>
          <ComingSoon />
          <ScheduleCards />
        </Column>
        <Column>
          <Top5 />
          <MediaGrid area="MAIN" />
        </Column>
      </Grid>
    </>
  );
}
