// Writes the portal's run-time settings into the shell's index.html as <meta> tags
// (read by shell/src/federation/portalConfig.ts).
export interface PortalHtmlOptions {
  e2e: boolean;
  remotesTtlMs?: number;
  partnerHosts: string;
  mobileHosts: string;
  /** Hosts where the shell does not store the ad click id (SPEC §9: the partner channel's own). */
  adClickSkipHosts: string;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The <meta name="hanpan:…"> values of every page (the server render reads the same ones). */
export function portalMeta(o: PortalHtmlOptions): Record<string, string> {
  const meta: Record<string, string> = { 'hanpan:partner-hosts': o.partnerHosts, 'hanpan:mobile-hosts': o.mobileHosts, 'hanpan:adclick-skip-hosts': o.adClickSkipHosts };
  if (o.remotesTtlMs && Number.isFinite(o.remotesTtlMs)) meta['hanpan:remotes-ttl'] = String(o.remotesTtlMs);
  if (o.e2e) meta['hanpan:e2e'] = '1';
  return meta;
}

export function metaTags(meta: Record<string, string>): string {
  return Object.entries(meta)
    .map(([name, content]) => `<meta name="${attr(name)}" content="${attr(content)}">`)
    .join('');
}

export function portalHtml(indexHtml: string, o: PortalHtmlOptions): string {
  const metas = metaTags(portalMeta(o));
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', `${metas}</head>`) : metas + indexHtml;
}

/**
 * The mobile site's page is installable (shortcut app): the manifest link is in the HTML, where
 * browsers look for it, and the service worker registers after load without a JS chunk.
 */
export const MOBILE_HEAD =
  '<link rel="manifest" href="/shell/manifest.webmanifest"><meta name="theme-color" content="#b91c1c">' +
  '<script nonce="__HANPAN_CSP_NONCE__">' +
  "if('serviceWorker' in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/shell/sw.js',{scope:'/'}).catch(function(e){console.warn('[shortcut]',e)})})</script>";

export function withMobileHead(html: string): string {
  return html.includes('</head>') ? html.replace('</head>', `${MOBILE_HEAD}</head>`) : MOBILE_HEAD + html;
}
