// GET /api/faq/detail/{id} — One FAQ article.
import { useQuery } from '@tanstack/react-query';
import type { FaqDetail } from '../../contracts/services';
import { apiClient, queryKeys } from '@hanpan/shared';

export function useFaqDetail(id: number) {
  return useQuery({
    queryKey: queryKeys.faqDetail(id),
    queryFn: () => apiClient.get<FaqDetail>(`/api/faq/detail/${id}`),
    enabled: id > 0,
  });
}
