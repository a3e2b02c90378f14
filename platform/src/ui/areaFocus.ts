// Where the focus goes when what had it is gone: the heading of its area. A closing dialog whose
// opener was re-rendered away uses it (useFocusTrap), and so does a page that re-rendered under the
// focused element (a payment popup's result turns 가입하기 into the membership it bought): Chromium
// drops that focus to <body>, where a keyboard or screen-reader player starts over from the top.
// Small and apart from the dialog code, which loads with the first dialog.
import { lastFocusPath } from './lastFocusTarget';

const LANDMARK = 'main,section,article,aside,nav,form,[role="region"],[role="dialog"],[role="alertdialog"]';

/**
 * Where focus goes when the opener is gone (replaced, or its list re-rendered): the heading of
 * the closest area that is still on the page (else that area, else the page's h1 or main), made
 * focusable by script only; never <body>, where a screen reader starts over from the top.
 */
export function fallbackFocus(ancestors: readonly Element[]): HTMLElement | null {
  const start = ancestors.find((a) => a.isConnected && a !== document.body && a !== document.documentElement);
  const area = start?.closest<HTMLElement>(LANDMARK) ?? null;
  const target =
    area?.querySelector<HTMLElement>('h1,h2,h3,h4,h5,h6') ??
    area ??
    document.querySelector<HTMLElement>('main h1, h1') ??
    document.querySelector<HTMLElement>('main');
  if (!target) return null;
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.tabIndex = -1;
  return target;
}

/** True when no element holds the focus: it fell to <body> (or nowhere). */
export const focusLost = (): boolean => document.activeElement === null || document.activeElement === document.body;

/**
 * When the focus is lost because what had it is gone or disabled, gives it to the heading of that
 * element's area (as a dialog gives it back to an opener that is gone). Focus the player put on the
 * page itself (a click beside any control) is left alone.
 */
export function settleLostFocus(): void {
  if (!focusLost()) return;
  const [last, ...ancestors] = lastFocusPath();
  if (!(last instanceof HTMLElement)) return;
  if (last.isConnected && !last.matches(':disabled')) return;
  const area = fallbackFocus([last, ...ancestors].filter((a): a is Element => a instanceof Element));
  area?.focus({ preventScroll: true });
}
