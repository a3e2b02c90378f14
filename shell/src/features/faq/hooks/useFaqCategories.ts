// GET /api/faq/category — FAQ categories.
import { useQuery } from '@tanstack/react-query';
import { faqCategoriesQuery } from '../api/faqQueries';

export function useFaqCategories() {
  return useQuery({
    ...faqCategoriesQuery(),
  });
}
