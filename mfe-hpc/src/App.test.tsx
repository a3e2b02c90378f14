import { fireEvent, render, screen } from '@testing-library/react';
import { matchPortalRoute, type RemoteProps } from '@hanpan/shared';
import { App } from './App';

function props(pathname: string, navigate = jest.fn()): RemoteProps {
  return {
    location: { pathname, search: '', hash: '', state: null, key: 'k' },
    navigate: navigate as unknown as RemoteProps['navigate'],
    pageInfo: matchPortalRoute(pathname)!.route.pageInfo,
    publisher: 'hanpan',
    isMobileSite: false,
  };
}

describe('mfe-hpc App', () => {
  it('renders the page of the shell location', () => {
    render(<App {...props('/hpc/media')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('미디어');
  });

  it('follows a new location from the shell (controlled router)', () => {
    const { rerender } = render(<App {...props('/hpc/media')} />);
    rerender(<App {...props('/hpc/info')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('대회 안내');
  });

  it('sends link clicks to the shell navigate instead of its own history', () => {
    const navigate = jest.fn();
    render(<App {...props('/hpc/media', navigate)} />);
    fireEvent.click(screen.getAllByRole('link', { name: '대회 안내' })[0]);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/hpc/info' }), { state: undefined });
  });
});
