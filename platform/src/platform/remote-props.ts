// What the shell hands every remote parcel. Parcels are separate React roots: the shell's
// router context does not reach them, so location and navigate travel as props.
import type { Location, Navigator, To } from './router';
import type { Publisher } from '@hanpan/contracts';
import type { PageInfo } from '../routing/routes';

export interface ShellNavigateOptions {
  replace?: boolean;
  state?: unknown;
}
export type ShellNavigate = {
  (to: To, options?: ShellNavigateOptions): void;
  (delta: number): void;
};

export interface RemoteProps {
  location: Location;
  navigate: ShellNavigate;
  pageInfo: PageInfo;
  publisher: Publisher;
  isMobileSite: boolean;
  /** E2E only (server started with E2E=1 and `?__throw=<remote>`): render throws, to test isolation. */
  simulateRenderError?: boolean;
  /** Called when the remote's tree throws while rendering; the shell then shows its fallback. */
  reportRenderError?: (error: unknown) => void;
}

function toPath(to: To): string {
  if (typeof to === 'string') return to;
  return `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/** react-router Navigator that forwards every move to the shell's history (the single source of truth). */
export function createShellNavigator(navigate: ShellNavigate): Navigator {
  return {
    createHref: (to) => toPath(to),
    go: (delta) => navigate(delta),
    push: (to, state) => navigate(to, { state }),
    replace: (to, state) => navigate(to, { replace: true, state }),
  };
}
