// GET /api/restriction/histories — Limit change history (zero-based page).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '../../contracts/common';
import type { RestrictionHistory } from '../../contracts/restriction';
import { apiClient, queryKeys } from '@hanpan/shared';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useRestrictionHistories(params: { page?: number; size?: number } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.restrictionHistories(memberNo, params),
    queryFn: () => apiClient.get<Page<RestrictionHistory>>('/api/restriction/histories', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
