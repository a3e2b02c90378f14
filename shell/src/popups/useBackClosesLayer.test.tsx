import { act, renderHook } from '@testing-library/react';
import { useBackClosesLayer } from './useBackClosesLayer';

// jsdom has no Navigation API: a stand-in that hears the navigations the tests announce
const navigation = new EventTarget();
const announceNavigation = () => navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType: 'push' }));
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
const routerState = { usr: null, key: 'page-a', idx: 3 };

beforeEach(() => {
  Object.defineProperty(window, 'navigation', { value: Object.assign(navigation, { currentEntry: null }), configurable: true });
  window.history.replaceState(routerState, '');
});
afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
});

it('without the Navigation API the history is left alone (Back leaves the page, as before)', () => {
  delete (window as { navigation?: unknown }).navigation;
  const length = window.history.length;
  renderHook(() => useBackClosesLayer(1, jest.fn()));
  expect(window.history.length).toBe(length);
  expect(window.history.state).toEqual(routerState);
});

it("an open layer adds one entry of the same page (the router's state kept); Back closes the layer", async () => {
  const close = jest.fn();
  const length = window.history.length;
  const { unmount } = renderHook(() => useBackClosesLayer(2, close));
  expect(window.history.length).toBe(length + 1);
  expect(window.history.state).toMatchObject(routerState);
  window.history.back();
  await settle();
  expect(window.history.state).toEqual(routerState);
  expect(close).toHaveBeenCalledTimes(1);
  // closed by Back: nothing more is taken out
  const back = jest.spyOn(window.history, 'back');
  unmount();
  await settle();
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
});

it('a layer closed by its button takes its entry out; one closed by a click that navigated leaves it', async () => {
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  const first = renderHook(() => useBackClosesLayer(3, jest.fn()));
  first.unmount();
  await settle();
  expect(back).toHaveBeenCalledTimes(1);

  const second = renderHook(() => useBackClosesLayer(4, jest.fn()));
  second.unmount();
  announceNavigation(); // the same click went on to another page (location.assign, a link)
  await settle();
  expect(back).toHaveBeenCalledTimes(1);
  back.mockRestore();
});

it('a layer queued after a closed one takes over its entry instead of adding another', async () => {
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  const length = window.history.length;
  const { rerender } = renderHook(({ id }) => useBackClosesLayer(id, jest.fn()), { initialProps: { id: 5 } });
  rerender({ id: 6 });
  await settle();
  expect(window.history.length).toBe(length + 1);
  expect(back).not.toHaveBeenCalled();
  back.mockRestore();
});
