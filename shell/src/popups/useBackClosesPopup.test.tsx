import { act, renderHook } from '@testing-library/react';
import { historyBack, installNavigationApi, navigationStandIn as navigation, removeNavigationApi } from '../test/navigationApi';
import { useBackClosesPopup } from './useBackClosesPopup';

const announceNavigation = () => navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType: 'push' }));
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const routerState = { usr: null, key: 'page-a', idx: 3 };
// history.back() called but never taken (jsdom would leave the test's page)
const stubBack = () => jest.spyOn(window.history, 'back').mockImplementation(() => undefined);

beforeEach(() => {
  installNavigationApi();
  window.history.replaceState(routerState, '');
});
afterEach(() => {
  // a step a test's mocked history.back() never took: landed, for the next test
  navigation.dispatchEvent(new Event('currententrychange'));
  removeNavigationApi();
  jest.restoreAllMocks();
});

it('without the Navigation API the history is left alone (Back leaves the page, as before)', () => {
  removeNavigationApi();
  const length = window.history.length;
  renderHook(() => useBackClosesPopup(1, jest.fn()));
  expect(window.history.length).toBe(length);
  expect(window.history.state).toEqual(routerState);
});

it("an open layer adds one entry of the same page (the router's state kept); Back closes the layer", async () => {
  const close = jest.fn();
  const length = window.history.length;
  const { unmount } = renderHook(() => useBackClosesPopup(2, close));
  expect(window.history.length).toBe(length + 1);
  expect(window.history.state).toMatchObject(routerState);
  await act(historyBack);
  expect(window.history.state).toEqual(routerState);
  expect(close).toHaveBeenCalledTimes(1);
  // closed by Back: nothing more is taken out
  const back = jest.spyOn(window.history, 'back');
  unmount();
  await settle();
  expect(back).not.toHaveBeenCalled();
});

it('with pages ahead (Back, then a reload: a layer that opens by itself), a layer adds no entry: Forward still leads to them (QA)', async () => {
  const here = { index: 3, url: 'http://localhost/vip' };
  const ahead = (url: string) => Object.assign(navigation, { canGoForward: true, currentEntry: here, entries: () => [here, { index: 4, url }] });
  // ahead only a closed dialog's entry of this page: it is replaced (a dialog right after another's ×)
  ahead(here.url);
  const replaced = renderHook(() => useBackClosesPopup(8, jest.fn()));
  expect(window.history.state).not.toEqual(routerState);
  replaced.unmount();
  await settle();
  navigation.dispatchEvent(new Event('currententrychange'));
  window.history.replaceState(routerState, '');
  ahead('http://localhost/vip/guide');
  try {
    const length = window.history.length;
    const back = stubBack();
    const { unmount } = renderHook(() => useBackClosesPopup(9, jest.fn()));
    expect(window.history.length).toBe(length);
    expect(window.history.state).toEqual(routerState);
    // and nothing to take out when it closes
    unmount();
    await settle();
    expect(back).not.toHaveBeenCalled();
  } finally {
    Object.assign(navigation, { canGoForward: false, currentEntry: null });
  }
});

it('three deep (a confirm over a layer opened over another): the confirm closed by its button leaves both layers open; Back then closes the top one only (QA)', async () => {
  const vip = jest.fn();
  const box = jest.fn();
  renderHook(() => useBackClosesPopup(20, vip));
  renderHook(() => useBackClosesPopup(21, box));
  const confirm = renderHook(() => useBackClosesPopup(22, jest.fn()));
  const landed = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  confirm.unmount();
  await act(async () => landed);
  navigation.dispatchEvent(new Event('currententrychange'));
  expect(vip).not.toHaveBeenCalled();
  expect(box).not.toHaveBeenCalled();
  await act(historyBack);
  expect(box).toHaveBeenCalledTimes(1);
  expect(vip).not.toHaveBeenCalled();
});

it('a layer closed by its button takes its entry out; one closed by a click that navigated leaves it', async () => {
  const back = stubBack();
  const first = renderHook(() => useBackClosesPopup(3, jest.fn()));
  first.unmount();
  await settle();
  expect(back).toHaveBeenCalledTimes(1);

  const second = renderHook(() => useBackClosesPopup(4, jest.fn()));
  second.unmount();
  announceNavigation(); // the same click went on to another page (location.assign, a link)
  await settle();
  expect(back).toHaveBeenCalledTimes(1);
});

it('a layer queued after a closed one takes over its entry instead of adding another', async () => {
  const back = stubBack();
  const length = window.history.length;
  const { rerender } = renderHook(({ id }) => useBackClosesPopup(id, jest.fn()), { initialProps: { id: 5 } });
  rerender({ id: 6 });
  await settle();
  expect(window.history.length).toBe(length + 1);
  expect(back).not.toHaveBeenCalled();
});

it("a dialog opened while the last one's entry is still being taken out waits until that step has landed", async () => {
  const back = stubBack();
  const first = renderHook(() => useBackClosesPopup(7, jest.fn()));
  first.unmount();
  await settle(); // its entry is on its way out (history.back() called, not landed)
  expect(back).toHaveBeenCalledTimes(1);
  const length = window.history.length;
  renderHook(() => useBackClosesPopup(8, jest.fn()));
  await settle();
  expect(window.history.length).toBe(length);
  await act(async () => void navigation.dispatchEvent(new Event('currententrychange')));
  expect(window.history.length).toBe(length + 1);
});
