// GET /api/hpc/recent-ended-championships — Recently ended championships.
import { useQuery } from '@tanstack/react-query';
import { hpcRecentEndedChampionshipsQuery } from '../api/rankingsQueries';

export function useHpcRecentEndedChampionships() {
  return useQuery({
    ...hpcRecentEndedChampionshipsQuery(),
  });
}
