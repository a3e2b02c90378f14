// Shell-owned pages by route name (pageInfo.name of the route table).
import type { ComponentType } from 'react';
import type { PortalRoute } from '@hanpan/shared';
import { FaqPage } from './FaqPage';
import { GoldboxPopup } from './GoldboxPopup';
import { HomePage } from './HomePage';
import { MileagePopup } from './MileagePopup';
import { MirrorPage } from './MirrorPage';
import { SponsorPage } from './SponsorPage';
import { TransferPopup } from './TransferPopup';

export const SHELL_PAGES: Record<string, ComponentType<{ route: PortalRoute }>> = {
  home: HomePage,
  mirror: MirrorPage,
  faq: FaqPage,
  sponsor: SponsorPage,
  'popup-goldbox': GoldboxPopup,
  'popup-mileage': MileagePopup,
  'popup-transfer': TransferPopup,
};
export { ErrorPage, NotFoundPage, UnknownMiddlewarePage, AdultOnlyPage, ServiceErrorPage } from './ErrorPage';
