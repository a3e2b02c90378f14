// GET /api/restriction: restriction and purchase limits (optionally for one game). One factory for
// the shop's limit pages, its purchase re-check and the homes' closed-games notes, so they share
// one answer per page.
import type { Restriction } from '@hanpan/contracts';
import { apiClient, queryOptions, type MemberNo } from '@hanpan/platform';
import { restrictionKey } from '../api/queryKeys';

export const restrictionQuery = (memberNo: MemberNo | null, gameId?: string) =>
  queryOptions({ queryKey: restrictionKey(memberNo, gameId), queryFn: () => apiClient.get<Restriction>('/api/restriction', { params: { gameId } }) });
