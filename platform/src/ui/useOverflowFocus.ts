// A dialog body taller than the room it has scrolls (overflow-y: auto). While it overflows it is a
// tab stop (the focus trap lists it), so the keyboard scrolls it with the arrows, Page Up/Down,
// Home/End, even when nothing inside is focusable (a long table of text); a body that fits stays
// out of the tab order. The sideways twin for the main entry is useSideScrollFocus.
import { useEffect, useRef, useState, type RefObject } from 'react';

export function useOverflowFocus<E extends HTMLElement>(): { ref: RefObject<E | null>; overflows: boolean } {
  const ref = useRef<E | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(el.scrollHeight > el.clientHeight);
    // the body (window height, zoom) and what it holds (a layer's content arriving) both change the answer
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
  }, []);
  return { ref, overflows };
}
