// A part that gives way to what it loaded (다시 시도 in ErrorState, a remote's retry line): the
// focus it held goes to the heading of its area, not <body>, where a screen reader starts over
// from the top (QA). areaFocus is fetched then: off the first load of the pages that draw the part.
import { useEffect } from 'react';

export function useFocusToAreaWhenGone(): void {
  useEffect(() => () => void import('./areaFocus').then((m) => m.settleLostFocus()), []);
}
