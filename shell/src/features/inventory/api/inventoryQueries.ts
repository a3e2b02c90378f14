// Query-option factories of the inventory feature: hooks and anyone prefetching use the same keys.
import { queryOptions } from '@tanstack/react-query';
import type { Page, Coupon, Memo } from '@hanpan/contracts';
import { apiClient, COUPON_PAGE_SIZE, memberKey, type MemberNo } from '@hanpan/platform';
import { sharedMemberKeys } from '@hanpan/platform/query-keys';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const inventoryKeys = {
  coupons: (memberNo: MemberNo | null, params: { category?: string; page?: number; size?: number }) => [...memberKey(memberNo), 'inventory', 'coupons', params] as const,
  memos: (memberNo: MemberNo | null, params: { page?: number; size?: number; unreadOnly?: boolean }) => [...memberKey(memberNo), 'inventory', 'memos', params] as const,
};

/** GET /api/coupons — Coupons (category default pokerTotal, size default 3). */
export const couponsQuery = (memberNo: MemberNo | null, params: { category?: string; page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: inventoryKeys.coupons(memberNo, params), queryFn: () => apiClient.get<Page<Coupon>>('/api/coupons', { params: { category: params.category ?? 'pokerTotal', page: params.page ?? 0, size: params.size ?? COUPON_PAGE_SIZE }, minDelay: true }) });

/** GET /api/coupons/membership — Membership coupons (category default plusfree, usable default true). */
export const membershipCouponsQuery = (memberNo: MemberNo | null, params: { category?: string; usable?: boolean } = {}) =>
  queryOptions({ queryKey: sharedMemberKeys.membershipCoupons(memberNo, params.category, params.usable), queryFn: () => apiClient.get<Coupon[]>('/api/coupons/membership', { params: { category: params.category ?? 'plusfree', usable: params.usable ?? true } }) });

/** GET /api/memos — The member's memos (zero-based page). */
export const memosQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number; unreadOnly?: boolean } = {}) =>
  queryOptions({ queryKey: inventoryKeys.memos(memberNo, params), queryFn: () => apiClient.get<Page<Memo>>('/api/memos', { params, minDelay: true }) });
