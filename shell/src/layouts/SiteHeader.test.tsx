import { render, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from '@hanpan/platform/testing';
import { AreaProviders, hanpanStore } from '@hanpan/platform';
import { PC_NAV, SiteHeader } from './parts';
import { PcMainLayout } from './PcMainLayout';

function activeEntriesAt(url: string): string[] {
  render(
    <AreaProviders client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <SiteHeader items={PC_NAV} />
      </MemoryRouter>
    </AreaProviders>,
  );
  const menu = within(screen.getByRole('navigation', { name: '주 메뉴' }));
  return menu.getAllByRole('link').filter((a) => a.classList.contains('active')).map((a) => a.textContent ?? '');
}

beforeEach(() => hanpanStore.getState().setMember(null));

describe('the PC menu lights up the entry of the page', () => {
  it.each([
    ['/faq', '자주 묻는 질문'],
    ['/hpc/championship', '챔피언십'],
    // PC방 챔피언십 lives outside /hpc but is a championship page
    ['/championship', '챔피언십'],
    ['/Championship', '챔피언십'],
  ])('%s → %s', (url, entry) => {
    expect(activeEntriesAt(url)).toEqual([entry]);
  });

  it('a page of no entry lights up none', () => {
    expect(activeEntriesAt('/mirror')).toEqual([]);
  });

  it('keeps the logo beside the menu, not in it: a phone’s menu scrolls to the page’s entry, the logo stays in view (QA /faq)', () => {
    activeEntriesAt('/faq');
    const header = within(screen.getByTestId('site-header'));
    expect(header.getByRole('link', { name: '한판' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('navigation', { name: '주 메뉴' })).queryByRole('link', { name: '한판' })).toBeNull();
  });
});

describe('the PC home frame', () => {
  it('puts every text in a landmark: the tagline is in the header (axe region), the skip link aside', () => {
    render(
      <AreaProviders client={new QueryClient()}>
        <MemoryRouter initialEntries={['/']}>
          <PcMainLayout route={null} areaRoutes={[]}>
            <p>본문</p>
          </PcMainLayout>
        </MemoryRouter>
      </AreaProviders>,
    );
    expect(within(screen.getByRole('banner')).getByText(/한판 하세요/)).toBeTruthy();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const outside: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('header, nav, main, footer, aside, .skip-link')) outside.push(text);
    }
    expect(outside).toEqual([]);
  });
});
