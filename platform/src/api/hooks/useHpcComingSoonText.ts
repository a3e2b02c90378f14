// GET /api/hpc/coming-soon-text — Coming-soon text.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcComingSoonTextSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcComingSoonText() {
  return useQuery({
    queryKey: queryKeys.hpcComingSoonText(),
    queryFn: () => apiClient.get<Static<typeof HpcComingSoonTextSchema>>('/api/hpc/coming-soon-text'),
  });
}
