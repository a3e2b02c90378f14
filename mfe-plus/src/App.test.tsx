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

describe('mfe-plus App', () => {
  it('renders the page of the shell location', () => {
    render(<App {...props('/plus/me/benefit')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('나의 혜택');
  });

  it('follows a new location from the shell (controlled router)', () => {
    const { rerender } = render(<App {...props('/plus/me/benefit')} />);
    rerender(<App {...props('/plus/me/payment')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('결제 내역');
  });

  it('sends link clicks to the shell navigate instead of its own history', () => {
    const navigate = jest.fn();
    render(<App {...props('/plus/me/benefit', navigate)} />);
    fireEvent.click(screen.getAllByRole('link', { name: '결제 내역' })[0]);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/plus/me/payment' }), { state: undefined });
  });
});
