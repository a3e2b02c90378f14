// `@hanpan/platform/routing`: pure route/layer declaration helpers (no React). Remotes bundle it
// (their src/routes and src/layers run at build time too); the main entry re-exports it.
export * from './areas';
export * from './routes';
export * from './pageTree';
export * from './errorPages';
export * from './layers';
export * from './version';
export * from './declarations';
