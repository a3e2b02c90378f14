// GET /api/items/{code} — One item (product + owned quantity).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { itemQuery } from '../api/catalogQueries';

export function useItem(code: string) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...itemQuery(memberNo, code),
    enabled: code !== '',
  });
}
