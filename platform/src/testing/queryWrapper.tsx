// A fresh QueryClient (no retries, nothing stale) and a wrapper for renderHook/render.
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../api/queryClient';

export function createQueryWrapper(): { client: QueryClient; wrapper: (props: { children: ReactNode }) => ReactNode } {
  const client = createQueryClient();
  // the portal's own defaults (no refetch on window focus, …) kept: only retries and staleness change
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false, staleTime: 0 }, mutations: { ...defaults.mutations, retry: false } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, wrapper };
}
