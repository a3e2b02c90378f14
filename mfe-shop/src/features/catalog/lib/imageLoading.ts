// Product images load by the platform's grid rule (first row of the page's first grid at once);
// a grid tells each card through a context.
import { createContext, useContext } from 'react';
import { imageLoading, LAZY_IMAGE, type ImageLoading } from '@hanpan/platform';

/** A row of the grid at its narrowest desktop width (on a phone: the first two rows of two). */
const FIRST_ROW = 4;

/** Loading of the `index`-th product image of a grid; `firstOnPage`: the page's first grid. */
export const productImageLoading = (index: number, firstOnPage = false): ImageLoading => imageLoading(index, { firstOnPage, firstRow: FIRST_ROW });

const ImageLoadingContext = createContext<ImageLoading>(LAZY_IMAGE);
/** Set by a grid around each card (ProductGrid). */
export const ImageLoadingProvider = ImageLoadingContext.Provider;
/** How a card's image loads: lazy unless its grid says otherwise. */
export const useImageLoading = (): ImageLoading => useContext(ImageLoadingContext);
