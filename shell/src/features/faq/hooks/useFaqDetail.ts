// GET /api/faq/detail/{id} — One FAQ article.
import { useQuery } from '@tanstack/react-query';
import { faqDetailQuery } from '../api/faqQueries';

export function useFaqDetail(id: number) {
  return useQuery({
    ...faqDetailQuery(id),
    enabled: id > 0,
  });
}
