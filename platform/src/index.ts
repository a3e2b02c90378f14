// Public surface of @hanpan/platform: the only package remotes may import.
// Contracts live behind '@hanpan/contracts' (types only in browsers).
export * from './constants';
export * from './lib';
export * from './store';
export * from './api';
export * from './ui';
export * from './platform';
