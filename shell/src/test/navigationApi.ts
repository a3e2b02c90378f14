// jsdom has no Navigation API. The stand-in is one event target per test file (the popup host
// listens on the first one it is given); tests announce navigations and entry changes on it.
export const navigationStandIn = new EventTarget();

export const installNavigationApi = () => Object.defineProperty(window, 'navigation', { value: Object.assign(navigationStandIn, { currentEntry: null }), configurable: true });

export const removeNavigationApi = () => void delete (window as { navigation?: unknown }).navigation;

/**
 * history.back(), resolved when jsdom has landed on the entry (its popstate, in a later task); a
 * fixed wait lost the race on a busy CI machine. Wrapped in act() by the test: `await act(historyBack)`.
 */
export function historyBack(): Promise<void> {
  const landed = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
  window.history.back();
  return landed;
}
