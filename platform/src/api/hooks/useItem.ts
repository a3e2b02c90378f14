// GET /api/items/{code} — One item (product + owned quantity).
import { useQuery } from '@tanstack/react-query';
import type { ItemDetail } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useItem(code: string) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.item(memberNo, code),
    queryFn: () => apiClient.get<ItemDetail>(`/api/items/${encodeURIComponent(code)}`),
    enabled: code !== '',
  });
}
