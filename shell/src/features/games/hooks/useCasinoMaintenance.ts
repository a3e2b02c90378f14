// GET /api/games/casino/all-maintenance — Casino maintenance.
import { useQuery } from '@tanstack/react-query';
import { casinoMaintenanceQuery } from '../api/gamesQueries';

export function useCasinoMaintenance() {
  return useQuery({
    ...casinoMaintenanceQuery(),
  });
}
