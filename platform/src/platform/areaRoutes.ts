// The routes of the area being rendered (breadcrumbs, sub-navigation of PageInfoView).
import { createContext, useContext } from 'react';
import type { PortalRoute } from '../routing/routes';

export const AreaRoutesContext = createContext<readonly PortalRoute[]>([]);

export function useAreaRoutes(): readonly PortalRoute[] {
  return useContext(AreaRoutesContext);
}

/** For the shell's own pages (they render outside RemoteRoutes). */
export const AreaRoutesProvider = AreaRoutesContext.Provider;
