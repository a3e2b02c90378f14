// The remote's first screen the server rendered into this page (platform/src/ssr): set by the
// shell's server render for its request, read from the page by the browser before hydrating.
// RemoteParcel shows it until the remote's parcel hydrated it (whose root then removes the server's
// copy of its styles: platform's RemoteRootElement), and lets it go when it cannot be used.
import type { RenderedRemotePage } from '@hanpan/contracts';
import { isRemoteName, removeServerStyles, type RemoteName } from '@hanpan/platform';

/**
 * The part of the portal server's answer (RenderedRemotePage) that stays in the page: the markup
 * and the deployed version that rendered it (a browser loading another one, an override, drops it).
 */
export interface ServerRemotePage extends Pick<RenderedRemotePage, 'version' | 'html'> {
  remote: RemoteName;
  /**
   * The page's address (path and query) the server rendered: a later page of the same remote in
   * another layout (the 통장 popup → 통장 내역) mounts a new parcel, which must not take this markup.
   */
  address: string;
}

/** The element holding the markup (RemoteParcel writes these attributes, the start-up reads them). */
export const SERVER_MARKUP_ATTR = 'data-remote-ssr';
export const SERVER_MARKUP_VERSION_ATTR = 'data-remote-ssr-version';

let current: ServerRemotePage | null = null;

export function setServerRemotePage(page: ServerRemotePage | null): void {
  current = page;
}

/** The server's markup of `remote`'s page at `address`, until it was let go. */
export function serverRemotePageOf(remote: RemoteName, address: string): ServerRemotePage | null {
  return current?.remote === remote && current.address === address ? current : null;
}

/** The remote's own render hydrated it (or it cannot be used): later renders never show it again. */
export function releaseServerRemotePage(page: ServerRemotePage): void {
  if (current === page) current = null;
  removeServerStyles(page.remote);
}

/** Browser, before hydrating: the markup the server put into the page, as parsed, for the page's address. */
export function readServerRemotePage(doc: Pick<Document, 'querySelector'>, address: string): ServerRemotePage | null {
  const element = doc.querySelector(`[${SERVER_MARKUP_ATTR}]`);
  const remote = element?.getAttribute(SERVER_MARKUP_ATTR) ?? '';
  const version = element?.getAttribute(SERVER_MARKUP_VERSION_ATTR);
  if (!element || !isRemoteName(remote) || !version) return null;
  return { remote, version, html: element.innerHTML, address };
}
