// GET /api/contents/global/banner — Global banners (lnb, double-day, sub-title, floating, main).
import { useQuery } from '@tanstack/react-query';
import type { GlobalBanners } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useGlobalBanners() {
  return useQuery({
    queryKey: queryKeys.globalBanners(),
    queryFn: () => apiClient.get<GlobalBanners>('/api/contents/global/banner'),
  });
}
