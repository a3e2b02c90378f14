// A box whose content is wider than itself scrolls sideways: a tab stop while it overflows (useOverflowFocus.ts says why).
import type { RefObject } from 'react';
import { useScrollOverflow } from './useOverflowFocus';

export function useSideScrollFocus<E extends HTMLElement>(): { ref: RefObject<E | null>; overflows: boolean } {
  return useScrollOverflow<E>('x');
}
