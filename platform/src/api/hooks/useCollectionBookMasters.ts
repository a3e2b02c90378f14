// GET /api/avatar/collection-book-masters — Collection book (owned flags per viewer).
import { useQuery } from '@tanstack/react-query';
import type { CollectionBookMaster } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useCollectionBookMasters() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.collectionBookMasters(memberNo),
    queryFn: () => apiClient.get<CollectionBookMaster[]>('/api/avatar/collection-book-masters'),
  });
}
