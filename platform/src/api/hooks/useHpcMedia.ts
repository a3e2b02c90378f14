// GET /api/hpc/media — Championship media.
import { useQuery } from '@tanstack/react-query';
import type { Static } from 'typebox';
import type { HpcMediaListSchema } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useHpcMedia(displayAreaType?: 'MAIN' | 'HIGHLIGHT' | 'INTERVIEW') {
  return useQuery({
    queryKey: queryKeys.hpcMedia(displayAreaType),
    queryFn: () => apiClient.get<Static<typeof HpcMediaListSchema>>('/api/hpc/media', { params: { displayAreaType } }),
  });
}
