// GET /api/avatar/collection-book-masters/{id} — One collection book.
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { collectionBookMasterQuery } from '../api/collectionBookQueries';

export function useCollectionBookMaster(id: number) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...collectionBookMasterQuery(memberNo, id),
    enabled: id > 0,
  });
}
