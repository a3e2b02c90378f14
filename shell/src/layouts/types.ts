import type { ReactNode } from 'react';
import type { PortalRoute } from '@hanpan/platform';

export interface LayoutProps {
  /** Matched route, null on the 404 page and while a remote's routes are being read. */
  route: PortalRoute | null;
  /** The address is no page's (the 404 page): no menu entry is the current page. */
  notFound?: boolean;
  /** The routes of the page's area (their `menu` entries fill the layout's menu). */
  areaRoutes: readonly PortalRoute[];
  children: ReactNode;
}
