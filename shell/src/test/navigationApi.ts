// jsdom has no Navigation API. The stand-in is one event target per test file (the popup host
// listens on the first one it is given); tests announce navigations and entry changes on it.
export const navigationStandIn = new EventTarget();

export const installNavigationApi = () => Object.defineProperty(window, 'navigation', { value: Object.assign(navigationStandIn, { currentEntry: null }), configurable: true });

export const removeNavigationApi = () => void delete (window as { navigation?: unknown }).navigation;
