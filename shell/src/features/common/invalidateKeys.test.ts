import { QueryClient } from '@tanstack/react-query';
import { invalidateKeys } from './invalidateKeys';

it('invalidates the queries under each key (a prefix), no other', async () => {
  const queries = new QueryClient();
  for (const key of [['member', '1', 'transfer', 'status'], ['member', '1', 'transfer', 'histories', { page: 2 }], ['member', '1', 'restriction'], ['public', 'banners']]) queries.setQueryData(key, {});
  await invalidateKeys(queries, [['member', '1', 'transfer'], ['public', 'nothing-here']]);
  const invalidated = queries.getQueryCache().getAll().filter((q) => q.state.isInvalidated).map((q) => q.queryKey);
  expect(invalidated).toEqual([['member', '1', 'transfer', 'status'], ['member', '1', 'transfer', 'histories', { page: 2 }]]);
});
