// GET /api/avatar/collection-book-masters — Collection book (owned flags per viewer).
import { useQuery, useQueryMemberNo } from '@hanpan/platform';
import { collectionBookMastersQuery } from '../api/collectionBookQueries';

export function useCollectionBookMasters() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...collectionBookMastersQuery(memberNo),
  });
}
