// Query-option factories of what the shell fetches on every navigation and after a member change
// (SPEC §7 default calls). The middleware and the hooks use the same factories, so a page reads
// what the middleware already fetched. Area data lives in each remote's features/<f>/api.
//
// Keys: member data ['member', memberNo, …] (one prefix drops or invalidates a member's cache,
// across areas); public data ['public', …]; the global member state ['global', 'member-state'].
import { queryOptions } from '@tanstack/react-query';
import type { Static, GlobalBanners, GlobalMembership, GlobalShop, GlobalState, HpcChampionship, Maintenance, MobilePersonalState, OngoingEventStatus, PcBangSubscription, PersonalZone, ReloadableState, VipOpenedSchema } from '@hanpan/contracts';
import type { MemberNo } from '../store/types';
import { apiClient } from './client';
import { GUEST_KEY, memberKey } from './queryKeys';

export { GUEST_KEY, memberKey };

const member = (memberNo: MemberNo | null, ...rest: string[]) => [...memberKey(memberNo), ...rest] as const;

export const platformKeys = {
  globalMemberState: () => ['global', 'member-state'] as const,
  globalBanners: () => ['public', 'contents', 'globalBanners'] as const,
  globalShop: () => ['public', 'contents', 'globalShop'] as const,
  globalMembership: () => ['public', 'contents', 'globalMembership'] as const,
  globalMobileMembership: () => ['public', 'contents', 'globalMobileMembership'] as const,
  gameMaintenances: () => ['public', 'games', 'gameMaintenances'] as const,
  reloadableState: (memberNo: MemberNo | null) => member(memberNo, 'member', 'reloadableState'),
  personalZone: (memberNo: MemberNo | null) => member(memberNo, 'member', 'personalZone'),
  mobilePersonalState: (memberNo: MemberNo | null) => member(memberNo, 'member', 'mobilePersonalState'),
  pcBangSubscription: (memberNo: MemberNo | null) => member(memberNo, 'pcBang', 'pcBangSubscription'),
  ongoingEventStatus: (memberNo: MemberNo | null) => member(memberNo, 'events', 'ongoingEventStatus'),
  vipOpened: (memberNo: MemberNo | null) => member(memberNo, 'vip', 'vipOpened'),
  hpcMe: (memberNo: MemberNo | null) => member(memberNo, 'hpc', 'hpcMe'),
};

/** GET /api/contents/members/global-state — who the member is (never member-keyed: it decides the member). */
export const globalMemberStateQuery = () =>
  queryOptions({ queryKey: platformKeys.globalMemberState(), queryFn: () => apiClient.get<GlobalState>('/api/contents/members/global-state'), staleTime: 0 });
export const globalBannersQuery = () =>
  queryOptions({ queryKey: platformKeys.globalBanners(), queryFn: () => apiClient.get<GlobalBanners>('/api/contents/global/banner') });
export const globalShopQuery = () =>
  queryOptions({ queryKey: platformKeys.globalShop(), queryFn: () => apiClient.get<GlobalShop>('/api/contents/global/shop') });
export const globalMembershipQuery = () =>
  queryOptions({ queryKey: platformKeys.globalMembership(), queryFn: () => apiClient.get<GlobalMembership>('/api/contents/global/membership') });
export const globalMobileMembershipQuery = () =>
  queryOptions({ queryKey: platformKeys.globalMobileMembership(), queryFn: () => apiClient.get<GlobalMembership>('/api/contents/global/mobile-membership') });
/** GET /api/games/maintenances — game maintenance list (home and mirror, SPEC §2). */
export const gameMaintenancesQuery = () =>
  queryOptions({ queryKey: platformKeys.gameMaintenances(), queryFn: () => apiClient.get<Maintenance[]>('/api/games/maintenances'), staleTime: 0 });

/** GET /api/contents/members/reloadable-state — avatar, limit, membership, VIP… (PC, after a member change). */
export const reloadableStateQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.reloadableState(memberNo), queryFn: () => apiClient.get<ReloadableState>('/api/contents/members/reloadable-state') });
/** GET /api/contents/members/personal-zone — rating, mileage, inventory counts, currency. */
export const personalZoneQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.personalZone(memberNo), queryFn: () => apiClient.get<PersonalZone>('/api/contents/members/personal-zone') });
/** GET /api/mobile-contents/members/personal-state — the mobile site's member state. */
export const mobilePersonalStateQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.mobilePersonalState(memberNo), queryFn: () => apiClient.get<MobilePersonalState>('/api/mobile-contents/members/personal-state') });
/** GET /api/pc-bang/subscription — PC-room subscription of the member's address (PC). */
export const pcBangSubscriptionQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.pcBangSubscription(memberNo), queryFn: () => apiClient.get<PcBangSubscription>('/api/pc-bang/subscription') });
/** GET /api/events/status — ongoing MILEAGE and MONEY_TRANSFER event status (PC). */
export const ongoingEventStatusQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.ongoingEventStatus(memberNo), queryFn: () => apiClient.get<OngoingEventStatus>('/api/events/status') });
/** GET /api/vip/opened — whether VIP is opened for the member (mobile). */
export const vipOpenedQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.vipOpened(memberNo), queryFn: () => apiClient.get<Static<typeof VipOpenedSchema>>('/api/vip/opened') });
/** GET /api/hpc/me — the member's championship (SPEC §7 'a member hpc fetch occurs at start'). */
export const hpcMeQuery = (memberNo: MemberNo | null) =>
  queryOptions({ queryKey: platformKeys.hpcMe(memberNo), queryFn: () => apiClient.get<HpcChampionship | null>('/api/hpc/me') });
