// Which product images load at once: the first row of the first grid on a page is in the first
// screen (the largest contentful paint is usually its first image), so it is not lazy and its first
// image is fetched first; every other image waits until it is near the viewport.
import { createContext, useContext, type ImgHTMLAttributes } from 'react';

/** A row of the grid at its narrowest desktop width (on a phone: the first two rows of two). */
export const FIRST_ROW = 4;

export type ImageLoading = Pick<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'fetchPriority'>;

export const LAZY: ImageLoading = { loading: 'lazy' };

/** Loading of the `index`-th image of a grid; `firstOnPage`: the page's first grid. */
export function imageLoading(index: number, firstOnPage = false): ImageLoading {
  if (!firstOnPage || index >= FIRST_ROW) return LAZY;
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'eager' };
}

const ImageLoadingContext = createContext<ImageLoading>(LAZY);
/** Set by a grid around each card (ProductGrid). */
export const ImageLoadingProvider = ImageLoadingContext.Provider;
/** How a card's image loads: lazy unless its grid says otherwise. */
export const useImageLoading = (): ImageLoading => useContext(ImageLoadingContext);
