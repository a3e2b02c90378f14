// GET /api/faq/category — FAQ categories.
import { useQuery } from '@tanstack/react-query';
import type { FaqCategory } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useFaqCategories() {
  return useQuery({
    queryKey: queryKeys.faqCategories(),
    queryFn: () => apiClient.get<FaqCategory[]>('/api/faq/category'),
  });
}
