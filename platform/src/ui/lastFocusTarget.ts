// The element that last took focus. A button that disables itself while its action runs drops focus
// to <body>: the dialog it opens finds it here and gives focus back to it. The shell calls this at
// start-up (a few bytes on every page), before any dialog code has loaded, so the first dialog of a
// page finds its opener too.
let last: EventTarget | null = null;
const remember = (event: FocusEvent) => {
  last = event.target;
};

/**
 * What last took focus on the page; the first call starts following it (later calls add the same
 * listener again, a no-op). One export for both: it is on every page's start.
 */
export const lastFocusTarget = (): EventTarget | null => (document.addEventListener('focusin', remember), last);
