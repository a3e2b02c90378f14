// A list still showing the page before's items while the next page loads (a query's placeholder
// data, keepPreviousData): dimmed (GlobalStyle's [data-stale]), busy for screen readers, and inert
// so a click or a Tab never lands on an item about to go. One mark for every such list.

export interface StaleMarks {
  'data-stale'?: '';
  'aria-busy'?: true;
  inert?: true;
}

/** The attributes to spread on the list's element: `<List {...staleMarks(q.isPlaceholderData)}>`. */
export function staleMarks(stale: boolean | undefined): StaleMarks {
  return stale ? { 'data-stale': '', 'aria-busy': true, inert: true } : {};
}
