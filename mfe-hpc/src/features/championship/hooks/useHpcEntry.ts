// GET /api/hpc/{id}/entry — an applicant's launch into the championship room (entry time only; the
// server refuses anyone else, outside the window, under maintenance or a game restriction).
import type { GameLaunch } from '@hanpan/contracts';
import { apiClient, useMutation } from '@hanpan/platform';

export function useHpcEntry() {
  return useMutation({ mutationFn: (v: { id: number }) => apiClient.get<GameLaunch>(`/api/hpc/${v.id}/entry`) });
}
