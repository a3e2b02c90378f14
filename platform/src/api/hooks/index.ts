// The platform's hooks: what every page may read (SPEC §7 per-navigation data). One hook per file.
export * from './useGameMaintenances';
export * from './useGlobalBanners';
export * from './useGlobalMemberState';
export * from './useGlobalMembership';
export * from './useGlobalMobileMembership';
export * from './useGlobalShop';
export * from './useHpcMe';
export * from './useIdempotentAction';
export * from './useMobilePersonalState';
export * from './useOngoingEventStatus';
export * from './usePaymentResultRefresh';
export * from './usePcBangSubscription';
export * from './usePersonalZone';
export * from './useQueryMemberNo';
export * from './useReloadableState';
export * from './useVipOpened';
