// /hpc/media: MAIN, HIGHLIGHT and INTERVIEW videos; a tile opens the player layer.
import styled from 'styled-components';
import type { PortalRoute } from '@hanpan/platform';
import { MediaGrid } from '../features/media/components/MediaGrid';
import { HpcPageHead } from '../ui/hpcUi';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

export function MediaPage({ route }: { route: PortalRoute }) {
  return (
    <>
      <HpcPageHead route={route} />
      <Stack>
        <MediaGrid firstOnPage />
      </Stack>
    </>
  );
}
