// A box that scrolls sideways (a table, a tab list, a chip row, the header menu) fades its content
// out at each edge with more past it: on a phone, where scrollbars are hidden, that is the only sign
// there is more to swipe to. The fade follows the scroll position through a scroll-driven animation
// (no script, so a server-rendered page has it too); a box that fits shows none, and so does a
// browser without scroll timelines. A mask, not a shadow over a background colour: it works on any
// background (HPC's dark pages, cards) and leaves the text's colours, which axe checks, unchanged.
import { css } from 'styled-components';

/** How far in from an edge the content fades (the `hanpan-edge-fade` keyframes' 28px). */
export const EDGE_FADE_PX = 28;

/**
 * Mixed into a styled component with `overflow-x: auto`. The keyframes and the two registered
 * lengths they move (`--fade-start`, `--fade-end`: a registered length animates smoothly and is not
 * inherited by a scrolling box inside) are plain CSS in the shell's page (shell/src/index.html):
 * no JavaScript on the first load carries them. Its scroll padding keeps what focus or an arrow
 * key scrolls to clear of the fade.
 */
export const scrollEdgeFade = css`
  @supports (animation-timeline: scroll()) {
    mask-image: linear-gradient(90deg, #0000, #000 var(--fade-start), #000 calc(100% - var(--fade-end)), #0000);
    animation: hanpan-edge-fade linear both;
    animation-timeline: scroll(self inline);
    scroll-padding-inline: ${EDGE_FADE_PX}px;
  }
`;
