// The contract every remote's App keeps with the shell (controlled router): it renders the page of
// the shell's location, follows a new location, and hands link clicks to the shell's navigate.
// Each remote's App.test.tsx runs it with two of its own routes.
import type { ComponentType, ReactElement } from 'react';
import { fireEvent, render as rtlRender, screen } from '@testing-library/react';
import { AreaProviders } from '../ui/AreaProviders';
import { createQueryWrapper } from './queryWrapper';
import type { RemoteProps } from '../platform/remote-props';
import { matchPortalRoute, type PortalRoute } from '../routing/routes';

interface PageCase {
  path: string;
  /** the page's Korean title (its h1) */
  title: string;
}

function remoteProps(routes: readonly PortalRoute[], pathname: string, navigate = jest.fn()): RemoteProps {
  return {
    location: { pathname, search: '', hash: '', state: null, key: 'k' },
    navigate: navigate as unknown as RemoteProps['navigate'],
    pageInfo: matchPortalRoute(pathname, routes)!.route.pageInfo,
    publisher: 'hanpan',
    isMobileSite: false,
  };
}

/** As the parcel mounts it (lifecycles): inside the area providers (theme, a QueryClient). */
function render(ui: ReactElement) {
  const { client } = createQueryWrapper();
  return rtlRender(ui, { wrapper: ({ children }) => <AreaProviders client={client}>{children}</AreaProviders> });
}

/** Pages may be lazy chunks: wait for the page's h1. */
// (a lazy page's first import is compiled by jest's transform: a loaded machine takes over a second)
const heading = (title: string) => screen.findByRole('heading', { level: 1, name: title }, { timeout: 5_000 });

export function describeRemoteAppContract(
  remote: string,
  App: ComponentType<RemoteProps>,
  routes: readonly PortalRoute[],
  from: PageCase,
  to: PageCase,
) {
  describe(`${remote} App`, () => {
    it('renders the page of the shell location', async () => {
      render(<App {...remoteProps(routes, from.path)} />);
      expect(await heading(from.title)).toBeTruthy();
    });

    it('follows a new location from the shell (controlled router)', async () => {
      const { rerender } = render(<App {...remoteProps(routes, from.path)} />);
      await heading(from.title);
      rerender(<App {...remoteProps(routes, to.path)} />);
      expect(await heading(to.title)).toBeTruthy();
    });

    it('sends link clicks to the shell navigate instead of its own history', async () => {
      const navigate = jest.fn();
      render(<App {...remoteProps(routes, from.path, navigate)} />);
      await heading(from.title);
      fireEvent.click(screen.getAllByRole('link', { name: to.title })[0]);
      expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: to.path }), { state: undefined });
    });
  });
}
