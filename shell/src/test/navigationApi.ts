// jsdom has no Navigation API. The stand-in is one event target per test file (the popup host
// listens on the first one it is given); tests announce navigations and entry changes on it.
export const navigationStandIn = new EventTarget();

export const installNavigationApi = () => Object.defineProperty(window, 'navigation', { value: Object.assign(navigationStandIn, { currentEntry: null }), configurable: true });

export const removeNavigationApi = () => void delete (window as { navigation?: unknown }).navigation;

/**
 * history.back(), awaited until jsdom has landed on the entry (its popstate, in a later task) and
 * React has rendered what the listeners changed: a fixed wait lost the race on a busy CI machine.
 */
export async function backLanded(): Promise<void> {
  const { act } = await import('@testing-library/react');
  await act(async () => {
    const landed = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await landed;
  });
}
