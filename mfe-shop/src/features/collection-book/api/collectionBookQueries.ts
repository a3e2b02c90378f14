// Query-option factories of the collection-book feature: hooks and anyone prefetching use the same keys.
import type { CollectionBookMaster } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const collectionBookKeys = {
  collectionBookMasters: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'inventory', 'collectionBookMasters'] as const,
  collectionBookMaster: (memberNo: MemberNo | null, id: number) => [...memberKey(memberNo), 'inventory', 'collectionBookMaster', id] as const,
};

/** GET /api/avatar/collection-book-masters — Collection book (owned flags per viewer). */
export const collectionBookMastersQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: collectionBookKeys.collectionBookMasters(memberNo), queryFn: () => apiClient.get<CollectionBookMaster[]>('/api/avatar/collection-book-masters') });

/** GET /api/avatar/collection-book-masters/{id} — One collection book. */
export const collectionBookMasterQuery = (memberNo: MemberNo | null, id: number) =>
  queryOptions({ queryKey: collectionBookKeys.collectionBookMaster(memberNo, id), queryFn: () => apiClient.get<CollectionBookMaster>(`/api/avatar/collection-book-masters/${id}`) });
