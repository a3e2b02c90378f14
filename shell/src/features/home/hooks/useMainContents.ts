// GET /api/contents/main — Home page contents.
import { useQuery } from '@tanstack/react-query';
import { useQueryMemberNo } from '@hanpan/platform';
import { mainContentsQuery } from '../api/homeQueries';

export function useMainContents() {
  const memberNo = useQueryMemberNo();
  return useQuery({
    ...mainContentsQuery(memberNo),
  });
}
