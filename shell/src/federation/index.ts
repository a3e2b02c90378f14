// Everything about remotes. RemoteParcel is imported lazily by the routes (single-spa stays
// off the first page unless a remote route is opened).
export {
  initFederation,
  refreshRemotes,
  seedRemotes,
  markRemotesStale,
  setRemoteOverrides,
  remoteOverrides,
  type Overrides,
  loadLifecycles,
  loadLayers,
  loadExposed,
  retryRemote,
  isRemoteName,
  remoteVersion,
  subscribeRemotes,
  manifestSnapshot,
  type ManifestSnapshot,
} from './registry';
export { overrideNamed, safeLocalStorage, storedOverrideKeys, OVERRIDE_QUERY_PARAM, OVERRIDE_STORAGE_PREFIX } from './overrideNamed';
export { watchRemoteEvents, REMOTE_EVENTS_URL } from './remoteEvents';
export { installPrefetch, prefetchRemote, remoteForHref } from './prefetch';
export { parseRemotesManifest, changedRemotes, fetchRemotesManifest, type RemotesManifest, type RemoteEntryInfo } from './manifest';
export { reloadOnChunkError, isChunkLoadError, claimChunkReload } from './reloadGuard';
export { portalConfig, readPortalConfig } from './portalConfig';
export { RemoteFallback } from './RemoteFallback';
export { RemoteLoadError, describeFailure, type RemoteFailureKind } from './errors';
