// GET /api/games/maintenances — Game maintenance list (feed it to setMaintenances).
import { useQuery } from '@tanstack/react-query';
import { gameMaintenancesQuery } from '../platformQueries';

export function useGameMaintenances() {
  return useQuery(gameMaintenancesQuery());
}
