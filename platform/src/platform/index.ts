// Platform pieces shared by the shell and every remote: route and layer declarations, site
// detection, parcel props and lifecycles helper, the remote router, the default page structure.
export * from '../routing';
export * from './site';
export * from './remote-props';
export * from './lifecycles';
export * from './PageInfoView';
export * from './RemoteRoutes';
export * from './areaRoutes';
export * from './providers';
export * from './router';
export * from './useDocumentTitle';
export * from './query';
export * from './layers';
export * from './remoteModules';
export * from './BannerLink';
export * from './remoteSsr';
export * from './RemoteRootElement';
