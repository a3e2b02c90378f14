// Hovering or focusing a link to a remote's route loads that remote's entry and exposed
// module ahead of the click (document-level, so links inside parcels count too) — and the
// championship's own frame: a move into it keeps the open page on screen until the frame is there
// (QA: the home page stood 2–3 s after a click on 챔피언십 on a slow network).
import { ownerOfPath, type RemoteName } from '@hanpan/platform';
import { preloadHpcLayout } from '../layouts/lazyFrame';
import { loadLifecycles } from './registry';

/** Remote owning the target of an href, or null (other origin, shell page, unknown path). */
export function remoteForHref(href: string, base: string): RemoteName | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  return ownerOfPath(url.pathname);
}

export function prefetchRemote(name: RemoteName): void {
  loadLifecycles(name).catch(() => {
    /* the fallback shows when the route is actually opened */
  });
}

export function installPrefetch(doc: Document): () => void {
  const onIntent = (event: Event) => {
    const target = event.target as Element | null;
    const link = target?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    const remote = remoteForHref(link.getAttribute('href') ?? '', doc.location.href);
    if (remote) prefetchRemote(remote);
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
