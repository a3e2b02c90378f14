import type { ReactNode } from 'react';
import type { PortalRoute } from '@hanpan/platform';

export interface LayoutProps {
  /** Matched route, null on the 404 page. */
  route: PortalRoute | null;
  children: ReactNode;
}
