// The react-query API the remotes use, re-exported from the shared singleton (as the router is,
// ./router.ts): the library is downloaded once per page inside @hanpan/platform, tree-shaken to
// what the shell and these names need (shared whole it cost every remote page ~2 KB gzip of hooks
// nobody calls), and the QueryClient context stays the one of the shell's copy. Remotes import
// these from '@hanpan/platform', never from '@tanstack/react-query' (lint refuses it).
export { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
