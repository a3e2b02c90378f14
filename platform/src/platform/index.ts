// Platform pieces shared by the shell and every remote: route table, site detection,
// parcel props and lifecycles helper, the default page structure.
export * from './routes';
export * from './site';
export * from './remote-props';
export * from './lifecycles';
export * from './PageInfoView';
export * from './RemoteRoutes';
export * from './providers';
export * from './router';
