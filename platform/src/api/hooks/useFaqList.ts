// GET /api/faq/list — FAQ list (categoryId, keyWord, zero-based page, pageSize).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@hanpan/contracts';
import type { FaqSummary } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useFaqList(params: { categoryId?: number; keyWord?: string; page?: number; pageSize?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.faqList(params),
    queryFn: () => apiClient.get<Page<FaqSummary>>('/api/faq/list', { params, minDelay: true }),
    placeholderData: keepPreviousData,
  });
}
