// GET /api/hpc/media — Championship media.
import { useQuery } from '@hanpan/platform';
import type { HpcMediaArea } from '@hanpan/contracts';
import { hpcMediaQuery } from '../api/mediaQueries';

export function useHpcMedia(displayAreaType?: HpcMediaArea) {
  return useQuery(hpcMediaQuery(displayAreaType));
}
