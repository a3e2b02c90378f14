// Query-option factories of the faq feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { FaqCategory, Page, FaqSummary, FaqDetail } from '@hanpan/contracts';
import { apiClient } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const faqKeys = {
  faqCategories: () => ['public', 'faq', 'faqCategories'] as const,
  faqList: (params: { categoryId?: number; keyWord?: string; page?: number; pageSize?: number }) => ['public', 'faq', 'faqList', params] as const,
  faqDetail: (id: number) => ['public', 'faq', 'faqDetail', id] as const,
};

/** GET /api/faq/category — FAQ categories. */
export const faqCategoriesQuery = () =>
  queryOptions({ queryKey: faqKeys.faqCategories(), queryFn: () => apiClient.get<FaqCategory[]>('/api/faq/category') });

/** GET /api/faq/list — FAQ list (categoryId, keyWord, zero-based page, pageSize). */
export const faqListQuery = (params: { categoryId?: number; keyWord?: string; page?: number; pageSize?: number } = {}) =>
  queryOptions({ queryKey: faqKeys.faqList(params), queryFn: () => apiClient.get<Page<FaqSummary>>('/api/faq/list', { params, minDelay: true }) });

/** GET /api/faq/detail/{id} — One FAQ article (one an address names may be gone: the page says so, not its 404). */
export const faqDetailQuery = (id: number) =>
  queryOptions({ queryKey: faqKeys.faqDetail(id), queryFn: () => apiClient.get<FaqDetail>(`/api/faq/detail/${id}`, { notFoundPage: false }) });
