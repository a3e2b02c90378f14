// Query-option factories of the purchase feature.
import type { ShopOrderQuote } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const purchaseKeys = {
  orderQuote: (memberNo: MemberNo | null, codes: readonly string[], itemType: 'A' | undefined) => [...memberKey(memberNo), 'purchase', 'orderQuote', codes.join(','), itemType ?? null] as const,
};

/**
 * GET /api/shop/order-quote — what the order page would refuse (game money past the holding limit,
 * an avatar owned, 조커 잡기's tier, a product no longer on sale), asked before the confirm. Never
 * served from the cache: the member's money moves.
 */
export const orderQuoteQuery = (memberNo: MemberNo | null, codes: readonly string[], itemType?: 'A') =>
  queryOptions({
    queryKey: purchaseKeys.orderQuote(memberNo, codes, itemType),
    queryFn: () => apiClient.get<ShopOrderQuote>('/api/shop/order-quote', { params: { codes: codes.join(','), itemType } }),
    staleTime: 0,
    gcTime: 0,
  });
