// /hpc/championship: every championship not yet ended, each with all its times and countdowns.
import styled from 'styled-components';
import type { PortalRoute } from '@hanpan/platform';
import { ComingSoon } from '../features/championship/components/ComingSoon';
import { ScheduleCards } from '../features/championship/components/ScheduleCards';
import { HpcPageHead } from '../ui/hpcUi';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

export function SchedulePage({ route }: { route: PortalRoute }) {
  return (
    <>
      <HpcPageHead route={route} />
      <Stack>
        <ComingSoon />
        <ScheduleCards all />
      </Stack>
    </>
  );
}
