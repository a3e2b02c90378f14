// Addresses as the areas use them: a page's own state kept in its address (a list's page, a search,
// a tab), read and written alike in every area — an old or edited link reads as the nearest sensible
// state, the first page and empty values are left out — and a portal address a popup window opens.
// Unshared entry '@hanpan/platform/address' (bundled with its user; no store).

/** The zero-based page an address value names (counted from 1): the first for none or a non-page ('abc', '0', '2.5'); past `max`, `max`. */
export function pageOfAddress(raw: string | null, max = Number.MAX_SAFE_INTEGER): number {
  if (raw === null || !/^[0-9]{1,9}$/.test(raw)) return 0;
  const n = Number(raw);
  return n < 1 ? 0 : Math.min(n - 1, max);
}

/** The record an address value names by its number (a positive whole number); 0 for none or anything else ('1.5', '-1', 'abc'). */
export const idOfAddress = (raw: string | null): number => (raw !== null && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : 0);

/** A zero-based page as the address writes it (counted from 1); none for the first. */
export const pageInAddress = (page: number): string | undefined => (page > 0 ? String(page + 1) : undefined);

/** `params` with each value set, or left out where it is undefined or empty (the other keys kept). */
export function searchWith(params: URLSearchParams, values: Readonly<Record<string, string | number | undefined>>): URLSearchParams {
  const search = new URLSearchParams(params);
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '') search.delete(key);
    else search.set(key, String(value));
  }
  return search;
}

/** From a popup: show a portal page in the window that opened it (true), else here (false). */
export function openInPortal(href: string, here: (href: string) => void): boolean {
  try {
    const opener = window.opener as Window | null;
    if (opener && !opener.closed && opener.location.origin === window.location.origin) {
      opener.location.assign(href);
      opener.focus();
      return true;
    }
  } catch {
    /* cross-origin opener: stay here */
  }
  here(href);
  return false;
}
