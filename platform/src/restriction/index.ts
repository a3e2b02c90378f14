// `@hanpan/platform/restriction`: unshared (bundled where used); its client and react-query come
// from the `@hanpan/platform` singleton.
export { restrictionQuery } from './restrictionQuery';
export { useGameRestrictions } from './useGameRestrictions';
