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
