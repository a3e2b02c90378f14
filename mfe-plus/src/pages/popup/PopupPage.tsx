// A window popup's page: the popup frame shows the title in its bar (not a heading), so the page
// carries its own h1 for screen readers and the page-info contract.
import type { ComponentType } from 'react';
import { VisuallyHidden, type PortalRoute } from '@hanpan/platform';

export function withPopupTitle(Page: ComponentType<{ route: PortalRoute }>): ComponentType<{ route: PortalRoute }> {
  function PopupPage({ route }: { route: PortalRoute }) {
    return (
      <div data-page={route.pageInfo.name}>
        <VisuallyHidden as="h1">{route.pageInfo.title}</VisuallyHidden>
        <Page route={route} />
      </div>
    );
  }
  PopupPage.displayName = `PopupPage(${Page.displayName ?? Page.name})`;
  return PopupPage;
}
