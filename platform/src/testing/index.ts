// `@hanpan/platform/testing`: helpers for the packages' jest tests (never imported by app code).
export * from './fakeApi';
export * from './fakeBroadcastChannel';
export * from './queryWrapper';
export * from './remoteAppContract';
export * from './hookFilesContract';
export * from './AddressProbe';
export * from './contrast';
export * from './coarsePointerStyle';
export * from './remotePageRequest';
// a router for component tests (apps use the shell's BrowserRouter; remotes a controlled Router)
export { MemoryRouter } from 'react-router-dom';
