// Renders with the platform providers (theme, QueryClient without retries) like the lifecycles do.
import { useMemo, useState, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { AreaProviders, createShellNavigator, Router, type Location, type ShellNavigate, type ShellNavigateOptions, type To } from '@hanpan/platform';
import { createQueryWrapper } from '@hanpan/platform/testing';
import { matchPortalRoute } from '@hanpan/platform/routing';
import { App } from '../App';
import { HPC_ROUTES } from '../routes';

export function renderHpc(ui: ReactElement) {
  const { client } = createQueryWrapper();
  return { ...render(<AreaProviders client={client}>{ui}</AreaProviders>), client };
}

/** The address history of a render under a fake shell: its entries (push adds one, replace swaps). */
export interface TestHistory {
  entries: string[];
  index: number;
  /** The current address (pathname + search + hash). */
  url(): string;
  /** The browser's Back button. */
  back(): void;
}

const BASE = 'http://portal.invalid';
const addressOf = (to: To, from: string): string => {
  const url = typeof to === 'string' ? new URL(to, BASE + from) : new URL(`${to.pathname ?? new URL(from, BASE).pathname}${to.search ?? ''}${to.hash ?? ''}`, BASE);
  return url.pathname + url.search + url.hash;
};

/**
 * Renders `view` under a fake shell at `url`: the location it is given follows every navigate
 * (as the shell's history would), so a test sees the address a click or a search leads to.
 */
export function renderHpcAt(url: string, view: (location: Location, navigate: ShellNavigate) => ReactElement) {
  let show: (entry: { url: string; key: number }) => void = () => undefined;
  let keys = 0;
  const history: TestHistory = {
    entries: [url],
    index: 0,
    url: () => history.entries[history.index]!,
    back: () => go(-1),
  };
  const go = (delta: number) => {
    history.index = Math.min(Math.max(history.index + delta, 0), history.entries.length - 1);
    act(() => show({ url: history.url(), key: ++keys }));
  };
  const navigate = ((to: To | number, options?: ShellNavigateOptions) => {
    if (typeof to === 'number') return go(to);
    const next = addressOf(to, history.url());
    if (options?.replace) history.entries[history.index] = next;
    else history.entries = [...history.entries.slice(0, history.index + 1), next];
    if (!options?.replace) history.index += 1;
    show({ url: next, key: ++keys });
  }) as ShellNavigate;

  function FakeShell() {
    const [entry, setEntry] = useState({ url, key: 0 });
    show = setEntry;
    const location = useMemo<Location>(() => {
      const u = new URL(entry.url, BASE);
      return { pathname: u.pathname, search: u.search, hash: u.hash, state: null, key: `k${entry.key}` };
    }, [entry]);
    return view(location, navigate);
  }
  return { ...renderHpc(<FakeShell />), history };
}

/** A component under a remote's controlled router at `url` (see renderHpcAt). */
export function renderRoutedHpc(url: string, ui: ReactElement) {
  return renderHpcAt(url, (location, navigate) => (
    <Router location={location} navigator={createShellNavigator(navigate)}>
      {ui}
    </Router>
  ));
}

/** The area's App at `url`, as the shell mounts it (see renderHpcAt). */
export function renderHpcApp(url: string) {
  const pathname = new URL(url, BASE).pathname;
  const pageInfo = matchPortalRoute(pathname, HPC_ROUTES)!.route.pageInfo;
  return renderHpcAt(url, (location, navigate) => <App location={location} navigate={navigate} pageInfo={pageInfo} publisher="hanpan" isMobileSite={false} />);
}
