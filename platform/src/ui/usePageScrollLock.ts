// While a modal dialog is open the page behind it does not scroll: keys, the wheel or a swipe over
// the overlay would move the page instead of the dialog. The page keeps its scroll position, and a
// page with a scrollbar keeps its width (the scrollbar's gutter stays), so nothing jumps on open
// or close. Counted: the lock ends with the last open dialog.
import { useEffect } from 'react';

let locks = 0;
let unlock: (() => void) | null = null;

function lockPage(): () => void {
  const root = document.documentElement;
  const { overflow, scrollbarGutter } = root.style;
  const hasScrollbar = window.innerWidth > root.clientWidth;
  root.style.overflow = 'hidden';
  if (hasScrollbar) root.style.scrollbarGutter = 'stable';
  return () => {
    root.style.overflow = overflow;
    root.style.scrollbarGutter = scrollbarGutter;
    // no style="" left behind on a page that had none
    if (!root.getAttribute('style')) root.removeAttribute('style');
  };
}

export function usePageScrollLock(): void {
  useEffect(() => {
    if (locks++ === 0) unlock = lockPage();
    return () => {
      if (--locks > 0) return;
      unlock?.();
      unlock = null;
    };
  }, []);
}
