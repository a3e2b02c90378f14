// GET /api/hpc/coming-soon-text — Coming-soon text.
import { useQuery } from '@hanpan/platform';
import { hpcComingSoonTextQuery } from '../api/championshipQueries';

export function useHpcComingSoonText() {
  return useQuery({
    ...hpcComingSoonTextQuery(),
  });
}
