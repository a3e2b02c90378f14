// A page reloaded while a layer was open: a file of its own, so that no dialog of another test has
// started watching the history first (the watch is once per page load).
import { installNavigationApi, navigationStandIn as navigation, removeNavigationApi } from '../test/navigationApi';
import { watchEntryLeftBeforeReload } from './useBackClosesPopup';

afterEach(() => {
  removeNavigationApi();
  jest.restoreAllMocks();
});

it('reloaded on the entry an open layer had (the layer gone): Back from it goes one more step, not onto the same page; to another page it is left alone', () => {
  installNavigationApi();
  // history.back() called but never taken (jsdom would leave the test's page)
  const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
  const here = window.location.href;
  window.history.replaceState({ usr: null, key: 'page-a', idx: 3, hanpanLayer: 'earlier-load:3' }, '');
  Object.assign(navigation, { currentEntry: { index: 4, url: here } });
  watchEntryLeftBeforeReload();
  const traverseTo = (index: number, url: string) => {
    navigation.dispatchEvent(Object.assign(new Event('navigate'), { navigationType: 'traverse', destination: { index, url } }));
    window.dispatchEvent(new PopStateEvent('popstate'));
  };
  traverseTo(3, here);
  expect(back).toHaveBeenCalledTimes(1);
  traverseTo(3, 'http://localhost/faq');
  expect(back).toHaveBeenCalledTimes(1);
});
