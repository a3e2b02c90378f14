// Dialog focus handling: move focus in on open, keep Tab inside (the page behind inert), Escape
// calls onEscape, and give focus back to the element that opened the dialog when it closes.
import { useEffect, useRef, type RefObject } from 'react';
import { lastFocusPath } from '@hanpan/platform';
import { fallbackFocus, focusLost } from './areaFocus';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  // a player's own controls (pause, volume, full screen) are reached through the element
  'video[controls]',
  'audio[controls]',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** What a dialog's content marks to take focus first (e.g. the video of a player the player asked to play). */
export const INITIAL_FOCUS_ATTRIBUTE = 'data-initial-focus';

/**
 * Marks the frame's last tab stop, which hands the focus on to its first item: what Tab reaches
 * after a player's own controls (the browser moves through them, the trap cannot see them).
 */
export const FOCUS_GUARD_ATTRIBUTE = 'data-focus-guard';

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.hasAttribute(FOCUS_GUARD_ATTRIBUTE),
  );
}

const isMedia = (el: Element | null) => el instanceof HTMLMediaElement && el.controls;

/**
 * How long focus waits for a disabled opener to be enabled again before it goes to the area's
 * heading; an ActionButton (aria-busy) is waited for until its action ends.
 */
export const OPENER_WAIT_MS = 2000;

// An opener still disabled when its dialog closed (its action is finishing). A dialog opened
// meanwhile (the action's result) takes it over and gives focus back to it in turn.
let waiting: HTMLElement | null = null;

const onScreen = (el: HTMLElement) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
};

/**
 * What opened the dialog: the focused element; else the opener of a dialog of the same action that
 * is waiting for it; else what last had focus (it dropped it to <body>): a button still disabled by
 * its action, or one already enabled again when this code arrived (the page's first dialog loads
 * it) — then only one on screen, never something used long ago further up the page. One its page
 * re-rendered away meanwhile (the 카드 뒤집기 a flip replaced by its result) is represented by the
 * heading of its area.
 */
function openerOf(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  const taken = waiting?.isConnected ? waiting : null;
  waiting = null;
  if (taken) return taken;
  // (the first call starts the tracking where the shell did not: a remote's standalone page)
  const [last, ...ancestors] = lastFocusPath();
  if (!(last instanceof HTMLElement)) return null;
  if (!last.isConnected) return fallbackFocus(ancestors.filter((a): a is Element => a instanceof Element));
  return last.matches(':disabled') || onScreen(last) ? last : null;
}

// The open dialogs, newest last. A key pressed while focus is lost (on <body>: the focused button
// disabled itself for its action, as an ActionButton does) belongs to the newest one: Escape still
// closes it and Tab comes back into it.
const openTraps: HTMLElement[] = [];

// What the page shows besides the newest dialog is inert: out of reach of Tab, clicks and a screen
// reader's reading cursor (some do not honour aria-modal). Live regions stay readable (a tooltip's
// "복사되었습니다" said while a layer is open); an element already inert (a list while its next page
// loads) is left as it is. Only what was marked here is unmarked. What mounts beside the path while
// the dialog is open (the next page's layout after a route change, the staff override bar) is
// marked as it comes: the path's parents are watched.
const LIVE_REGION = '[aria-live],[role="status"],[role="alert"],[role="log"]';
let madeInert: Element[] = [];
let pathWatcher: MutationObserver | undefined;

function inertBehind(dialog: HTMLElement | undefined): void {
  pathWatcher?.disconnect();
  for (const el of madeInert) el.removeAttribute('inert');
  madeInert = [];
  for (let el: HTMLElement | null | undefined = dialog; el?.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of el.parentElement.children) {
      if (sibling === el || !(sibling instanceof HTMLElement) || sibling.hasAttribute('inert') || sibling.matches(`script,style,${LIVE_REGION}`)) continue;
      sibling.setAttribute('inert', '');
      madeInert.push(sibling);
    }
    // children only: the marks set above are attributes, so marking never wakes the watcher. A
    // newest dialog already gone is closing: its effect's cleanup moves the marks.
    pathWatcher ??= new MutationObserver(() => {
      const newest = openTraps[openTraps.length - 1];
      if (newest?.isConnected) inertBehind(newest);
    });
    pathWatcher.observe(el.parentElement, { childList: true });
  }
}

