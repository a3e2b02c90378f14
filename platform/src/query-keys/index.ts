// `@hanpan/platform/query-keys` (unshared: a remote bundles only what it uses).
export * from '../api/queryKeys';
export * from '../api/sharedKeys';
