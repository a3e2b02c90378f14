// The server render of the shell frame: what the portal server (api/src/portal/ssr.ts) gives the
// shell's renderer (shell/src/ssr/renderFrame.tsx, shipped with the shell as dist/ssr/frame.cjs)
// and what it gets back. Types only: the two sides are built and deployed separately.
import type { Publisher } from './common';
import type { GlobalState } from './member';

/** One in-process API answer (the portal server calls its own routes with the visitor's cookie). */
export interface FrameApiResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export interface FrameRequest {
  /** Path and query of the page. */
  url: string;
  hostname: string;
  /** The portal's <meta name="hanpan:…"> values written into this page (the browser reads the same). */
  meta: Record<string, string>;
  /** /remotes.json as the server serves it. */
  manifest: unknown;
  /** GET of one API path as the visitor (their cookie). */
  get(path: string): Promise<FrameApiResponse>;
  /** The visitor's CSRF token, masked for this response (a fresh pad each time: BREACH): a form drawn on the server works before the page's script. */
  csrfToken?: string;
  /**
   * The first screen of a remote's page, rendered by the deployed version's server build; null
   * when it has none or it failed (the page then shows the remote's loading skeleton).
   */
  renderRemote?(remote: string, request: RemotePageRequest): Promise<RenderedRemotePage | null>;
}

export interface FrameResult {
  /** The markup inside <div id="root">. */
  html: string;
  /** styled-components' <style> tags for <head>. */
  styles: string;
  /** The <template> carrying the state the browser hydrates with. */
  state: string;
  /** The member the page was rendered for (null: a guest) — a member's page is never shared-cached. */
  memberNo: string | null;
  /** 404 or 403 when the page ends on that error page (a read answered it): the HTTP status to answer with. */
  errorStatus?: PageErrorStatus;
}

/** The error pages a page's own reads can end on that have an HTTP status of their own. */
export type PageErrorStatus = 403 | 404;

/** The module the shell's server build exports. */
export interface FrameRenderer {
  renderFrame(request: FrameRequest): Promise<FrameResult>;
  /** The platform build it bundles (see RemotePageRenderer.platformBuild). */
  platformBuild?: string;
}

/** An HPC event in the member's state (the frame store's `hpc`). */
export interface FrameHpcEvent {
  id: string | number;
  name: string;
  type?: string;
  [field: string]: unknown;
}

/**
 * The member state a page is rendered with: the SPEC §7 global state answer and what the member
 * fetches set. The browser's store starts from it before hydrating, and so does a remote's server render.
 */
export interface FrameStore {
  globalState: GlobalState | null;
  mainMembershipId: string | null;
  hpc: FrameHpcEvent | null;
}

/**
 * A remote's first screen rendered on the server (its build ships dist/ssr/page.cjs beside its
 * browser files). The shell's renderer asks for it through `FrameRequest.renderRemote` once the
 * visitor may open the page; the portal server loads the deployed version's renderer.
 */
export interface RemotePageRequest {
  /** Path and query of the page. */
  url: string;
  /** The site the shell detected from the host (the parcel's `publisher` and `isMobileSite` props). */
  publisher: Publisher;
  isMobileSite: boolean;
  /** The page's route as the shell resolved it (title, breadcrumb): the remote's `pageInfo` prop. */
  pageInfo: RemotePageInfo;
  store: FrameStore;
  /** GET of one API path as the visitor (their cookie). */
  get(path: string): Promise<FrameApiResponse>;
}

/** The route facts a remote's page is given (platform's PageInfo). */
export interface RemotePageInfo {
  path: string;
  parentPath: string | null;
  title: string;
  subTitle: string;
  name: string;
  type: 'pc' | 'mobile' | 'popup';
}

export interface RemotePageResult {
  /** The remote's markup for the page (what its parcel renders there). */
  html: string;
  /** Its styles: <style> tags for <head>, removed once the remote's own render replaced the markup. */
  styles: string;
  /** The react-query entries it read (a dehydrated state's `queries`): the browser's render starts with them. */
  queries: unknown[];
  /** 404 or 403 when a read answered with that error page (a product that does not exist); builds before it had none. */
  errorStatus?: PageErrorStatus;
}

/** The module a remote's server build exports. */
export interface RemotePageRenderer {
  renderRemotePage(request: RemotePageRequest): Promise<RemotePageResult>;
  /**
   * The platform build it bundles (a hash of the platform's sources and libraries). The browser
   * hydrates the markup with the shell's platform, so the portal uses the renderer only when this
   * is the shell renderer's; builds before it had none.
   */
  platformBuild?: string;
}

/** What the portal server answers for `FrameRequest.renderRemote`: the deployed version and its markup. */
export interface RenderedRemotePage extends RemotePageResult {
  version: string;
}
