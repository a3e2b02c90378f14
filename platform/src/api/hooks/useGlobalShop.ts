// GET /api/contents/global/shop — Global shop catalogue (shops by category, subStore, endorphinUnitMoney).
import { useQuery } from '@tanstack/react-query';
import { globalShopQuery } from '../platformQueries';

export function useGlobalShop() {
  return useQuery(globalShopQuery());
}
