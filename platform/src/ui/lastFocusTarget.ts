// The element that last took focus, and its ancestors then. A button that disables itself while its
// action runs drops focus to <body>: the dialog it opens finds it here and gives focus back to it;
// one its page re-rendered away meanwhile is found by its ancestors (the dialog gives the focus to
// the heading of its area). The shell calls this at start-up (a few bytes on every page), before
// any dialog code has loaded, so the first dialog of a page finds its opener too.
let path: EventTarget[] = [];
const remember = (event: FocusEvent) => {
  path = event.composedPath();
};

/**
 * What last took focus on the page, then its ancestors (its focus event's path); the first call
 * starts following it (later calls add the same listener again, a no-op).
 */
export const lastFocusPath = (): readonly EventTarget[] => (document.addEventListener('focusin', remember), path);

/** What last took focus on the page (lastFocusPath's first). */
export const lastFocusTarget = (): EventTarget | null => lastFocusPath()[0] ?? null;
