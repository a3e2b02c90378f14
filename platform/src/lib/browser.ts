// Browser facts, read lazily (never at import time).
export function isInternetExplorer(userAgent?: string): boolean {
  const ua = userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : '');
  return /MSIE |Trident\//.test(ua);
}

export function isMobileUserAgent(userAgent?: string): boolean {
  const ua = userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : '');
  return /Android|iPhone|iPad|iPod|Mobile/i.test(ua);
}

export function isMacOs(userAgent?: string): boolean {
  const ua = userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : '');
  return /Macintosh|Mac OS X/.test(ua) && !/iPhone|iPad|iPod/.test(ua);
}

/** iOS and Samsung Internet get an instruction layer instead of the install prompt (SPEC §4). */
export function needsShortcutInstructions(userAgent?: string): boolean {
  const ua = userAgent ?? (typeof navigator !== 'undefined' ? navigator.userAgent : '');
  return /iPhone|iPad|iPod/.test(ua) || /SamsungBrowser/.test(ua);
}

export function currentPageUrl(): string {
  return typeof window !== 'undefined' && window.location ? window.location.href : '';
}

/** This document's load: how it was reached (Navigation Timing: 'navigate', 'reload', 'back_forward') and when. */
export interface PageLoad {
  type?: string;
  origin: number;
  /** Bytes that came over the network for the document: 0 when the HTTP cache gave it (undefined where not told). */
  transferSize?: number;
  /** When its first byte came, in ms after `origin`. */
  responseStart?: number;
}

export function thisPageLoad(): PageLoad {
  const timing = globalThis.performance;
  // (its JSON: the entry's own fields, type, transferSize and responseStart among them)
  const entry = timing?.getEntriesByType?.('navigation')[0]?.toJSON() as Omit<PageLoad, 'origin'> | undefined;
  return { ...entry, origin: timing?.timeOrigin ?? 0 };
}
