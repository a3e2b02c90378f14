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

describe('mfe-vip App', () => {
  it('renders the page of the shell location', () => {
    render(<App {...props('/vip/lounge')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('VIP 라운지');
  });

  it('follows a new location from the shell (controlled router)', () => {
    const { rerender } = render(<App {...props('/vip/lounge')} />);
    rerender(<App {...props('/vip/guide')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('VIP 안내');
  });

  it('sends link clicks to the shell navigate instead of its own history', () => {
    const navigate = jest.fn();
    render(<App {...props('/vip/lounge', navigate)} />);
    fireEvent.click(screen.getAllByRole('link', { name: 'VIP 안내' })[0]);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/vip/guide' }), { state: undefined });
  });
});
