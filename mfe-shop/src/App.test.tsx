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

describe('mfe-shop App', () => {
  it('renders the page of the shell location', () => {
    render(<App {...props('/shop/item')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('기능성 아이템');
  });

  it('follows a new location from the shell (controlled router)', () => {
    const { rerender } = render(<App {...props('/shop/item')} />);
    rerender(<App {...props('/shop/money')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('머니');
  });

  it('sends link clicks to the shell navigate instead of its own history', () => {
    const navigate = jest.fn();
    render(<App {...props('/shop/item', navigate)} />);
    fireEvent.click(screen.getAllByRole('link', { name: '머니' })[0]);
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ pathname: '/shop/money' }), { state: undefined });
  });
});
