// GET /api/membership/bankbook — Bankbook state; errorCode is the refusal a use would get now (SPEC §8).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { bankbookQuery } from '../api/bankbookQueries';

export function useBankbook(plusAction?: 'VIEW' | 'USE' | 'CHANGE') {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...bankbookQuery(memberNo, plusAction),
    enabled: memberNo !== null,
  });
}
