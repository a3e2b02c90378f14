// Hovering or focusing a link to a remote's route loads that remote's entry, its exposed module
// and the chunk of the page the link opens ahead of the click (document-level, so links inside
// parcels count too) — and the championship's own frame: a move into it keeps the open page on
// screen until the frame is there (QA: the home page stood 2–3 s after a click on 챔피언십 on a slow network).
import { ownerOfPath, type RemoteName } from '@hanpan/platform';
import { preloadHpcLayout } from '../layouts/lazyFrame';
import { loadLifecycles } from './registry';

/** Remote owning the target of an href, or null (other origin, shell page, unknown path). */
export function remoteForHref(href: string, base: string): RemoteName | null {
  const url = sameOriginUrl(href, base);
  return url && ownerOfPath(url.pathname);
}

function sameOriginUrl(href: string, base: string): URL | null {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? url : null;
  } catch {
    return null;
  }
}

/** The remote's code, and the chunk of the page `pathname` opens (a remote built before 1.19.0: its code only). */
export function prefetchRemote(name: RemoteName, pathname?: string): void {
  loadLifecycles(name)
    .then((l) => pathname && l.preload?.(pathname))
    .catch(() => {
      /* the fallback shows when the route is actually opened */
    });
}

export function installPrefetch(doc: Document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    const url = sameOriginUrl(link.getAttribute('href') ?? '', doc.location.href);
    const remote = url && ownerOfPath(url.pathname);
    if (remote) prefetchRemote(remote, url.pathname);
    // (the mobile site has no pointer to hover: its frame for the championship is its own)
    if (remote === 'mfe_hpc') preloadHpcLayout().catch(() => undefined);
  };
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  return () => {
    doc.removeEventListener('pointerover', onIntent);
    doc.removeEventListener('focusin', onIntent);
  };
}
