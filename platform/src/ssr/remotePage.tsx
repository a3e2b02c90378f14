// A remote's first screen on the server: its App under the page's location with the member state
// and the data the browser will have, so the page paints it before any JavaScript ran. The remote's
// browser render hydrates that markup in place (shell/src/federation/RemoteParcel.tsx): same
// elements, and the same class names, which the styled-components plugin derives from the source
// files in both builds (scripts/swc-options.cjs). Each remote's src/ssr.tsx exports this for its build's
// dist/ssr/page.cjs.
import type { ComponentType } from 'react';
import { dehydrate } from '@tanstack/react-query';
import type { RemotePageRenderer, RemotePageRequest, RemotePageResult } from '@hanpan/contracts';
import type { Location } from '../platform/router';
import type { RemoteProps } from '../platform/remote-props';
import { RemoteRootElement } from '../platform/RemoteRootElement';
import { REMOTE_SSR_STYLES_ATTR } from '../platform/remoteSsr';
import { hanpanStore } from '../store/hanpanStore';
import { applyFrameStore } from '../store/globalMemberState';
import { AreaProviders } from '../ui/AreaProviders';
import { answerReadsWith, createServerQueryClient, oneAtATime, renderedErrorStatus, renderWithData } from './serverRender';
import { PLATFORM_BUILD } from './platformBuild';

const noNavigation = () => undefined;

export function createRemotePageRenderer(App: ComponentType<RemoteProps>, remoteName: string): RemotePageRenderer {
  const render = oneAtATime(async (request: RemotePageRequest): Promise<RemotePageResult> => {
    const restoreTransport = answerReadsWith(request.get);
    const client = createServerQueryClient();
    try {
      hanpanStore.setState(hanpanStore.getInitialState(), true);
      applyFrameStore(hanpanStore, request, request.store);
      const url = new URL(request.url, 'http://portal.invalid');
      const location: Location = { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
      const props: RemoteProps = { location, navigate: noNavigation, pageInfo: request.pageInfo, publisher: request.publisher, isMobileSite: request.isMobileSite };
      const tree = () => (
        <AreaProviders client={client} globalStyle={false}>
          <RemoteRootElement remoteName={remoteName}>
            <App {...props} />
          </RemoteRootElement>
        </AreaProviders>
      );
      const { html, styles } = await renderWithData(tree, client);
      const errorStatus = renderedErrorStatus();
      return {
        html,
        styles: styles.replace(/<style\b[^>]*>/g, `<style ${REMOTE_SSR_STYLES_ATTR}="${remoteName}">`),
        queries: dehydrate(client).queries,
        ...(errorStatus ? { errorStatus } : {}),
      };
    } finally {
      client.clear();
      hanpanStore.setState(hanpanStore.getInitialState(), true);
      restoreTransport();
    }
  });
  return { renderRemotePage: render, platformBuild: PLATFORM_BUILD };
}
