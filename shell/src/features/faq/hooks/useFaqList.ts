// GET /api/faq/list — FAQ list (categoryId, keyWord, zero-based page, pageSize).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { faqListQuery } from '../api/faqQueries';

export function useFaqList(params: { categoryId?: number; keyWord?: string; page?: number; pageSize?: number } = {}, enabled = true) {
  return useQuery({
    ...faqListQuery(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}
