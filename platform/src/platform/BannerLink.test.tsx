import { fireEvent, render, screen } from '@testing-library/react';
import type { Banner } from '@hanpan/contracts';
import { AddressProbe, MemoryRouter } from '../testing';
import { BannerLink } from './BannerLink';

const banner: Banner = { id: 7, title: '배너', imageUrl: '/b.svg', linkType: 'SELF', linkUrl: '/shop/avatar', extraDataToMap: {} };

function renderBanner() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <BannerLink banner={banner}>신규 아바타</BannerLink>
      <AddressProbe />
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: '신규 아바타' });
}

describe('BannerLink', () => {
  it('a click moves inside the portal (no page load)', () => {
    const link = renderBanner();
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByTestId('address').textContent).toBe('/shop/avatar');
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }])('a modified click %o is the browser’s (a new tab or window), not a move of this page (QA)', (keys) => {
    const link = renderBanner();
    // not prevented: the browser opens the link its own way
    expect(fireEvent.click(link, keys)).toBe(true);
    expect(screen.getByTestId('address').textContent).toBe('/');
  });
});
