// The contract every remote's App keeps with the shell (controlled router): it renders the page of
// the shell's location, follows a new location, and hands link clicks to the shell's navigate.
// Each remote's App.test.tsx runs it with two of its own routes.
import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { matchPortalRoute, type RemoteProps } from '@hanpan/platform';

interface PageCase {
  path: string;
  /** the page's Korean title (its h1) */
  title: string;
}

function remoteProps(pathname: string, navigate = jest.fn()): RemoteProps {
  return {
    location: { pathname, search: '', hash: '', state: null, key: 'k' },
    navigate: navigate as unknown as RemoteProps['navigate'],
    pageInfo: matchPortalRoute(pathname)!.route.pageInfo,
    publisher: 'hanpan',
    isMobileSite: false,
  };
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

export function describeRemoteAppContract(remote: string, App: ComponentType<RemoteProps>, from: PageCase, to: PageCase) {
  describe(`${remote} App`, () => {
    it('renders the page of the shell location', () => {
      render(<App {...remoteProps(from.path)} />);
      expect(heading()).toBe(from.title);
    });

    it('follows a new location from the shell (controlled router)', () => {
      const { rerender } = render(<App {...remoteProps(from.path)} />);
      rerender(<App {...remoteProps(to.path)} />);
      expect(heading()).toBe(to.title);
    });

    it('sends link clicks to the shell navigate instead of its own history', () => {
      const navigate = jest.fn();
      render(<App {...remoteProps(from.path, navigate)} />);
      fireEvent.click(screen.getAllByRole('link', { name: to.title })[0]);
      expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: to.path }), { state: undefined });
    });
  });
}
