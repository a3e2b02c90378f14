// GET /api/contents/global/shop — Global shop catalogue (shops by category, subStore, endorphinUnitMoney).
import { useQuery } from '@tanstack/react-query';
import type { GlobalShop } from '../../contracts/contents';
import { apiClient, queryKeys } from '@hanpan/shared';

export function useGlobalShop() {
  return useQuery({
    queryKey: queryKeys.globalShop(),
    queryFn: () => apiClient.get<GlobalShop>('/api/contents/global/shop'),
  });
}
