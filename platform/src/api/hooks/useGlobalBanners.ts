// GET /api/contents/global/banner — Global banners (lnb, double-day, sub-title, floating, main).
import { useQuery } from '@tanstack/react-query';
import { globalBannersQuery } from '../platformQueries';

export function useGlobalBanners() {
  return useQuery(globalBannersQuery());
}
