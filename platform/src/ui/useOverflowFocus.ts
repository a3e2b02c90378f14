// A box whose content does not fit scrolls; with nothing focusable inside (a long table of text) a
// keyboard user could not reach what is hidden. While it overflows it is a tab stop (WCAG 2.1.1, axe
// scrollable-region-focusable; a dialog's focus trap lists it), so the arrows, Page Up/Down and
// Home/End scroll it; a box that fits stays out of the tab order. 'y': a dialog body taller than its
// room (useOverflowFocus); 'x': a table wider than the page (useSideScrollFocus).
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useScrollOverflow<E extends HTMLElement>(axis: 'x' | 'y'): { ref: RefObject<E | null>; overflows: boolean } {
  const ref = useRef<E | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(axis === 'y' ? el.scrollHeight > el.clientHeight : el.scrollWidth > el.clientWidth);
    // the box (window size, zoom) and what it holds (content arriving) both change the answer
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    const content = new MutationObserver(() => {
      for (const child of Array.from(el.children)) observer.observe(child);
      measure();
    });
    content.observe(el, { childList: true });
    for (const child of Array.from(el.children)) observer.observe(child);
    measure();
    return () => {
      observer.disconnect();
      content.disconnect();
    };
  }, [axis]);
  return { ref, overflows };
}

export function useOverflowFocus<E extends HTMLElement>(): { ref: RefObject<E | null>; overflows: boolean } {
  return useScrollOverflow<E>('y');
}
