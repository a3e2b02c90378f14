import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@hanpan/platform/testing';
import type { PortalRoute } from '@hanpan/platform';
import { HPC_ENTRY_RULE_TEXT } from '@hanpan/contracts/championship';
import { SHELL_ROUTES } from '../routes/shellRoutes';
import { SponsorPage } from './SponsorPage';

const ROUTE = SHELL_ROUTES.find((r) => r.path === '/sponsor') as PortalRoute;

describe('/sponsor', () => {
  it('says how to enter HPC as /hpc/info does; its link is named for where it goes, the championship area (the shell knows no area sub-route)', () => {
    render(
      <MemoryRouter initialEntries={['/sponsor']}>
        <SponsorPage route={ROUTE} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('heading', { name: '한판 포커 챔피언십' }).parentElement!;
    expect(card.textContent).toContain(HPC_ENTRY_RULE_TEXT);
    expect(card.textContent).not.toContain('예선');
    expect(within(card).getByRole('link', { name: '챔피언십 보기' }).getAttribute('href')).toBe('/hpc');
  });
});
