// The platform modules every page starts with (store, API client, query client, theme), evaluated
// in a task of their own by bootstrap.tsx. Not the platform's entry: that one re-exports what only
// remotes use and goes with the federation host (src/federation/host.ts).
export { queryClient, useHanpanStore, theme } from '@hanpan/platform';
