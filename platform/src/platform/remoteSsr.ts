// Names a remote's server-rendered first screen carries in the page (platform/src/ssr writes them,
// the shell's RemoteParcel reads them when the remote's own render takes over).

/** Marks the server's markup of a remote (never the remote's live root, `data-remote-root`). */
export const REMOTE_SSR_ROOT_ATTR = 'data-remote-ssr-root';
/** Marks a remote's server-rendered styles (not styled-components' own: the browser's sheet must not adopt them). */
export const REMOTE_SSR_STYLES_ATTR = 'data-remote-ssr-styles';
