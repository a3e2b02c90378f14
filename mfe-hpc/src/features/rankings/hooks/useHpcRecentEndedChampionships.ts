// GET /api/hpc/recent-ended-championships — Recently ended championships.
import { useQuery } from '@hanpan/platform';
import { hpcRecentEndedChampionshipsQuery } from '../api/rankingsQueries';

export function useHpcRecentEndedChampionships() {
  return useQuery({
    ...hpcRecentEndedChampionshipsQuery(),
  });
}
