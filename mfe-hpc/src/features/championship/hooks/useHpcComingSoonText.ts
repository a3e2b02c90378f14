// GET /api/hpc/coming-soon-text — Coming-soon text.
import { useQuery } from '@tanstack/react-query';
import { hpcComingSoonTextQuery } from '../api/championshipQueries';

export function useHpcComingSoonText() {
  return useQuery({
    ...hpcComingSoonTextQuery(),
  });
}
