// Query-option factories of the catalog feature: hooks and anyone prefetching use the same keys.
import type { Page, InventoryItem, ItemDetail, FrequentAvatar } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const catalogKeys = {
  items: (memberNo: MemberNo | null, params: { page?: number; size?: number; kind?: 'I' | 'A' | 'E' }) => [...memberKey(memberNo), 'inventory', 'items', params] as const,
  item: (memberNo: MemberNo | null, code: string) => [...memberKey(memberNo), 'inventory', 'item', code] as const,
  frequentAvatars: (memberNo: MemberNo | null, platform?: 'PC' | 'MOBILE') => [...memberKey(memberNo), 'inventory', 'frequentAvatars', platform] as const,
};

/** GET /api/items — The member's items (zero-based page, kind I/A/E). */
export const itemsQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number; kind?: 'I' | 'A' | 'E' } = {}) =>
  queryOptions({ queryKey: catalogKeys.items(memberNo, params), queryFn: () => apiClient.get<Page<InventoryItem>>('/api/items', { params, minDelay: true }) });

/** GET /api/items/{code} — One item (product + owned quantity). */
export const itemQuery = (memberNo: MemberNo | null, code: string) =>
  queryOptions({ queryKey: catalogKeys.item(memberNo, code), queryFn: () => apiClient.get<ItemDetail>(`/api/items/${encodeURIComponent(code)}`) });

/** GET /api/avatar/payment/frequent — Frequently bought avatars (platform default PC). */
export const frequentAvatarsQuery = (memberNo: MemberNo | null, platform?: 'PC' | 'MOBILE') =>
  queryOptions({ queryKey: catalogKeys.frequentAvatars(memberNo, platform), queryFn: () => apiClient.get<FrequentAvatar[]>('/api/avatar/payment/frequent', { params: { platform } }) });
