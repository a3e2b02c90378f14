// Search boxes (FAQ, championship rankings): the word as the API takes it and what a screen reader
// hears of the answer. A module of its own: only the pages with a search box carry it.

/** The FAQ search word's limit: the API refuses a longer keyWord (400); the box and a keyWord from the address are cut to it. */
export const FAQ_KEYWORD_MAX = 50;

/**
 * A search word (from a box or an address) as the API takes it: no control characters (refused,
 * 400), trimmed, at most `max` UTF-16 units (a box's maxLength; the API counts no more) and never
 * half a character.
 */
export function searchTerm(raw: string | null | undefined, max: number): string {
  let term = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, max);
  // a cut through a surrogate pair would leave half a character
  if (/[\uD800-\uDBFF]$/.test(term)) term = term.slice(0, -1);
  return term.trim();
}

/**
 * What a screen reader hears once a search has answered (the focus stays in the box): how many
 * matched, counted with `counter` ('건' FAQ articles, '명' players), or that nothing did. Empty
 * without a search, and while the previous answer is still shown (placeholder data): a change of
 * the text is what is read.
 */
export function searchStatus(term: string, answer: { data?: { totalElements: number }; isPlaceholderData: boolean }, counter: '건' | '명'): string {
  if (!term || !answer.data || answer.isPlaceholderData) return '';
  return answer.data.totalElements > 0 ? `'${term}' 검색 결과 ${answer.data.totalElements}${counter}` : `'${term}'에 대한 검색 결과가 없습니다.`;
}
