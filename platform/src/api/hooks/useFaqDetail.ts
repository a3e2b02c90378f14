// GET /api/faq/detail/{id} — One FAQ article.
import { useQuery } from '@tanstack/react-query';
import type { FaqDetail } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useFaqDetail(id: number) {
  return useQuery({
    queryKey: queryKeys.faqDetail(id),
    queryFn: () => apiClient.get<FaqDetail>(`/api/faq/detail/${id}`),
    enabled: id > 0,
  });
}