/**
 * A landing spot (an area's heading, the page's h1 or <main>: focusable by script only) takes the focus
 * where the page is — scrolling to it moved the page under the player (QA: the header went off
 * screen); a control the player used is brought into view.
 */
const focusInPlace = (el: HTMLElement | null) => el?.focus({ preventScroll: el.tabIndex < 0 });

/**
 * Focus back to the opener. One still disabled (its action is finishing) gets it once enabled, if
 * nothing else took focus meanwhile; one gone, or still disabled when its action ended (aria-busy
 * off; without aria-busy: after OPENER_WAIT_MS), leaves focus on the area's heading instead. A busy
 * opener (its action runs on after the dialog) takes the focus at once, and hands it to the area's
 * heading should its action end with it disabled (받기 완료) or gone.
 */
function returnFocus(opener: HTMLElement, ancestors: readonly Element[], busy: boolean): void {
  const until = Date.now() + OPENER_WAIT_MS;
  const isBusy = () => opener.isConnected && opener.getAttribute('aria-busy') === 'true';
  const settle = () => {
    if (isBusy()) {
      requestAnimationFrame(settle);
      return;
    }
    const kept = opener.isConnected && !opener.matches(':disabled');
    if (!kept && (focusLost() || document.activeElement === opener)) focusInPlace(fallbackFocus(ancestors));
  };
  const attempt = () => {
    if (opener.isConnected && !opener.matches(':disabled')) {
      focusInPlace(opener);
      if (isBusy()) requestAnimationFrame(settle);
      return;
    }
    const ended = !opener.isConnected || (busy ? opener.getAttribute('aria-busy') !== 'true' : Date.now() > until);
    if (ended) {
      if (waiting === opener) waiting = null;
      focusInPlace(fallbackFocus(ancestors));
      return;
    }
    waiting = opener;
    requestAnimationFrame(() => {
      // another dialog took it over, or the player moved on
      if (waiting === opener && focusLost()) attempt();
    });
  };
  attempt();
}

export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  options: {
    onEscape?: () => void;
    initialFocusRef?: RefObject<HTMLElement | null>;
    /**
     * false while the dialog is drawn hidden (a layer whose content is still loading): a hidden
     * element takes no focus, so focus moves in when it turns true.
     */
    shown?: boolean;
  },
): void {
  const onEscapeRef = useRef(options.onEscape);
  onEscapeRef.current = options.onEscape;
  const { initialFocusRef, shown = true } = options;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    // opened by the page itself (a notice on arrival): back to the page's h1 then, not <body>
    const opener = openerOf() ?? fallbackFocus([]);
    // an ActionButton: busy from its click until its action (this dialog included) ends
    const busy = opener?.getAttribute('aria-busy') === 'true';
    const ancestors: Element[] = [];
    for (let el = opener?.parentElement; el; el = el.parentElement) ancestors.push(el);

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableElements(container);
      if (items.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !container.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !container.contains(active))) {
        // a player's controls are tab stops inside the element: Tab walks through them, then
        // reaches the frame's guard, which hands the focus to the first item
        if (isMedia(active)) return;
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes (e.g. a click on the page behind) is pulled back in — by the newest dialog
    // only: two open dialogs each pulling the focus into themselves passed it back and forth
    // until the call stack overflowed.
    const onFocusIn = (event: FocusEvent) => {
      if (openTraps[openTraps.length - 1] !== container) return;
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableElements(container)[0] ?? container).focus();
      }
    };
    const onKeyDownWhileLost = (event: KeyboardEvent) => {
      if (focusLost() && openTraps[openTraps.length - 1] === container) onKeyDown(event);
    };
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onKeyDownWhileLost);
    document.addEventListener('focusin', onFocusIn);
    openTraps.push(container);
    inertBehind(container);
    return () => {
      openTraps.splice(openTraps.indexOf(container), 1);
      // before the focus goes back: an inert opener takes none
      inertBehind(openTraps[openTraps.length - 1]);
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onKeyDownWhileLost);
      document.removeEventListener('focusin', onFocusIn);
      if (opener) returnFocus(opener, ancestors, busy);
    };
    // Runs once per opened dialog (before the effect below: the opener is what had focus before it).
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!shown || !container) return;
    (
      initialFocusRef?.current ??
      container.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`) ??
      focusableElements(container)[0] ??
      container
    ).focus();
  }, [shown]);
}
