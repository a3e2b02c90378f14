// GET /api/faq/list — FAQ list (categoryId, keyWord, zero-based page, pageSize).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '../../contracts/common';
import type { FaqSummary } from '../../contracts/services';
import { apiClient, queryKeys } from '@hanpan/shared';

export function useFaqList(params: { categoryId?: number; keyWord?: string; page?: number; pageSize?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.faqList(params),
    queryFn: () => apiClient.get<Page<FaqSummary>>('/api/faq/list', { params, minDelay: true }),
    placeholderData: keepPreviousData,
  });
}
