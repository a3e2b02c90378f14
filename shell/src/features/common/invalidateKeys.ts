// Reads again only the queries an action can have changed (each key a prefix), not the whole cache.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const invalidateKeys = (queries: QueryClient, keys: readonly QueryKey[]) => Promise.all(keys.map((queryKey) => queries.invalidateQueries({ queryKey })));
