// A box whose content is wider than itself scrolls sideways; with nothing focusable inside (a table
// of text) a keyboard user could not reach the hidden columns. While it overflows it takes a tab
// stop (WCAG 2.1.1, axe scrollable-region-focusable); a box that fits stays out of the tab order.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useSideScrollFocus<E extends HTMLElement>(): { ref: RefObject<E | null>; overflows: boolean } {
  const ref = useRef<E | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth);
    // the box (viewport width) and what it holds (rows arriving) both change the answer
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, overflows };
}
