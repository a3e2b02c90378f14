import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from '@hanpan/platform/testing';
import { useNavigationMiddleware } from './useNavigationMiddleware';
import type { MiddlewareRegistry } from './types';

function Probe({ names, registry }: { names: string[]; registry: MiddlewareRegistry }) {
  const { fatalStatus } = useNavigationMiddleware(null, true, names, registry);
  return <p data-testid="status">{fatalStatus ?? 'ok'}</p>;
}

describe('useNavigationMiddleware', () => {
  it('runs the chain for the current location', async () => {
    const seen: string[] = [];
    render(
      <MemoryRouter initialEntries={['/faq?gameid=baduki']}>
        <Probe names={['spy']} registry={{ spy: (ctx) => void seen.push(`${ctx.location.pathname}${ctx.location.search}`) }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(seen).toEqual(['/faq?gameid=baduki']));
    expect(screen.getByTestId('status').textContent).toBe('ok');
  });

  it('an unknown middleware gives the 500 state', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter>
        <Probe names={['known', 'missing']} registry={{ known: () => undefined }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('500'));
    error.mockRestore();
  });
});
