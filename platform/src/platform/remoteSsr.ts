// Names a remote's server-rendered first screen carries in the page (platform/src/ssr writes them,
// the shell's RemoteParcel reads them when the remote's own render hydrates it).

/** Marks a remote's server markup, and the browser's render while it hydrates it (never the live root, `data-remote-root`). */
export const REMOTE_SSR_ROOT_ATTR = 'data-remote-ssr-root';
/**
 * Marks a remote's server-rendered styles. Not styled-components' own mark: its group numbers are
 * the remote server render's and would collide with the frame's in the browser's sheet, which
 * inserts the same rules itself when it hydrates the page.
 */
export const REMOTE_SSR_STYLES_ATTR = 'data-remote-ssr-styles';

/** The server's copy of a remote's styles goes (its page hydrated, or its markup was dropped). */
export function removeServerStyles(remoteName: string): void {
  if (typeof document === 'undefined') return;
  document.querySelectorAll(`style[${REMOTE_SSR_STYLES_ATTR}="${remoteName}"]`).forEach((style) => style.remove());
}
