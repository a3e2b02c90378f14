// Route pattern → page of the 챔피언십(HPC) area. Each page is its own chunk.
import { lazyPage, type AreaPages } from '@hanpan/platform';

export const HPC_PAGES: AreaPages = {
  '/hpc': lazyPage(() => import('./HpcHomePage').then((m) => ({ default: m.HpcHomePage }))),
  '/hpc/championship': lazyPage(() => import('./SchedulePage').then((m) => ({ default: m.SchedulePage }))),
  '/hpc/history/:championshipId?': lazyPage(() => import('./HistoryPage').then((m) => ({ default: m.HistoryPage }))),
  '/hpc/info': lazyPage(() => import('./InfoPage').then((m) => ({ default: m.InfoPage }))),
  '/hpc/media': lazyPage(() => import('./MediaPage').then((m) => ({ default: m.MediaPage }))),
  '/championship': lazyPage(() => import('./PcBangChampionshipPage').then((m) => ({ default: m.PcBangChampionshipPage }))),
};
