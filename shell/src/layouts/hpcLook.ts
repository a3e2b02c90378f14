// The championship pages are drawn for a dark page (their cards, white headings, inherited link
// colours): HpcLayout's, and the mobile frame's content around them on the mobile host. Only those
// two frames' chunks take it in.
import { css } from 'styled-components';

export const hpcPageLook = css`
  background: #0f172a;
  color: #e5e7eb;
  a {
    color: inherit;
  }
  /* the blue ring is 2.2:1 on these navy cards; gold, as the championship's own buttons */
  :focus-visible {
    outline-color: #facc15;
  }
`;
