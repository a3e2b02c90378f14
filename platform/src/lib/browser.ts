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
