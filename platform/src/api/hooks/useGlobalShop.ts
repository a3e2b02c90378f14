// GET /api/contents/global/shop — Global shop catalogue (shops by category, subStore, endorphinUnitMoney).
import { useQuery } from '@tanstack/react-query';
import type { GlobalShop } from '@hanpan/contracts';
import { apiClient, queryKeys } from '@hanpan/platform';

export function useGlobalShop() {
  return useQuery({
    queryKey: queryKeys.globalShop(),
    queryFn: () => apiClient.get<GlobalShop>('/api/contents/global/shop'),
  });
}
