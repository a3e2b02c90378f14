// Which images of a grid load at once: the first row of a page's first grid is in the first screen
// (the largest contentful paint is usually its first image), so it is not lazy and its first image
// is fetched first; every other image waits until it is near the viewport.
import type { ImgHTMLAttributes } from 'react';

export type ImageLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>;

export const LAZY_IMAGE: ImageLoading = { loading: 'lazy' };

/**
 * Loading of the `index`-th image of a grid whose first row holds `firstRow` images (at its
 * narrowest desktop width); `firstOnPage`: the grid opens the page.
 */
export function imageLoading(index: number, { firstOnPage, firstRow }: { firstOnPage: boolean; firstRow: number }): ImageLoading {
  if (!firstOnPage || index >= firstRow) return LAZY_IMAGE;
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}
