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

describe('mfe-mobile App', () => {
  it('renders the page of the shell location', () => {
    render(<App {...props('/mobile/guide/rule')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('게임 규칙');
  });

  it('follows a new location from the shell (controlled router)', () => {
    const { rerender } = render(<App {...props('/mobile/guide/rule')} />);
    rerender(<App {...props('/mobile/guide/strategy')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('게임 전략');
  });

  it('sends link clicks to the shell navigate instead of its own history', () => {
    const navigate = jest.fn();
    render(<App {...props('/mobile/guide/rule', navigate)} />);
    fireEvent.click(screen.getAllByRole('link', { name: '게임 전략' })[0]);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/mobile/guide/strategy' }), { state: undefined });
  });
});
