// The server render of the shell frame: what the portal server (api/src/portal/ssr.ts) gives the
// shell's renderer (shell/src/ssr/renderFrame.tsx, shipped with the shell as dist/ssr/frame.cjs)
// and what it gets back. Types only: the two sides are built and deployed separately.

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
}

/** The module the shell's server build exports. */
export interface FrameRenderer {
  renderFrame(request: FrameRequest): Promise<FrameResult>;
}
