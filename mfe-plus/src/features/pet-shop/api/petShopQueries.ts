// Query-option factories of the pet-shop feature: hooks and anyone prefetching use the same keys.
import type { Static, PetShopState, PetShopTotalBonusSchema, Page, MembershipMoneyHistoryItem } from '@hanpan/contracts';
import { apiClient, memberKey, queryOptions, type MemberNo } from '@hanpan/platform';

/** Query keys of the feature (member data: ['member', memberNo, …]). */
export const petShopKeys = {
  petShop: (memberNo: MemberNo | null) => [...memberKey(memberNo), 'membership', 'petShop'] as const,
  petShopTotalBonus: (memberNo: MemberNo | null, optionMembershipId: number) => [...memberKey(memberNo), 'membership', 'petShopTotalBonus', optionMembershipId] as const,
  petShopMoneyHistory: (memberNo: MemberNo | null, params: { page?: number; size?: number }) => [...memberKey(memberNo), 'membership', 'petShopMoneyHistory', params] as const,
};

/** GET /api/membership/pet-shop — Pet shop state. */
export const petShopQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: petShopKeys.petShop(memberNo), queryFn: () => apiClient.get<PetShopState>('/api/membership/pet-shop') });

/** GET /api/membership/pet-shop-option-total-bonus-money — Total pet-shop bonus of an option membership. */
export const petShopTotalBonusQuery = (memberNo: MemberNo | null, optionMembershipId: number) =>
  queryOptions({ queryKey: petShopKeys.petShopTotalBonus(memberNo, optionMembershipId), queryFn: () => apiClient.get<Static<typeof PetShopTotalBonusSchema>>('/api/membership/pet-shop-option-total-bonus-money', { params: { optionMembershipId } }) });

/** GET /api/membership/pet-shop-money-history — Pet-shop money history (zero-based page). */
export const petShopMoneyHistoryQuery = (memberNo: MemberNo | null, params: { page?: number; size?: number } = {}) =>
  queryOptions({ queryKey: petShopKeys.petShopMoneyHistory(memberNo, params), queryFn: () => apiClient.get<Page<MembershipMoneyHistoryItem>>('/api/membership/pet-shop-money-history', { params, minDelay: true }) });
