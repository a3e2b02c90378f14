// Dialog focus handling: move focus in on open, keep Tab inside, Escape calls onEscape,
// and give focus back to the element that opened the dialog when it closes.
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

// The element that last took focus. A button that disables itself while its action runs (a
// purchase's checks before the confirm) drops focus to <body>: the dialog it opens returns focus to it.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/** What opened the dialog: the focused element, or the disabled button that just lost focus. */
function openerOf(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected && lastFocused.matches(':disabled') ? lastFocused : null;
}

/** Focus back to the opener; one still disabled (its action is finishing) gets it once enabled, if nothing else took focus meanwhile. */
function returnFocus(opener: HTMLElement, frames = 10): void {
  if (!opener.isConnected) return;
  if (!opener.matches(':disabled')) {
    opener.focus();
    return;
  }
  if (frames > 0) {
    requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) returnFocus(opener, frames - 1);
    });
  }
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
    const opener = openerOf();

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
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes (e.g. a click on the page behind) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableElements(container)[0] ?? container).focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      if (opener) returnFocus(opener);
    };
    // Runs once per opened dialog (before the effect below: the opener is what had focus before it).
  }, []);

  useEffect(() => {
    const container = containerRef.current;
    if (!shown || !container) return;
    (initialFocusRef?.current ?? focusableElements(container)[0] ?? container).focus();
  }, [shown]);
}
