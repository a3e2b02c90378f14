// The popup frame's 닫기: the window when ours opened it; a popup page in a tab of its own (the
// window cannot close itself) goes back to the page before it, or home.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AreaProviders, hanpanStore, useLocation } from '@hanpan/platform';
import { goInstead, START_PAGE_KEPT_MS } from '@hanpan/platform/member-action';
import { MemoryRouter } from '@hanpan/platform/testing';
import { PopupLayout } from './PopupLayout';

// the dialog code's chunk: counted when fetched
let mockDialogCodeFetched = 0;
jest.mock('../popups/PopupHost', () => {
  mockDialogCodeFetched += 1;
  return {};
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

type Route = Parameters<typeof PopupLayout>[0]['route'];

/** The popup frame at the last of `entries` (a page's location history), showing where it is. */
function renderFrame(entries: string[], route: Route = null) {
  render(
    <AreaProviders globalStyle={false}>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <PopupLayout route={route} areaRoutes={[]}>
          <Where />
        </PopupLayout>
      </MemoryRouter>
    </AreaProviders>,
  );
}

/** This window went to a popup page from `page` (its popup blocked). */
function leftFor(page: string) {
  window.history.replaceState(null, '', page);
  goInstead('/popup/x', () => undefined);
  window.history.replaceState(null, '', '/');
}

/** 닫기 pressed: where the page is then. */
function renderPopup(entries: string[]) {
  renderFrame(entries);
  fireEvent.click(screen.getByRole('button', { name: '창 닫기' }));
  return screen.getByTestId('where').textContent;
}

let close: jest.SpyInstance;
let closed = false;
beforeEach(() => {
  closed = false;
  close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  // (jsdom's window.closed is not a property jest can spy on)
  Object.defineProperty(window, 'closed', { configurable: true, get: () => closed });
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { closed?: boolean }).closed;
  window.history.replaceState(null, '');
});

it('closes the window a page of ours opened, and goes nowhere', () => {
  close.mockImplementation(() => {
    closed = true;
  });
  expect(renderPopup(['/popup/transfer'])).toBe('/popup/transfer');
  expect(close).toHaveBeenCalledTimes(1);
});

it('a popup page opened in a tab of its own goes home', () => {
  expect(renderPopup(['/popup/transfer'])).toBe('/');
});

it('on the mobile site it goes to the mobile home', () => {
  hanpanStore.getState().setPublisher('hanpan', 'mobile');
  try {
    expect(renderPopup(['/popup/plus/join'])).toBe('/mobile');
  } finally {
    // the page is still mounted: its store update is a React update
    act(() => hanpanStore.getState().setPublisher('hanpan', 'pc'));
  }
});

it('a popup page reached from another page of the portal goes back to it', () => {
  window.history.replaceState({ idx: 1 }, '');
  expect(renderPopup(['/faq', '/popup/transfer'])).toBe('/faq');
});

it('a popup page loaded in this window by a portal page (its popup blocked) goes to that page', () => {
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/faq?categoryId=2`);
  expect(renderPopup(['/popup/transfer'])).toBe('/faq');
});

it('after the payment sandbox (its referrer), it goes to the page this window left for its blocked popup, once', () => {
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/register/register.nhn?pkgids=PM0004`);
  leftFor('/plus/me?tab=benefits');
  expect(renderPopup(['/popup/plus/result'])).toBe('/plus/me');
  expect(sessionStorage.getItem('hanpan.popupStartPage')).toBeNull();
});

it('a page this window left that is no portal page to go back to (the login) leaves 닫기 going home', () => {
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/register/register.nhn?pkgids=PM0004`);
  leftFor('/idp/login?nextUrl=%2F');
  expect(renderPopup(['/popup/plus/result'])).toBe('/');
});

it("after a payment page on another site (a payment provider's), it goes to the page left for the blocked popup too", () => {
  jest.spyOn(document, 'referrer', 'get').mockReturnValue('https://pay.example/checkout/done');
  leftFor('/shop');
  expect(renderPopup(['/popup/charge'])).toBe('/shop');
});

it('a page left longer ago than a payment takes is not the way back', () => {
  jest.spyOn(document, 'referrer', 'get').mockReturnValue(`${window.location.origin}/register/register.nhn?pkgids=PM0004`);
  sessionStorage.setItem('hanpan.popupStartPage', JSON.stringify({ page: '/plus/me', at: Date.now() - START_PAGE_KEPT_MS - 1 }));
  expect(renderPopup(['/popup/plus/result'])).toBe('/');
});

it('a popup page whose address was typed (no referrer) goes home, not to the page an abandoned blocked popup left (QA)', () => {
  leftFor('/plus/shop');
  expect(renderPopup(['/popup/mileage'])).toBe('/');
  expect(sessionStorage.getItem('hanpan.popupStartPage')).toBeNull();
});

it('fetches the dialog code once the window is idle: a confirm asked after the connection dropped still opens', async () => {
  jest.useFakeTimers();
  try {
    renderFrame(['/popup/mileage']);
    await act(async () => undefined);
    expect(mockDialogCodeFetched).toBe(0);
    // (jsdom has no requestIdleCallback: the timer stands in for it)
    await act(async () => void jest.advanceTimersByTime(3000));
    expect(mockDialogCodeFetched).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});

it('its title bar says what the tab says: the route\'s title, or the page\'s own when it names itself more exactly', async () => {
  document.title = '결과 | 한판';
  renderFrame(['/popup/plus/result?kind=join'], { pageInfo: { title: '결과' } } as NonNullable<Route>);
  expect(screen.getByTestId('popup-header').textContent).toMatch(/^결과닫기$/);
  // the Plus payment result names its kind in the tab (useDocumentTitle)
  document.title = '멤버십 가입 결과 | 한판';
  await waitFor(() => expect(screen.getByTestId('popup-header').textContent).toMatch(/^멤버십 가입 결과닫기$/));
});
