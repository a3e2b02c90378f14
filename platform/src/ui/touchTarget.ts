// A finger needs a target of at least 44 px (the mobile site's bar); a mouse does with less.
import { css } from 'styled-components';

export const TOUCH_TARGET_PX = 44;

/** Grows a control to TOUCH_TARGET_PX on touch screens (coarse pointers) only. */
export const touchTarget = css`
  @media (pointer: coarse) {
    min-width: ${TOUCH_TARGET_PX}px;
    min-height: ${TOUCH_TARGET_PX}px;
  }
`;
