// Route pattern → page of the 챔피언십(HPC) area. Each page is its own chunk.
import { lazy } from 'react';
import type { AreaPages } from '@hanpan/platform';

export const HPC_PAGES: AreaPages = {
  '/hpc': lazy(() => import('./HpcHomePage').then((m) => ({ default: m.HpcHomePage }))),
  '/hpc/championship': lazy(() => import('./SchedulePage').then((m) => ({ default: m.SchedulePage }))),
  '/hpc/history/:championshipId?': lazy(() => import('./HistoryPage').then((m) => ({ default: m.HistoryPage }))),
  '/hpc/info': lazy(() => import('./InfoPage').then((m) => ({ default: m.InfoPage }))),
  '/hpc/media': lazy(() => import('./MediaPage').then((m) => ({ default: m.MediaPage }))),
  '/championship': lazy(() => import('./PcBangChampionshipPage').then((m) => ({ default: m.PcBangChampionshipPage }))),
};
