// Query-option factories of the faq feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { FaqCategory, Page, FaqSummary, FaqDetail } from '@hanpan/contracts';
import { apiClient, isApiError } from '@hanpan/platform';

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

/**
 * GET /api/faq/detail/{id} — One FAQ article; null when there is none (an old link's number): the
 * page says so instead of the 404 page, and as an answer (not an error) the server's render hands it
 * on to the browser, which neither asks again nor draws anything else first.
 */
export const faqDetailQuery = (id: number) =>
  queryOptions({
    queryKey: faqKeys.faqDetail(id),
    queryFn: () =>
      apiClient
        .get<FaqDetail>(`/api/faq/detail/${id}`, { notFoundPage: false })
        .catch((error: unknown) => (isApiError(error) && error.kind === 'notFound' ? null : Promise.reject(error))),
  });
