// GET /api/items — The member's items (zero-based page, kind I/A/E).
import { useQuery, keepPreviousData } from '@tanstack/react-query';
import type { Page } from '@hanpan/contracts';
import type { InventoryItem } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';
import { useQueryMemberNo } from './useQueryMemberNo';

export function useItems(params: { page?: number; size?: number; kind?: 'I' | 'A' | 'E' } = {}) {
  const memberNo = useQueryMemberNo();
  return useQuery({
    queryKey: queryKeys.items(memberNo, params),
    queryFn: () => apiClient.get<Page<InventoryItem>>('/api/items', { params, minDelay: true }),
    enabled: memberNo !== null,
    placeholderData: keepPreviousData,
  });
}
