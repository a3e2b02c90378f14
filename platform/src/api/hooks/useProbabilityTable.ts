// GET /api/membership/probabilities/{kind} — Random-draw probability table (lucky-flip or dealer-discount).
import { useQuery } from '@tanstack/react-query';
import type { ProbabilityTable } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useProbabilityTable(kind: ProbabilityTable['kind']) {
  return useQuery({
    queryKey: queryKeys.probabilityTable(kind),
    queryFn: () => apiClient.get<ProbabilityTable>(`/api/membership/probabilities/${encodeURIComponent(kind)}`),
  });
}
