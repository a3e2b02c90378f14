// Writes the portal's run-time settings into the shell's index.html as <meta> tags
// (read by shell/src/federation/portalConfig.ts).
export interface PortalHtmlOptions {
  e2e: boolean;
  remotesTtlMs?: number;
  partnerHosts: string;
  mobileHosts: string;
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function portalHtml(indexHtml: string, o: PortalHtmlOptions): string {
  const metas = [
    `<meta name="hanpan:partner-hosts" content="${attr(o.partnerHosts)}">`,
    `<meta name="hanpan:mobile-hosts" content="${attr(o.mobileHosts)}">`,
    o.remotesTtlMs && Number.isFinite(o.remotesTtlMs) ? `<meta name="hanpan:remotes-ttl" content="${o.remotesTtlMs}">` : '',
    o.e2e ? '<meta name="hanpan:e2e" content="1">' : '',
  ]
    .filter(Boolean)
    .join('');
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
