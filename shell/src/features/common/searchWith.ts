// A view a page keeps in its address (the home's game tab, the ranking's rank): one parameter set,
// the page's other parameters kept, so that choosing one does not drop the other on a reload.
/** `search` with `name` set to `value` (its `spellings` removed), the other parameters kept in order. */
export function searchWith(search: string, name: string, value: string, spellings: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  for (const spelling of spellings) params.delete(spelling);
  params.set(name, value);
  return `?${params}`;
}
