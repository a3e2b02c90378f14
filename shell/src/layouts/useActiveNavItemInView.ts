import { useEffect, type RefObject } from 'react';
import { EDGE_FADE_PX, useLocation } from '@hanpan/platform';

/** Room left beside the active entry, so the menu's fading edge does not cover it. */
const EDGE_ROOM = EDGE_FADE_PX + 4;

/**
 * In a menu narrower than its entries (a narrow window), brings the page's own entry into view
 * after each navigation: on /sponsor at 412 px it is past the right edge. Runs after paint and
 * reads layout only when the menu overflows. Returns the page's path (lower case), which the
 * menu's entries are matched against.
 */
export function useActiveNavItemInView(navRef: RefObject<HTMLElement | null>): string {
  const { pathname } = useLocation();
  useEffect(() => {
    const nav = navRef.current;
    if (!nav || nav.scrollWidth <= nav.clientWidth) return;
    const active = nav.querySelector<HTMLElement>('a.active');
    if (!active) return;
    const item = active.getBoundingClientRect();
    const box = nav.getBoundingClientRect();
    if (item.right > box.right - EDGE_ROOM) nav.scrollLeft += item.right - box.right + EDGE_ROOM;
    else if (item.left < box.left + EDGE_ROOM) nav.scrollLeft -= box.left + EDGE_ROOM - item.left;
  }, [navRef, pathname]);
  return pathname.toLowerCase();
}
