// GET /api/membership/probabilities/{kind} — Random-draw probability table (lucky-flip or dealer-discount).
import { useQuery } from '@hanpan/platform';
import type { ProbabilityTable } from '@hanpan/contracts';
import { probabilityTableQuery } from '../api/luckyFlipQueries';

export function useProbabilityTable(kind: ProbabilityTable['kind']) {
  return useQuery({
    ...probabilityTableQuery(kind),
  });
}
