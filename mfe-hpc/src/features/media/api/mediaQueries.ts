// Query-option factories of the media feature: hooks and anyone prefetching use the same keys.
import type { HpcMediaArea, HpcMediaItem } from '@hanpan/contracts';
import { apiClient, queryOptions } from '@hanpan/platform';

/** Query keys of the feature (public data). */
export const mediaKeys = {
  hpcMedia: (displayAreaType?: HpcMediaArea) => ['public', 'hpc', 'hpcMedia', displayAreaType ?? 'ALL'] as const,
};

/** GET /api/hpc/media — championship media (one display area, or all). */
export const hpcMediaQuery = (displayAreaType?: HpcMediaArea) =>
  queryOptions({ queryKey: mediaKeys.hpcMedia(displayAreaType), queryFn: () => apiClient.get<HpcMediaItem[]>('/api/hpc/media', { params: { displayAreaType } }) });
