// GET /api/games — Games with channels and maintenance flags.
import { useQuery } from '@tanstack/react-query';
import { gamesQuery } from '../api/gamesQueries';

export function useGames() {
  return useQuery({
    ...gamesQuery(),
  });
}
