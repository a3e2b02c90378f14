// Every React root (the shell and each remote parcel) wraps itself in the shared AreaProviders
// (one QueryClient, theme, global styles).
export { AreaProviders as RootProviders } from '../ui/AreaProviders';
