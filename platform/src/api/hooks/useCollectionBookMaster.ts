// GET /api/avatar/collection-book-masters/{id} — One collection book.
import { useQuery } from '@tanstack/react-query';
import type { CollectionBookMaster } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useCollectionBookMaster(id: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.collectionBookMaster(memberNo, id),
    queryFn: () => apiClient.get<CollectionBookMaster>(`/api/avatar/collection-book-masters/${id}`),
    enabled: id > 0,
  });
}
