import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from '@hanpan/platform';
import { useTraversalBeforeStart } from './useTraversalBeforeStart';

function Page() {
  useTraversalBeforeStart();
  const { pathname, search } = useLocation();
  return <p data-testid="shown">{pathname + search}</p>;
}

// The router reads the address while rendering; a traversal landing before its listener is there
// (between the render and the commit) is what the hook makes up for.
function renderMissingOneTraversal(to: string) {
  const real = window.history.replaceState.bind(window.history);
  let moved = false;
  const probe = () => {
    if (moved) return null;
    moved = true;
    real(window.history.state, '', to);
    return null;
  };
  function MovesAfterRead() {
    return probe();
  }
  return render(
    <BrowserRouter>
      <Page />
      <MovesAfterRead />
    </BrowserRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

it('a traversal made while the page started (the address moved after the router read it) is shown once the router listens', () => {
  window.history.replaceState(null, '', '/plus/me/money-history?tab=pet');
  renderMissingOneTraversal('/plus/me/money-history');
  expect(window.location.search).toBe('');
  expect(screen.getByTestId('shown').textContent).toBe('/plus/me/money-history');
});

it('nothing is told when the address is what the router rendered', () => {
  window.history.replaceState(null, '', '/plus/me/money-history?tab=pet');
  const pops = jest.fn();
  window.addEventListener('popstate', pops);
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  window.removeEventListener('popstate', pops);
  expect(pops).not.toHaveBeenCalled();
  expect(screen.getByTestId('shown').textContent).toBe('/plus/me/money-history?tab=pet');
});
